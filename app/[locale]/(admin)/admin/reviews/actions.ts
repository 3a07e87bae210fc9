"use server";

import { requireOperator } from "@/server/auth/guards";
import { runAction } from "@/server/http/server-action";
import { hideReview } from "@/server/reviews/hide-review";
import { restoreReview } from "@/server/reviews/restore-review";

/** The reason the dialog sends; the review is the one the page bound (the domain function checks both). */
const withReview = (reviewId: number, input: unknown) => ({ reason: (input as { reason?: unknown } | null)?.reason as string, review_id: reviewId });

export async function hideReviewAction(reviewId: number, input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    return hideReview({ actor, input: withReview(reviewId, input) });
  });
}

export async function restoreReviewAction(reviewId: number, input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    return restoreReview({ actor, input: withReview(reviewId, input) });
  });
}
