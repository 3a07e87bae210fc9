import { shopReviewSchema } from "@/lib/validation/reviews";
import { getViewer } from "@/server/auth/session";
import { apiRoute, readJson, readQuery } from "@/server/http/route-handler";
import { getReviewEligibility } from "@/server/reviews/get-review-eligibility";

/**
 * docs/product.md#json-api shops/reviews/eligibility: { shop_id } -> whether the signed-in viewer may review
 * the shop, why not (sign_in, own_shop, not_a_buyer), their own review, and whether they keep the shop.
 * A visitor without a session is answered too (reason sign_in).
 */
export const GET = apiRoute(async (request) => getReviewEligibility({ actor: (await getViewer()) ?? undefined, input: readQuery(request, shopReviewSchema) }));

export const POST = apiRoute(async (request) => getReviewEligibility({ actor: (await getViewer()) ?? undefined, input: await readJson(request, shopReviewSchema) }));
