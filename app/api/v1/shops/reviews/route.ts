import { listShopReviewsSchema } from "@/lib/validation/reviews";
import { apiRoute, readJson, readQuery } from "@/server/http/route-handler";
import { listShopReviews } from "@/server/reviews/list-shop-reviews";

/**
 * docs/product.md#json-api shops/reviews: a published shop's public reviews, 10 a page, { shop_id, sort?:
 * newest | helpful | lowest, cursor? } -> { summary, sort, reviews, nextCursor }. Anyone; names no viewer.
 */
export const GET = apiRoute(async (request) => listShopReviews({ input: readQuery(request, listShopReviewsSchema) }));

export const POST = apiRoute(async (request) => listShopReviews({ input: await readJson(request, listShopReviewsSchema) }));
