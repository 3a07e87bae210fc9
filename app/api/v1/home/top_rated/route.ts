import { topRatedNearSchema } from "@/lib/validation/top-rated";
import { apiRoute, readQuery } from "@/server/http/route-handler";
import { listTopRatedShopsNear } from "@/server/shops/list-top-rated-shops";

/**
 * docs/product.md#json-api home/top_rated: the best rated published shops within 15 km of `lat`, `lng`
 * (rounded to 0.01°), for the home page's "Top rated near you" -> { shops, radiusKm }. Anyone; names no viewer.
 */
export const GET = apiRoute(async (request) => listTopRatedShopsNear({ input: readQuery(request, topRatedNearSchema) }));
