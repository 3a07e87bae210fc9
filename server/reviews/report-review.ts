import "server-only";
import { sql } from "drizzle-orm";
import { type Actor, hasRole } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { AppError } from "@/server/errors";
import { parseInput } from "@/server/http/validation";
import { REVIEW_MESSAGES, type ReportReviewInput, reportReviewSchema } from "@/lib/validation/reviews";
import { consumeReviewLimit } from "./review-limits";

/**
 * A customer or a shop owner reports a review (a reason from the list, and words; docs/product.md#reviews)
 * to the operators' moderation queue. One report per person and review: reporting again while it
 * is open replaces the reason and words; once an operator decided, it changes nothing. Either way
 * the answer is the same thanks.
 */
export async function reportReview({ actor, input, db = appDb, now = new Date() }: { actor: Actor; input: ReportReviewInput; db?: Database; now?: Date }): Promise<{ msg: string }> {
  if (!actor.userId || !(hasRole(actor, "customer") || hasRole(actor, "franchisee"))) {
    throw new AppError("forbidden", { message: "customer or franchisee role required", userMessage: "Please log in as a customer." });
  }
  const { review_id: reviewId, reason, details } = parseInput(reportReviewSchema, input);
  const { rows } = await db.execute<{ author_user_id: string }>(sql`
    SELECT c.user_id AS author_user_id FROM reviews r JOIN customers c ON c.id = r.customer_id JOIN shops s ON s.id = r.shop_id
    WHERE r.id = ${reviewId} AND (r.is_public OR s.franchisee_id IN (SELECT id FROM franchisees WHERE user_id = ${actor.userId}))`);
  const review = rows[0];
  if (!review) throw new AppError("not_found", { userMessage: REVIEW_MESSAGES.reviewNotFound });
  if (review.author_user_id === actor.userId) throw new AppError("forbidden", { userMessage: REVIEW_MESSAGES.ownReviewReport });
  await consumeReviewLimit(db, "reportsPerUser", actor.userId, REVIEW_MESSAGES.tooManyReports);
  await db.execute(sql`
    INSERT INTO review_reports AS rr (review_id, reporter_user_id, reason, details, created_at)
    VALUES (${reviewId}, ${actor.userId}, ${reason}::review_report_reason, ${details}, ${now.toISOString()}::timestamptz)
    ON CONFLICT (review_id, reporter_user_id) DO UPDATE SET reason = excluded.reason, details = excluded.details
    WHERE rr.status = 'open'`);
  return { msg: REVIEW_MESSAGES.reported };
}
