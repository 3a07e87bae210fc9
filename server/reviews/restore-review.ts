import "server-only";
import { and, eq } from "drizzle-orm";
import { recordAudit } from "@/server/audit/record-audit";
import { type Actor, assertRole } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { reviewReports, reviews, shops } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { parseInput } from "@/server/http/validation";
import { revalidatePublicPages } from "@/server/shops/revalidate-public-pages";
import { type ModerateReviewInput, moderateReviewSchema, REVIEW_MESSAGES } from "@/lib/validation/reviews";

/**
 * An operator restores a hidden review, or keeps a reported one, with a reason (docs/product.md#reviews):
 * the review shows again (unless its author's purchases were all reversed, which no operator
 * overrides) and its open reports are dismissed; audited in the same transaction, as hideReview.
 */
export async function restoreReview({ actor, input, db = appDb, now = new Date() }: { actor: Actor; input: ModerateReviewInput; db?: Database; now?: Date }): Promise<{ reviewId: number; reportsClosed: number; msg: string }> {
  assertRole(actor, "operator", "Only operators can restore reviews.");
  const { review_id: reviewId, reason } = parseInput(moderateReviewSchema, input);
  const { shop, reportsClosed } = await db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for("update");
    if (!review) throw new AppError("not_found", { userMessage: REVIEW_MESSAGES.reviewNotFound });
    const dismissed = await tx
      .update(reviewReports)
      .set({ status: "dismissed", resolvedAt: now, resolvedBy: actor.userId })
      .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, "open")))
      .returning({ id: reviewReports.id });
    if (!review.hiddenAt && dismissed.length === 0) throw new AppError("conflict", { userMessage: "This review is not hidden and has no open reports." });
    if (review.hiddenAt) await tx.update(reviews).set({ hiddenAt: null, hiddenBy: null, hiddenReason: null }).where(eq(reviews.id, reviewId));
    await recordAudit(tx, {
      actor,
      action: "review.restore",
      entityType: "review",
      entityId: reviewId,
      before: { hidden: review.hiddenAt !== null, hiddenReason: review.hiddenReason, shopId: review.shopId, rating: review.rating },
      after: { hidden: false, reason, reportsDismissed: dismissed.map((r) => r.id) },
    });
    const [shop] = await tx.select({ id: shops.id, slug: shops.slug }).from(shops).where(eq(shops.id, review.shopId));
    return { shop, reportsClosed: dismissed.length };
  });
  if (shop) revalidatePublicPages({ shop });
  return { reviewId, reportsClosed, msg: "Review restored." };
}

