import "server-only";
import { sql } from "drizzle-orm";
import { cutText, shopPath } from "@/lib/public/types";
import type { Executor } from "@/server/db/connect";
import { createNotifications } from "./create-notifications";

/** How much of a review or reply the notification quotes. */
const QUOTE_LENGTH = 120;

/** The review just written, with the shop it is about and that shop's owner. */
export type PostedReview = {
  id: number;
  rating: number;
  body: string | null;
  shop: { id: number; slug: string; name: string; ownerUserId: string };
};

/**
 * A new review of a shop tells its owner (review_posted, in-app only), in the review's transaction;
 * an edit of the same review tells nobody again (the review's id names the event).
 */
export async function notifyReviewPosted(tx: Executor, review: PostedReview) {
  await createNotifications(tx, {
    rows: [{ userId: review.shop.ownerUserId, kind: "review_posted", eventKey: `review:${review.id}`, params: { reviewId: review.id, shopName: review.shop.name, stars: review.rating, review: review.body ? `“${cutText(review.body, QUOTE_LENGTH)}”` : "" }, link: shopPath(review.shop) }],
  });
}

/**
 * The shop's reply tells the review's author (review_replied, in-app only), in the reply's
 * statement's transaction; editing the reply tells nobody again.
 */
export async function notifyReviewReplied(tx: Executor, reply: { reviewId: number; body: string }) {
  await createNotifications(tx, {
    select: sql`
      SELECT c.user_id, 'review_replied' AS kind, 'review_reply:' || r.id AS event_key,
             jsonb_build_object('reviewId', r.id, 'shopName', s.name, 'reply', ${cutText(reply.body, QUOTE_LENGTH)}::text) AS params,
             '/shops/' || s.id || '/' || s.slug AS link
      FROM reviews r JOIN customers c ON c.id = r.customer_id JOIN shops s ON s.id = r.shop_id
      WHERE r.id = ${reply.reviewId}`,
  });
}
