import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { getOwnCustomer } from "@/server/customers/get-own-customer";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { favourites } from "@/server/db/schema";

/** More than any person keeps; bounds the answer if a script ever favourites thousands of shops. */
export const FAVOURITE_IDS_LIMIT = 2000;

/**
 * The acting customer's favourite shop ids, so hearts on cached public pages (home, listing, shop
 * pages are the same HTML for everyone) can show filled for this customer once the page is loaded.
 */
export async function listFavouriteIds({ actor, db = appDb }: { actor: Actor; db?: Executor }): Promise<number[]> {
  const customer = await getOwnCustomer({ actor, db });
  const rows = await db
    .select({ shopId: favourites.shopId })
    .from(favourites)
    .where(eq(favourites.customerId, customer.id))
    .orderBy(desc(favourites.createdAt))
    .limit(FAVOURITE_IDS_LIMIT);
  return rows.map((row) => row.shopId);
}
