import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { db as appDb } from "@/server/db/client";
import { categories, shops } from "@/server/db/schema";
import type { ShopListQuery, ShopMapArea } from "@/lib/validation/public";
import type { ShopPositions } from "@/lib/public/types";
import { shopListFilters, type KnownCategory } from "./shop-list-filters";

/** The map draws at most this many shops (clustered in the browser); a wider area says "zoom in for all". */
export const MAP_POSITIONS_CAP = 2000;

/**
 * The listing's shops inside a map area (docs/decisions/134-discovery-search.md "Map"): the same filters as
 * the list, the box answered by the GiST ll_to_earth index (earth_box around the box's centre, then the
 * exact box), newest first up to MAP_POSITIONS_CAP.
 */
export async function listShopPositions(options: { query: ShopListQuery; area: ShopMapArea; db?: Executor; categories?: readonly KnownCategory[]; now?: Date }): Promise<ShopPositions> {
  const db = options.db ?? appDb;
  // The viewport replaces any area the list itself was narrowed to.
  const filtered = await shopListFilters({ query: { ...options.query, bbox: undefined }, db, categories: options.categories, now: options.now ?? new Date() });
  if (!filtered) return { positions: [], capped: false };
  const { west, south, east, north } = options.area;
  const centre = { lat: (south + north) / 2, lng: (west + east) / 2 };
  // Half the box's diagonal in metres (equirectangular, plenty for a town-sized box) bounds the index probe.
  const metres = Math.ceil(Math.hypot((north - south) * 111_320, (east - west) * 111_320 * Math.cos((centre.lat * Math.PI) / 180)) / 2) + 1000;
  const rows = await db
    .select({
      id: shops.id,
      slug: shops.slug,
      name: shops.name,
      nameMr: shops.nameMr,
      nameHi: shops.nameHi,
      category: categories.name,
      categoryMr: categories.nameMr,
      categoryHi: categories.nameHi,
      lat: sql<number>`${shops.latitude}`,
      lng: sql<number>`${shops.longitude}`,
    })
    .from(shops)
    .innerJoin(categories, eq(categories.id, shops.categoryId))
    .where(
      and(
        filtered.where,
        sql`${shops.latitude} IS NOT NULL AND ${shops.longitude} IS NOT NULL`,
        sql`earth_box(ll_to_earth(${centre.lat}, ${centre.lng}), ${metres}) @> ll_to_earth(${shops.latitude}, ${shops.longitude})`,
        sql`${shops.latitude} BETWEEN ${south} AND ${north} AND ${shops.longitude} BETWEEN ${west} AND ${east}`,
      ),
    )
    .orderBy(sql`${shops.createdAt} desc nulls last`)
    .limit(MAP_POSITIONS_CAP + 1);
  return { positions: rows.slice(0, MAP_POSITIONS_CAP), capped: rows.length > MAP_POSITIONS_CAP };
}
