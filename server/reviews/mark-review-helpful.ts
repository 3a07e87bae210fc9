import "server-only";
import { sql } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { getOwnCustomer } from "@/server/customers/get-own-customer";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { AppError } from "@/server/errors";
import { parseInput } from "@/server/http/validation";
import { REVIEW_MESSAGES, type ReviewIdInput, reviewIdSchema } from "@/lib/validation/reviews";

/**
 * A signed-in customer finds a public review helpful, once (docs/product.md#reviews): a second
 * vote changes nothing and answers the same. The review's row is locked first, then the vote
 * written and counted, in one transaction, so the count is exactly the votes (and a vote never
 * waits behind the review's deletion holding a lock the deletion needs).
 */
export async function markReviewHelpful({ actor, input, db = appDb }: { actor: Actor; input: ReviewIdInput; db?: Database }): Promise<{ reviewId: number; helpfulCount: number; msg: string }> {
  const customer = await getOwnCustomer({ actor, db });
  const { review_id: reviewId } = parseInput(reviewIdSchema, input);
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ customer_id: string; helpful_count: number }>(sql`
      SELECT r.customer_id::text, r.helpful_count FROM reviews r JOIN shops s ON s.id = r.shop_id
      WHERE r.id = ${reviewId} AND r.is_public AND s.status = 'published'
      FOR NO KEY UPDATE OF r`);
    const review = rows[0];
    if (!review) throw new AppError("not_found", { userMessage: REVIEW_MESSAGES.reviewNotFound });
    if (Number(review.customer_id) === customer.id) throw new AppError("forbidden", { userMessage: REVIEW_MESSAGES.ownReviewHelpful });
    const { rows: counted } = await tx.execute<{ helpful_count: number }>(sql`
      WITH vote AS (
        INSERT INTO review_helpful_votes (review_id, customer_id) VALUES (${reviewId}, ${customer.id})
        ON CONFLICT DO NOTHING RETURNING review_id
      )
      UPDATE reviews SET helpful_count = helpful_count + 1 FROM vote WHERE reviews.id = vote.review_id
      RETURNING reviews.helpful_count`);
    return { reviewId, helpfulCount: counted[0]?.helpful_count ?? review.helpful_count, msg: REVIEW_MESSAGES.helpfulThanks };
  });
}
