import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { db as appDb } from "@/server/db/client";
import { categories, cities, shops } from "@/server/db/schema";
import { SHOP_PAGE_SIZE, type ShopListQuery } from "@/lib/validation/public";
import type { ShopListResult } from "@/lib/public/types";
import { shopCardColumns, toShopCard } from "./shop-card-columns";
import { shopListFilters, type KnownCategory } from "./shop-list-filters";

export type { KnownCategory };

/**
 * Result counts stop here: the listing shows "1,000+ shops" beyond it. A text search checks a LIKE
 * per row, so its count stops sooner ("200+ shops") to stay within a few milliseconds.
 */
export const COUNT_CAP = 1000;
export const SEARCH_COUNT_CAP = 200;

/**
 * Published shops matching the product's search criteria (category, city, pincode, text), one page at a
 * time, newest first by default, A–Z by the name the page shows (`lang`), or top rated first; "near me" (lat/lng)
 * orders by distance through the GiST ll_to_earth index. The text search matches shop names (English, Marathi, Hindi) and brands through
 * the lower-cased `search_text` column or, in the other script, the spelling key `search_key`, and the category's names with ILIKE; pg_trgm GIN indexes
 * serve both for Devanagari text too.
 */
export async function listShops(options: { query: ShopListQuery; db?: Executor; categories?: readonly KnownCategory[]; now?: Date }): Promise<ShopListResult> {
  const { query } = options;
  const now = options.now ?? new Date();
  const db = options.db ?? appDb;
  const page = query.page ?? 1;
  const pageSize = SHOP_PAGE_SIZE;
  const filtered = await shopListFilters({ query, db, categories: options.categories, now });
  if (!filtered) return { shops: [], count: 0, countCapped: false, page, pageSize, hasMore: false };
  const { where, near } = filtered;
  const sort = query.sort ?? (near ? "nearest" : "latest");

  const distance = near
    ? sql<number>`earth_distance(ll_to_earth(${shops.latitude}, ${shops.longitude}), ll_to_earth(${near.lat}, ${near.lng}))`
    : sql<null>`null`;
  // Every order is index-served: "latest" walks the (…, created_at DESC NULLS LAST) indexes (the
  // NULLS LAST must match them, and no tie-breaker column, or PostgreSQL sorts every match);
  // "nearest" is a KNN walk of the GiST ll_to_earth index.
  // "name" walks the published-shops name indexes (the expressions must be these, to the letter):
  // the name the page shows, lower-cased, with the id to keep pages stable between equal names.
  const order =
    sort === "nearest" && near
      ? [sql`ll_to_earth(${shops.latitude}, ${shops.longitude}) <-> ll_to_earth(${near.lat}, ${near.lng})`]
      : sort === "name"
        ? [
            query.lang === "mr"
              ? sql`lower(coalesce(nullif(${shops.nameMr}, ''), ${shops.name}))`
              : query.lang === "hi"
                ? sql`lower(coalesce(nullif(${shops.nameHi}, ''), ${shops.name}))`
                : sql`lower(${shops.name})`,
            shops.id,
          ]
        : // "rating" walks shops_rating_order_idx: the Bayesian rank PostgreSQL keeps (schema/shops.ts).
          sort === "rating"
          ? [sql`${shops.ratingRank} desc nulls last`, sql`${shops.id} desc nulls last`]
          : [sql`${shops.createdAt} desc nulls last`];

  const offset = (page - 1) * pageSize;
  const cap = query.search ? SEARCH_COUNT_CAP : COUNT_CAP;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...shopCardColumns, distance })
      .from(shops)
      .innerJoin(categories, eq(categories.id, shops.categoryId))
      .leftJoin(cities, eq(cities.id, shops.cityId))
      .where(where)
      .orderBy(...order)
      // One row more than a page says whether another page follows.
      .limit(pageSize + 1)
      .offset(offset),
    // Counting 100,000 matches costs more than the page itself: count up to a cap ("1,000+ shops").
    // A statement of its own: as a sub-select of the rows' statement its cost steered the planner
    // to a worse plan for the rows (pincode: 7.8 ms instead of 2.8 ms for both at 100,000 shops).
    db.execute<{ count: number }>(
      sql`select count(*)::int as count from (select 1 from ${shops} where ${where} limit ${cap + 1}) matches`,
    ).then((result) => result.rows),
  ]);

  const counted = total?.count ?? 0;
  return {
    shops: rows.slice(0, pageSize).map(({ distance: metres, ...row }) => toShopCard(row, metres)),
    count: Math.min(counted, cap),
    countCapped: counted > cap,
    page,
    pageSize,
    hasMore: rows.length > pageSize,
  };
}
