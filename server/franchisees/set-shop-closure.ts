import "server-only";
import { eq } from "drizzle-orm";
import type { ShopClosureInput } from "@/lib/validation/shop-closure";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { auditLog, shops } from "@/server/db/schema";
import { revalidatePublicPages } from "@/server/shops/revalidate-public-pages";
import { getFranchiseeShop } from "./get-franchisee-shop";

export type ShopClosureState = { closed: boolean; notice: string; until: string };

/**
 * The owner switches the shop's "temporarily closed" notice on or off (docs/product.md#shop-hours):
 * while on (through `until`, an India date, or until switched off) the shop is never "open now" and
 * its page shows the notice. Audited; the public pages show it at once.
 */
export async function setShopClosure({ actor, input, db = appDb, now = new Date() }: { actor: Actor; input: ShopClosureInput; db?: Database; now?: Date }): Promise<ShopClosureState> {
  const owned = await getFranchiseeShop({ actor, db });
  const values = input.closed ? { closedNotice: input.notice, closedUntil: input.until || null } : { closedNotice: null, closedUntil: null };
  const slug = await db.transaction(async (tx) => {
    const [before] = await tx.select({ notice: shops.closedNotice, until: shops.closedUntil }).from(shops).where(eq(shops.id, owned.shopId)).for("update");
    const [shop] = await tx.update(shops).set({ ...values, updatedAt: now }).where(eq(shops.id, owned.shopId)).returning({ slug: shops.slug });
    await tx.insert(auditLog).values({
      actorUserId: actor.userId,
      action: input.closed ? "shop.closure_set" : "shop.closure_cleared",
      entityType: "shop",
      entityId: String(owned.shopId),
      before: before ?? null,
      after: { notice: values.closedNotice, until: values.closedUntil },
    });
    return shop!.slug;
  });
  revalidatePublicPages({ shop: { id: owned.shopId, slug } });
  return { closed: values.closedNotice !== null, notice: values.closedNotice ?? "", until: values.closedUntil ?? "" };
}

