import { apiRoute } from "@/server/http/route-handler";
import { getHomeContent } from "@/server/home/get-home-content";

/**
 * docs/product.md#json-api GET home/get_home_content/{customerId}: categories, popularCategories, latest, featured,
 * bestDeal, news and counts (plus Popular Locations). The path's id is ignored (docs/product.md#json-api).
 */
export const GET = apiRoute(async () => getHomeContent());
