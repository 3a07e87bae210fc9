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
 * An operator hides a review from the public with a reason (docs/product.md#reviews), as comments
 * are moderated (server/news/moderate-comments.ts): the review, its open reports (now upheld) and
 * the audit entry in one transaction. The shop's counts drop it by trigger (reviews_recount_shop_rating).
 */
export async function hideReview({ actor, input, db = appDb, now = new Date() }: { actor: Actor; input: ModerateReviewInput; db?: Database; now?: Date }): Promise<{ reviewId: number; reportsClosed: number; msg: string }> {
  assertRole(actor, "operator", "Only operators can hide reviews.");
  const { review_id: reviewId, reason } = parseInput(moderateReviewSchema, input);
  const { shop, reportsClosed } = await db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for("update");
    if (!review) throw new AppError("not_found", { userMessage: REVIEW_MESSAGES.reviewNotFound });
    if (review.hiddenAt) throw new AppError("conflict", { userMessage: "This review is already hidden." });
    await tx.update(reviews).set({ hiddenAt: now, hiddenBy: actor.userId, hiddenReason: reason }).where(eq(reviews.id, reviewId));
    const upheld = await tx
      .update(reviewReports)
      .set({ status: "upheld", resolvedAt: now, resolvedBy: actor.userId })
      .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, "open")))
      .returning({ id: reviewReports.id });
    await recordAudit(tx, {
      actor,
      action: "review.hide",
      entityType: "review",
      entityId: reviewId,
      before: { hidden: false, shopId: review.shopId, rating: review.rating, public: review.isPublic },
      after: { hidden: true, reason, reportsUpheld: upheld.map((r) => r.id) },
    });
    const [shop] = await tx.select({ id: shops.id, slug: shops.slug }).from(shops).where(eq(shops.id, review.shopId));
    return { shop, reportsClosed: upheld.length };
  });
  if (shop) revalidatePublicPages({ shop });
  return { reviewId, reportsClosed, msg: "Review hidden." };
}
