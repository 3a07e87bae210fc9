import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { reviews, shops } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { getFranchiseeShop } from "@/server/franchisees/get-franchisee-shop";
import { parseInput } from "@/server/http/validation";
import { revalidatePublicPages } from "@/server/shops/revalidate-public-pages";
import { type ReplyToReviewInput, replyToReviewSchema, REVIEW_MESSAGES } from "@/lib/validation/reviews";
import { notifyReviewReplied } from "@/server/notifications/notify-review";

export type ReviewReply = { reviewId: number; body: string; createdAt: string; editedAt: string | null };

/**
 * The shop's owner answers a review of their shop, once and publicly; writing again edits the
 * answer, which then shows "edited" (docs/product.md#reviews). It shows under the review with the
 * shop's name.
 */
export async function replyToReview({ actor, input, db = appDb, now = new Date() }: { actor: Actor; input: ReplyToReviewInput; db?: Database; now?: Date }): Promise<{ reply: ReviewReply; msg: string }> {
  const shop = await getFranchiseeShop({ actor, db });
  const { review_id: reviewId, body } = parseInput(replyToReviewSchema, input);
  const [review] = await db.select({ shopId: reviews.shopId }).from(reviews).where(eq(reviews.id, reviewId));
  if (!review) throw new AppError("not_found", { userMessage: REVIEW_MESSAGES.reviewNotFound });
  if (review.shopId !== shop.shopId) throw new AppError("forbidden", { userMessage: REVIEW_MESSAGES.notYourShop });

  const row = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ body: string; created_at: Date; edited_at: Date | null }>(sql`
      INSERT INTO review_replies AS rp (review_id, body, author_user_id, created_at)
      VALUES (${reviewId}, ${body}, ${actor.userId}, ${now.toISOString()}::timestamptz)
      ON CONFLICT (review_id) DO UPDATE
        SET body = excluded.body, author_user_id = excluded.author_user_id,
            edited_at = CASE WHEN rp.body IS DISTINCT FROM excluded.body THEN excluded.created_at ELSE rp.edited_at END
      RETURNING rp.body, rp.created_at, rp.edited_at`);
    // The review's author hears of the first reply (docs/product.md#notifications); an edit tells nobody again.
    await notifyReviewReplied(tx, { reviewId, body });
    return rows[0]!;
  });
  const [page] = await db.select({ id: shops.id, slug: shops.slug }).from(shops).where(eq(shops.id, shop.shopId));
  if (page) revalidatePublicPages({ shop: page });
  return {
    reply: { reviewId, body: row.body, createdAt: new Date(row.created_at).toISOString(), editedAt: row.edited_at ? new Date(row.edited_at).toISOString() : null },
    msg: REVIEW_MESSAGES.replyPublished,
  };
}
