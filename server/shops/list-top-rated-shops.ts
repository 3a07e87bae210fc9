import "server-only";
import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { categories, cities, shops } from "@/server/db/schema";
import { parseInput } from "@/server/http/validation";
import type { ShopCardData } from "@/lib/public/types";
import { ratingRank } from "@/lib/reviews/review-rules";
import { TOP_RATED_RADIUS_KM, TOP_RATED_SIZE, type TopRatedNearInput, topRatedNearSchema } from "@/lib/validation/top-rated";
import { shopCardColumns, toShopCard } from "./shop-card-columns";

/** The rank of a shop nobody has rated: "top rated" means rated above it. */
const UNRATED_RANK = ratingRank(0, 0);

/**
 * Published shops their customers rate best (docs/product.md#reviews): the listing's "Top rated" order
 * (shops.rating_rank, a Bayesian average), only shops ranked above an unrated one. The range on the
 * rank bounds the walk of shops_rating_order_idx, so a site of unrated shops costs no scan of them.
 */
export async function listTopRatedShops({ db = appDb, limit = TOP_RATED_SIZE }: { db?: Executor; limit?: number } = {}): Promise<ShopCardData[]> {
  const rows = await topRated(db, limit, []);
  // The distance is null here, and toShopCard leaves a null one out of the card.
  return rows.map(({ distance, ...row }) => toShopCard(row, distance));
}

/**
 * The same within TOP_RATED_RADIUS_KM of the visitor, with each shop's distance: the GiST
 * ll_to_earth index finds the shops in the box around them, the exact distance trims the box's
 * corners, and the few left are sorted by rank. Anyone may ask; it names no viewer.
 */
export async function listTopRatedShopsNear({ input, db = appDb, limit = TOP_RATED_SIZE }: { input: TopRatedNearInput; db?: Executor; limit?: number }): Promise<{ shops: ShopCardData[]; radiusKm: number }> {
  const { lat, lng } = parseInput(topRatedNearSchema, input);
  const metres = TOP_RATED_RADIUS_KM * 1000;
  const here = sql`ll_to_earth(${lat}, ${lng})`;
  const there = sql`ll_to_earth(${shops.latitude}, ${shops.longitude})`;
  const distance = sql<number>`earth_distance(${there}, ${here})`;
  const rows = await topRated(db, limit, [sql`${shops.latitude} IS NOT NULL AND ${shops.longitude} IS NOT NULL`, sql`earth_box(${here}, ${metres}) @> ${there}`, sql`${distance} <= ${metres}`], distance);
  return { shops: rows.map(({ distance: away, ...row }) => toShopCard(row, away)), radiusKm: TOP_RATED_RADIUS_KM };
}

function topRated(db: Executor, limit: number, where: SQL[], distance: SQL<number> = sql<number>`null`) {
  return db
    .select({ ...shopCardColumns, distance })
    .from(shops)
    .innerJoin(categories, eq(categories.id, shops.categoryId))
    .leftJoin(cities, eq(cities.id, shops.cityId))
    .where(and(eq(shops.status, "published"), gt(shops.ratingRank, UNRATED_RANK), ...where))
    // As shops_rating_order_idx orders (rank, then id, both DESC NULLS LAST), like the listing's "Top rated".
    .orderBy(sql`${shops.ratingRank} desc nulls last`, sql`${shops.id} desc nulls last`)
    .limit(limit);
}
