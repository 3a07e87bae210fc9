import "server-only";
import { sql } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { getOwnCustomer } from "@/server/customers/get-own-customer";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { AppError } from "@/server/errors";
import { parseInput } from "@/server/http/validation";
import { revalidatePublicPages } from "@/server/shops/revalidate-public-pages";
import { REVIEW_MESSAGES, type WriteReviewInput, writeReviewSchema } from "@/lib/validation/reviews";
import { findReviewShop } from "./find-review-shop";
import { type OwnReview, toOwnReview } from "./own-review";
import { consumeReviewLimit } from "./review-limits";
import { notifyReviewPosted } from "@/server/notifications/notify-review";

type WrittenRow = {
  id: string;
  shop_id: string;
  rating: number;
  body: string | null;
  created_at: Date;
  edited_at: Date | null;
  helpful_count: number;
  hidden_at: Date | null;
  unverified_at: Date | null;
  inserted: boolean;
};

/**
 * A customer rates a shop (1–5 stars, optional text) or changes their rating: one review per
 * customer and shop, so a second write edits the first (docs/product.md#reviews). Only a customer
 * with a recorded, not reversed purchase at the shop may write; the shop's owner never may.
 *
 * The customer's row in shop_customers (kept by the sale triggers) is the proof of purchase. It is
 * read FOR KEY SHARE: a reversal of the last purchase, which deletes that row, waits for this
 * transaction, and its trigger (shop_customers_verify_reviews) then sees the review and hides it;
 * or it went first and this write is refused. The shop's counts follow by trigger in the same
 * transaction (reviews_count_shop_rating).
 */
export async function writeReview({ actor, input, db = appDb, now = new Date() }: { actor: Actor; input: WriteReviewInput; db?: Database; now?: Date }): Promise<{ review: OwnReview; created: boolean; msg: string }> {
  const customer = await getOwnCustomer({ actor, db });
  const { shop_id: shopId, rating, body } = parseInput(writeReviewSchema, input);
  const shop = await findReviewShop(db, shopId);
  if (shop.ownerUserId === actor.userId) throw new AppError("forbidden", { userMessage: REVIEW_MESSAGES.ownShop });

  const row = await db.transaction(async (tx) => {
    const { rows: bought } = await tx.execute(sql`
      SELECT 1 FROM shop_customers WHERE shop_id = ${shopId} AND customer_id = ${customer.id} FOR KEY SHARE`);
    if (bought.length === 0) throw new AppError("forbidden", { message: `customer ${customer.id} has no purchase at shop ${shopId}`, userMessage: REVIEW_MESSAGES.notEligible });
    // Counted with the write: a refused attempt rolls its count back, so the limit is on reviews written.
    await consumeReviewLimit(tx, "writesPerCustomer", customer.id, REVIEW_MESSAGES.tooManyReviews);
    // xmax is 0 on a row this statement inserted, and set on one it updated: created or edited.
    const { rows } = await tx.execute<WrittenRow>(sql`
      INSERT INTO reviews AS r (shop_id, customer_id, rating, body, created_at)
      VALUES (${shopId}, ${customer.id}, ${rating}, ${body}, ${now.toISOString()}::timestamptz)
      ON CONFLICT (shop_id, customer_id) DO UPDATE
        SET rating = excluded.rating, body = excluded.body,
            edited_at = CASE WHEN (r.rating, r.body) IS DISTINCT FROM (excluded.rating, excluded.body) THEN excluded.created_at ELSE r.edited_at END
      RETURNING r.id::text, r.shop_id::text, r.rating, r.body, r.created_at, r.edited_at, r.helpful_count, r.hidden_at, r.unverified_at, (r.xmax = 0) AS inserted`);
    if (rows[0]!.inserted) await notifyReviewPosted(tx, { id: Number(rows[0]!.id), rating, body, shop });
    return rows[0]!;
  });
  revalidatePublicPages({ shop: { id: shop.id, slug: shop.slug } });
  const review = toOwnReview({
    id: Number(row.id),
    shopId: Number(row.shop_id),
    rating: row.rating,
    body: row.body,
    createdAt: new Date(row.created_at),
    editedAt: row.edited_at ? new Date(row.edited_at) : null,
    helpfulCount: row.helpful_count,
    hiddenAt: row.hidden_at ? new Date(row.hidden_at) : null,
    unverifiedAt: row.unverified_at ? new Date(row.unverified_at) : null,
  });
  return { review, created: row.inserted, msg: row.inserted ? REVIEW_MESSAGES.published : REVIEW_MESSAGES.updated };
}
