import "server-only";
import { and, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
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

/** How many of the best ranked shops everywhere are looked at first for the ones near the visitor. */
const NEAR_FIRST_LOOK = 3000;
const METRES_PER_DEGREE = 111_195;

/**
 * The same within TOP_RATED_RADIUS_KM of the visitor, with each shop's distance. Two plans, each
 * cheap where the other is not: in a town with thousands of shops the GiST box holds them all (20,000
 * in Nagpur at 100,000 shops: 160 ms to rank them), while the best ranked everywhere soon include
 * `limit` of them; in a sparse district the best ranked everywhere are elsewhere, while its box holds
 * few shops. So the shops ranked at least as the NEAR_FIRST_LOOK-th are walked first, best first, in
 * shops_rating_order_idx alone (it carries the positions: a latitude/longitude box, then the exact
 * distance); if `limit` of them are near, they are the answer (a near shop ranked higher would be
 * among them), else the GiST box is ranked, which then holds few. Anyone may ask; it names no viewer.
 */
export async function listTopRatedShopsNear({ input, db = appDb, limit = TOP_RATED_SIZE }: { input: TopRatedNearInput; db?: Executor; limit?: number }): Promise<{ shops: ShopCardData[]; radiusKm: number }> {
  const { lat, lng } = parseInput(topRatedNearSchema, input);
  const metres = TOP_RATED_RADIUS_KM * 1000;
  const here = sql`ll_to_earth(${lat}, ${lng})`;
  const there = sql`ll_to_earth(${shops.latitude}, ${shops.longitude})`;
  const distance = sql<number>`earth_distance(${there}, ${here})`;
  const located = sql`${shops.latitude} IS NOT NULL AND ${shops.longitude} IS NOT NULL`;
  // A box of plain comparisons a little larger than the circle, so few rows pay for earth_distance.
  const dLat = (metres / METRES_PER_DEGREE) * 1.01;
  const dLng = Math.min(180, dLat / Math.max(0.05, Math.cos((lat * Math.PI) / 180)));

  // The edge as a constant of its own statement: as a sub-select the planner could not see how few
  // rows it leaves, and planned a parallel scan that cost 4 ms to start.
  const { rows: edge } = await db.execute<{ rank: number }>(sql`
    SELECT ${shops.ratingRank} AS rank FROM ${shops} WHERE ${shops.status} = 'published' AND ${shops.ratingRank} > ${UNRATED_RANK}
    ORDER BY ${shops.ratingRank} DESC NULLS LAST, ${shops.id} DESC NULLS LAST OFFSET ${NEAR_FIRST_LOOK - 1} LIMIT 1`);
  const { rows: first } = await db.execute<{ id: string }>(sql`
    SELECT ${shops.id}::text AS id FROM ${shops}
    WHERE ${shops.status} = 'published' AND ${shops.ratingRank} > ${UNRATED_RANK} AND ${shops.ratingRank} >= ${edge[0]?.rank ?? 0}
      AND ${shops.latitude} BETWEEN ${lat - dLat} AND ${lat + dLat} AND ${shops.longitude} BETWEEN ${lng - dLng} AND ${lng + dLng}
      AND ${distance} <= ${metres}
    ORDER BY ${shops.ratingRank} DESC NULLS LAST, ${shops.id} DESC NULLS LAST
    LIMIT ${limit}`);
  const near = first.length === limit ? [inArray(shops.id, first.map((row) => Number(row.id)))] : [located, sql`earth_box(${here}, ${metres}) @> ${there}`, sql`${distance} <= ${metres}`];
  const rows = await topRated(db, limit, near, distance);
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
