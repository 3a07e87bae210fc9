import { writeReviewSchema } from "@/lib/validation/reviews";
import { requireCustomer } from "@/server/auth/guards";
import { apiRoute, readJson } from "@/server/http/route-handler";
import { writeReview } from "@/server/reviews/write-review";

/**
 * docs/product.md#json-api customers/reviews: { shop_id, rating, body? } writes the signed-in customer's review
 * of the shop, or edits it -> { review, created, msg }. Only customers who bought there.
 */
export const POST = apiRoute(async (request) => {
  const actor = await requireCustomer();
  return writeReview({ actor, input: await readJson(request, writeReviewSchema) });
});
