import { apiRoute, readJson, readQuery } from "@/server/http/route-handler";
import { readPageParam } from "@/server/http/page-param";
import { shopListQuerySchema } from "@/lib/validation/public";
import { listShops } from "@/server/shops/list-shops";

type Context = { params: Promise<{ page: string }> };

/**
 * docs/product.md#json-api shops/category_shop/{page}: one page of the listing. GET takes the filters in the query
 * string (the web client; cacheable), POST as a JSON body (the product's shape: category, search, city).
 */
export const GET = apiRoute<Context>(async (request, context) => {
  const page = await readPageParam(context);
  const query = readQuery(request, shopListQuerySchema);
  return listShops({ query: { ...query, page } });
});

export const POST = apiRoute<Context>(async (request, context) => {
  const page = await readPageParam(context);
  const query = await readJson(request, shopListQuerySchema);
  return listShops({ query: { ...query, page } });
});
