import { apiRoute } from "@/server/http/route-handler";
import { listCategories } from "@/server/shops/list-categories";

/** docs/product.md#json-api GET home/get_categories/0: the category list (the path's customer id is ignored: identity comes from the session). */
export const GET = apiRoute(async () => listCategories());
