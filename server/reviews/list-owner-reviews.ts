import "server-only";
import { sql } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { getFranchiseeShop } from "@/server/franchisees/get-franchisee-shop";
import { parseInput } from "@/server/http/validation";
import { averageRating } from "@/lib/public/types";
import { type OwnerReviewsInput, ownerReviewsSchema, REVIEWS_PAGE_SIZE } from "@/lib/validation/reviews";
import type { OwnerReviewsPage } from "@/lib/reviews/types";
import { decodeCursor, encodeCursor, ORDERS, REVIEW_ROWS, type ReviewRow, toPublicReview } from "./list-shop-reviews";

export type { OwnerReviewsPage };

/**
 * The acting shop owner's reviews for the back office (docs/product.md#reviews): the shop's public
 * reviews newest first, 10 a page by keyset, all of them or only those without the owner's reply,
 * with how many are unanswered (on the first page; null on later ones). Only what the public sees: the owner answers what customers read.
 * The shop need not be published (a paused shop keeps its reviews).
 */
export async function listOwnerReviews({ actor, input, db = appDb, pageSize = REVIEWS_PAGE_SIZE }: { actor: Actor; input: OwnerReviewsInput; db?: Executor; pageSize?: number }): Promise<OwnerReviewsPage> {
  const shop = await getFranchiseeShop({ actor, db });
  const { filter, cursor } = parseInput(ownerReviewsSchema, input);
  const after = cursor ? ORDERS.newest.after(decodeCursor("newest", cursor)) : sql``;
  const unansweredOnly = filter === "unanswered" ? sql`AND rp.review_id IS NULL` : sql``;

  const [{ rows: [counts] }, { rows }] = await Promise.all([
    // The shop's kept counts, and the unanswered ones counted (an anti-join over the shop's
    // public-review index, 10,000 probes at the busiest shop): on the first page only, which shows it.
    db.execute<{ count: number; sum: number; s1: number; s2: number; s3: number; s4: number; s5: number; unanswered: number }>(sql`
      SELECT s.review_count AS count, s.review_rating_sum AS sum, s.review_stars1 AS s1, s.review_stars2 AS s2, s.review_stars3 AS s3, s.review_stars4 AS s4, s.review_stars5 AS s5,
        ${cursor ? sql`NULL::int` : sql`(SELECT count(*)::int FROM reviews r WHERE r.shop_id = s.id AND r.is_public AND NOT EXISTS (SELECT 1 FROM review_replies rp WHERE rp.review_id = r.id))`} AS unanswered
      FROM shops s WHERE s.id = ${shop.shopId}`),
    db.execute<ReviewRow>(sql`
      SELECT ${REVIEW_ROWS}
      WHERE r.shop_id = ${shop.shopId} AND r.is_public ${unansweredOnly} ${after}
      ORDER BY ${ORDERS.newest.order}
      LIMIT ${pageSize + 1}`),
  ]);
  const page = rows.slice(0, pageSize);
  const c = counts!;
  return {
    summary: { shopId: shop.shopId, shopName: shop.shopName, count: c.count, average: averageRating(c.sum, c.count), stars: { 1: c.s1, 2: c.s2, 3: c.s3, 4: c.s4, 5: c.s5 } },
    filter,
    unanswered: c.unanswered,
    reviews: page.map((row) => toPublicReview(row, shop.shopName)),
    nextCursor: rows.length > pageSize ? encodeCursor("newest", page.at(-1)!) : null,
  };
}
