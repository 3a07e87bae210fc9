import "server-only";
import { and, eq } from "drizzle-orm";
import type { FavouriteToggleInput } from "@/lib/validation/customer";
import type { Actor } from "@/server/auth/actor";
import { assertOwnId } from "@/server/customers/assert-own-id";
import { getOwnCustomer } from "@/server/customers/get-own-customer";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { favourites, shops } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { addShopDayCounts } from "@/server/insights/add-shop-day-counts";
import { kolkataDate } from "@/lib/time";

export const FAVOURITE_MESSAGES = {
  stored: "Shop added to your favourites.",
  removed: "Shop removed from your favourites.",
  notFound: "Shop not found.",
} as const;

/**
 * docs/product.md#json-api customers/favorites: toggles one shop in the acting customer's favourites. Answers
 * `action: 'store'` (now a favourite: filled heart) or `'remove'` (empty heart) with a message.
 * Delete-or-insert in one transaction, so a double click never leaves a duplicate; the shop's
 * insights count the change in the same transaction (docs/decisions/135-shop-insights.md).
 */
export async function toggleFavourite({ actor, input, db = appDb, now = new Date() }: { actor: Actor; input: FavouriteToggleInput; db?: Database; now?: Date }): Promise<{ action: "store" | "remove"; msg: string; shopId: number }> {
  const customer = await getOwnCustomer({ actor, db });
  assertOwnId(customer.id, input.customer_id);
  const shopId = input.franchisee_id;
  return db.transaction(async (tx) => {
    const removed = await tx.delete(favourites).where(and(eq(favourites.customerId, customer.id), eq(favourites.shopId, shopId))).returning({ shopId: favourites.shopId });
    const day = kolkataDate(now);
    if (removed.length > 0) {
      await addShopDayCounts(tx, [{ shopId, day, counts: { favouritesRemoved: 1 } }]);
      return { action: "remove" as const, msg: FAVOURITE_MESSAGES.removed, shopId };
    }
    const [shop] = await tx.select({ id: shops.id }).from(shops).where(and(eq(shops.id, shopId), eq(shops.status, "published")));
    if (!shop) throw new AppError("not_found", { userMessage: FAVOURITE_MESSAGES.notFound });
    const added = await tx.insert(favourites).values({ customerId: customer.id, shopId }).onConflictDoNothing().returning({ shopId: favourites.shopId });
    if (added.length > 0) await addShopDayCounts(tx, [{ shopId, day, counts: { favouritesAdded: 1 } }]);
    return { action: "store" as const, msg: FAVOURITE_MESSAGES.stored, shopId };
  });
}
