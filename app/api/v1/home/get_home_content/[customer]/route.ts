import { apiRoute } from "@/server/http/route-handler";
import { getHomeContent } from "@/server/home/get-home-content";

/**
 * SPEC §7 GET home/get_home_content/{customerId}: categories, popularCategories, latest, featured,
 * bestDeal, news and counts (plus Popular Locations). The path's id is ignored (DESIGN §5).
 */
export const GET = apiRoute(async () => getHomeContent());
