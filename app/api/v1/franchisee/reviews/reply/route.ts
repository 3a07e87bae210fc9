import { replyToReviewSchema } from "@/lib/validation/reviews";
import { requireFranchisee } from "@/server/auth/guards";
import { apiRoute, readJson } from "@/server/http/route-handler";
import { replyToReview } from "@/server/reviews/reply-to-review";

/** docs/product.md#json-api franchisee/reviews/reply: { review_id, body } answers a review of the owner's shop, or edits the answer -> { reply, msg }. */
export const POST = apiRoute(async (request) => {
  const actor = await requireFranchisee();
  return replyToReview({ actor, input: await readJson(request, replyToReviewSchema) });
});
