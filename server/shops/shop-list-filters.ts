import "server-only";
import { and, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { categories, cities, shops } from "@/server/db/schema";
import type { ShopListQuery } from "@/lib/validation/public";
import { indiaDate, minuteOfWeek } from "@/lib/public/opening-hours";

/** Escapes LIKE wildcards so a visitor's "50%" matches the text "50%". */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The categories a caller already holds (the cached list the page renders anyway). */
export type KnownCategory = { id: number; slug: string; name: string; nameMr: string | null; nameHi: string | null };

/**
 * What ILIKE '%term%' on a category's names would say, without asking the database: the English,
 * Marathi and Hindi names, so a Hindi-only spelling ("दवाइयाँ") finds the category's shops.
 */
function categoryNameContains(category: KnownCategory, term: string): boolean {
  const needle = term.toLowerCase();
  return [category.name, category.nameMr, category.nameHi].some((name) => (name ?? "").toLowerCase().includes(needle));
}

/**
 * The listing's filters as one WHERE (docs/product.md#screens-and-routes): published, category, town,
 * pincode, rating, open now, text (names, brands, category names, the other script's spelling) and
 * near me within a radius. Shared by the listing (listShops) and its map (listShopPositions). Null
 * when a category or town slug names nothing (no shop can match).
 */
export async function shopListFilters(options: { query: ShopListQuery; db: Executor; categories?: readonly KnownCategory[]; now: Date }): Promise<{ where: SQL; near: { lat: number; lng: number } | null } | null> {
  const { query, db, now } = options;
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
            .where(or(ilike(categories.name, likeContains(query.search)), ilike(categories.nameMr, likeContains(query.search)), ilike(categories.nameHi, likeContains(query.search))))
            .then((r) => r.map((row) => row.id)),
  ]);
  if (categoryRow === null || cityRow === null) return null;

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
    // function on both sides (docs/decisions/134-discovery-search.md). A key holds only [a-z0-9 ], so it
    // needs no escaping; an empty key (a query of punctuation) matches nothing extra.
    textMatch.push(sql`(search_key(${query.search}) <> '' and ${shops.searchKey} like '%' || search_key(${query.search}) || '%')`);
    if (searchCategoryIds.length > 0) textMatch.push(inArray(shops.categoryId, searchCategoryIds));
    filters.push(or(...textMatch)!);
  }

  const near = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
  if (near) filters.push(sql`${shops.latitude} IS NOT NULL AND ${shops.longitude} IS NOT NULL`);
  if (near && query.radius_km) {
    // earth_box is what the GiST ll_to_earth index answers; it is a cube around the circle, so the
    // exact distance trims its corners.
    const metres = query.radius_km * 1000;
    filters.push(sql`earth_box(ll_to_earth(${near.lat}, ${near.lng}), ${metres}) @> ll_to_earth(${shops.latitude}, ${shops.longitude})`);
    filters.push(sql`earth_distance(ll_to_earth(${near.lat}, ${near.lng}), ll_to_earth(${shops.latitude}, ${shops.longitude})) <= ${metres}`);
  }
  if (query.bbox) {
    const { west, south, east, north } = query.bbox;
    filters.push(sql`${shops.latitude} BETWEEN ${south} AND ${north} AND ${shops.longitude} BETWEEN ${west} AND ${east}`);
  }
  return { where: and(...filters)!, near };
}
