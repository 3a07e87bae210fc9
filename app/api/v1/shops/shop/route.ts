import { apiRoute, readJson } from "@/server/http/route-handler";
import { shopListQuerySchema } from "@/lib/validation/public";
import { listCategories } from "@/server/shops/list-categories";
import { listShops } from "@/server/shops/list-shops";

/** docs/product.md#json-api shops/shop: the listing's first page with the categories for the sidebar. */
export const POST = apiRoute(async (request) => {
  const query = await readJson(request, shopListQuerySchema);
  const [categories, list] = await Promise.all([listCategories(), listShops({ query })]);
  return { categories, ...list };
});
