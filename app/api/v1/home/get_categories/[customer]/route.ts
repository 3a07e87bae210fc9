import { apiRoute } from "@/server/http/route-handler";
import { listCategories } from "@/server/shops/list-categories";

/** SPEC §7 GET home/get_categories/0: the category list (the path's customer id is ignored: identity comes from the session). */
export const GET = apiRoute(async () => listCategories());
