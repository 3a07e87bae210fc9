import { shopReviewSchema } from "@/lib/validation/reviews";
import { requireCustomer } from "@/server/auth/guards";
import { apiRoute, readJson } from "@/server/http/route-handler";
import { deleteReview } from "@/server/reviews/delete-review";

/** docs/product.md#json-api customers/reviews/delete: { shop_id } deletes the signed-in customer's review of the shop -> { reviewId, msg }. */
export const POST = apiRoute(async (request) => {
  const actor = await requireCustomer();
  return deleteReview({ actor, input: await readJson(request, shopReviewSchema) });
});
