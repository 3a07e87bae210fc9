import { reviewIdSchema } from "@/lib/validation/reviews";
import { requireCustomer } from "@/server/auth/guards";
import { apiRoute, readJson } from "@/server/http/route-handler";
import { markReviewHelpful } from "@/server/reviews/mark-review-helpful";

/** docs/product.md#json-api customers/reviews/helpful: { review_id } marks a review helpful, once -> { reviewId, helpfulCount, msg }. */
export const POST = apiRoute(async (request) => {
  const actor = await requireCustomer();
  return markReviewHelpful({ actor, input: await readJson(request, reviewIdSchema) });
});
