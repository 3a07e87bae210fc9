import "server-only";
import { and, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { db as appDb } from "@/server/db/client";
import { categories, cities, shops } from "@/server/db/schema";
import { SHOP_PAGE_SIZE, type ShopListQuery } from "@/lib/validation/public";
import type { ShopListResult } from "@/lib/public/types";
import { shopCardColumns, toShopCard } from "./shop-card-columns";
import { indiaDate, minuteOfWeek } from "@/lib/public/opening-hours";

/**
 * Result counts stop here: the listing shows "1,000+ shops" beyond it. A text search checks a LIKE
 * per row, so its count stops sooner ("200+ shops") to stay within a few milliseconds.
 */
export const COUNT_CAP = 1000;
export const SEARCH_COUNT_CAP = 200;

/** Escapes LIKE wildcards so a visitor's "50%" matches the text "50%". */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The categories a caller already holds (the cached list the page renders anyway). */
export type KnownCategory = { id: number; slug: string; name: string; nameMr: string | null };

/** What ILIKE '%term%' on a category's names would say, without asking the database. */
function categoryNameContains(category: KnownCategory, term: string): boolean {
  const needle = term.toLowerCase();
  return category.name.toLowerCase().includes(needle) || (category.nameMr ?? "").toLowerCase().includes(needle);
}

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
  // Every statement is a round trip (and socket writes the web process pays for): with the caller's
  // category list the category filter and the categories a search matches need no statement.
  const known = options.categories;
  const knownCategory = query.category && known ? known.find((c) => c.slug === query.category) : undefined;

  // Slugs and matching categories are resolved to ids first: with constants instead of sub-selects
  // the planner estimates each filter well and picks the right index.
  const [categoryRow, cityRow, searchCategoryIds] = await Promise.all([
    knownCategory
      ? { id: knownCategory.id }
      : query.category
        ? db.select({ id: categories.id }).from(categories).where(eq(categories.slug, query.category)).limit(1).then((r) => r[0] ?? null)
        : undefined,
    query.city ? db.select({ id: cities.id }).from(cities).where(eq(cities.slug, query.city)).limit(1).then((r) => r[0] ?? null) : undefined,
    !query.search
      ? []
      : known
        ? known.filter((c) => categoryNameContains(c, query.search!)).map((c) => c.id)
        : db
            .select({ id: categories.id })
            .from(categories)
            .where(or(ilike(categories.name, likeContains(query.search)), ilike(categories.nameMr, likeContains(query.search))))
            .then((r) => r.map((row) => row.id)),
  ]);
  if (categoryRow === null || cityRow === null) return { shops: [], count: 0, countCapped: false, page, pageSize, hasMore: false };

  const filters: SQL[] = [eq(shops.status, "published")];
  if (categoryRow) filters.push(eq(shops.categoryId, categoryRow.id));
  if (cityRow) filters.push(eq(shops.cityId, cityRow.id));
  if (query.pincode) filters.push(eq(shops.pincode, query.pincode));
  // The average the card shows is rounded to one decimal: a shop showing 4.0 is "4★ and up".
  if (query.min_rating) filters.push(sql`${shops.reviewCount} > 0 AND round(${shops.reviewRatingSum}::numeric / ${shops.reviewCount}, 1) >= ${query.min_rating}`);
  if (query.open_now) {
    // open_minutes is the hours as minutes of the week, kept by PostgreSQL (shop_open_minutes); a
    // closure notice shuts the shop through its last day (lib/public/opening-hours.ts, the same rules).
    filters.push(sql`${shops.openMinutes} @> ${minuteOfWeek(now)}::int`);
    filters.push(sql`(${shops.closedNotice} is null or ${shops.closedUntil} < ${indiaDate(now)}::date)`);
  }
  if (query.search) {
    const pattern = likeContains(query.search);
    // search_text is the names and brands lower-cased on write; lower() here is the same function.
    const textMatch = [sql`${shops.searchText} like lower(${pattern})`];
    // The same words in the other script ("kirana" / "किराणा"): the spelling keys, folded by one SQL
    // function on both sides (docs/decisions/discovery-search.md). A key holds only [a-z0-9 ], so it
    // needs no escaping; an empty key (a query of punctuation) matches nothing extra.
    textMatch.push(sql`(search_key(${query.search}) <> '' and ${shops.searchKey} like '%' || search_key(${query.search}) || '%')`);
    if (searchCategoryIds.length > 0) textMatch.push(inArray(shops.categoryId, searchCategoryIds));
    filters.push(or(...textMatch)!);
  }

  const near = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
  const sort = query.sort ?? (near ? "nearest" : "latest");
  if (near) filters.push(sql`${shops.latitude} IS NOT NULL AND ${shops.longitude} IS NOT NULL`);
  if (near && query.radius_km) {
    // earth_box is what the GiST ll_to_earth index answers; it is a cube around the circle, so the
    // exact distance trims its corners.
    const metres = query.radius_km * 1000;
    filters.push(sql`earth_box(ll_to_earth(${near.lat}, ${near.lng}), ${metres}) @> ll_to_earth(${shops.latitude}, ${shops.longitude})`);
    filters.push(sql`earth_distance(ll_to_earth(${near.lat}, ${near.lng}), ll_to_earth(${shops.latitude}, ${shops.longitude})) <= ${metres}`);
  }
  const where = and(...filters);

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
        ? [query.lang === "mr" || query.lang === "hi" ? sql`lower(coalesce(nullif(${shops.nameMr}, ''), ${shops.name}))` : sql`lower(${shops.name})`, shops.id]
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
