import { ownerReviewsSchema } from "@/lib/validation/reviews";
import { requireFranchisee } from "@/server/auth/guards";
import { apiRoute, readJson } from "@/server/http/route-handler";
import { listOwnerReviews } from "@/server/reviews/list-owner-reviews";

/**
 * docs/product.md#json-api franchisee/reviews: the owner's shop's public reviews, newest first, 10 a page,
 * { filter?: all | unanswered, cursor? } -> { summary, filter, unanswered, reviews, nextCursor }.
 */
export const POST = apiRoute(async (request) => {
  const actor = await requireFranchisee();
  return listOwnerReviews({ actor, input: await readJson(request, ownerReviewsSchema) });
});
