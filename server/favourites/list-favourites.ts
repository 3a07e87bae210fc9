import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import type { ShopListResult } from "@/lib/public/types";
import type { Actor } from "@/server/auth/actor";
import { getOwnCustomer } from "@/server/customers/get-own-customer";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { categories, cities, favourites, shops } from "@/server/db/schema";
import { shopCardColumns, toShopCard } from "@/server/shops/shop-card-columns";

/** Favourites come 12 a page (docs/product.md leaves it open): four rows of three on desktop. */
export const FAVOURITES_PAGE_SIZE = 12;

/**
 * docs/product.md#json-api shops/favorites and shops/favorites/{page}: the acting customer's favourite shops,
 * latest first, for the infinite /favorites grid. `page` is 1-based like the shop listing's.
 */
export async function listFavourites({ actor, page = 1, pageSize = FAVOURITES_PAGE_SIZE, db = appDb }: { actor: Actor; page?: number; pageSize?: number; db?: Executor }): Promise<ShopListResult> {
  const customer = await getOwnCustomer({ actor, db });
  const where = and(eq(favourites.customerId, customer.id), eq(shops.status, "published"));
  const [rows, [total]] = await Promise.all([
    db
      .select(shopCardColumns)
      .from(favourites)
      .innerJoin(shops, eq(shops.id, favourites.shopId))
      .innerJoin(categories, eq(categories.id, shops.categoryId))
      .leftJoin(cities, eq(cities.id, shops.cityId))
      .where(where)
      .orderBy(desc(favourites.createdAt), desc(shops.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(favourites).innerJoin(shops, eq(shops.id, favourites.shopId)).where(where),
  ]);
  const n = total?.n ?? 0;
  // Favourites are few per customer: the count is exact, never capped.
  return { shops: rows.map((row) => toShopCard(row)), count: n, countCapped: false, page, pageSize, hasMore: page * pageSize < n };
}
