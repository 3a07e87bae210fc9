import "server-only";
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { db as appDb } from "@/server/db/client";
import { categories, cities, shops } from "@/server/db/schema";
import { SHOP_PAGE_SIZE, type ShopListQuery } from "@/lib/validation/public";
import type { ShopListResult } from "@/lib/public/types";
import { shopCardColumns, toShopCard } from "./shop-card-columns";

/** Escapes LIKE wildcards so a visitor's "50%" matches the text "50%". */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Published shops matching SPEC's search criteria (category, city, pincode, text), one page at a
 * time, newest first by default; "near me" (lat/lng) orders by distance through the GiST
 * ll_to_earth index. The text search matches shop name (English and Marathi), brands and the
 * category's names with ILIKE, which the pg_trgm GIN indexes serve for Devanagari text too.
 */
export async function listShops(options: { query: ShopListQuery; db?: Executor }): Promise<ShopListResult> {
  const { query } = options;
  const db = options.db ?? appDb;
  const page = query.page ?? 1;
  const pageSize = SHOP_PAGE_SIZE;

  const filters: SQL[] = [eq(shops.status, "published")];
  if (query.category) {
    filters.push(sql`${shops.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${query.category})`);
  }
  if (query.city) {
    filters.push(sql`${shops.cityId} = (select ${cities.id} from ${cities} where ${cities.slug} = ${query.city})`);
  }
  if (query.pincode) filters.push(eq(shops.pincode, query.pincode));
  if (query.search) {
    const pattern = likeContains(query.search);
    const matchingCategories = db
      .select({ id: categories.id })
      .from(categories)
      .where(or(ilike(categories.name, pattern), ilike(categories.nameMr, pattern)));
    filters.push(
      or(
        ilike(shops.name, pattern),
        ilike(shops.nameMr, pattern),
        ilike(shops.brands, pattern),
        inArray(shops.categoryId, matchingCategories),
      )!,
    );
  }

  const near = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
  const sort = query.sort ?? (near ? "nearest" : "latest");
  if (near) filters.push(sql`${shops.latitude} IS NOT NULL AND ${shops.longitude} IS NOT NULL`);
  const where = and(...filters);

  const distance = near
    ? sql<number>`earth_distance(ll_to_earth(${shops.latitude}, ${shops.longitude}), ll_to_earth(${near.lat}, ${near.lng}))`
    : sql<null>`null`;
  const order =
    sort === "nearest" && near
      ? [sql`ll_to_earth(${shops.latitude}, ${shops.longitude}) <-> ll_to_earth(${near.lat}, ${near.lng})`, asc(shops.id)]
      : sort === "popular"
        ? [desc(shops.visitors), desc(shops.id)]
        : sort === "name"
          ? [asc(shops.name), asc(shops.id)]
          : [desc(shops.createdAt), desc(shops.id)];

  const [rows, [total]] = await Promise.all([
    db
      .select({ ...shopCardColumns, distance })
      .from(shops)
      .innerJoin(categories, eq(categories.id, shops.categoryId))
      .leftJoin(cities, eq(cities.id, shops.cityId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(shops).where(where),
  ]);

  const count = total?.count ?? 0;
  return {
    shops: rows.map(({ distance: metres, ...row }) => toShopCard(row, metres)),
    count,
    page,
    pageSize,
    hasMore: page * pageSize < count,
  };
}
