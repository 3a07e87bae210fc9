import { shopListQuerySchema } from "@/lib/validation/sales";
import { requireFranchisee } from "@/server/auth/guards";
import { readOptionalPageParam } from "@/server/http/page-param";
import { apiRoute, readJson } from "@/server/http/route-handler";
import { listShopSales } from "@/server/sales/list-shop-sales";

/** docs/product.md#json-api franchisee/sales and franchisee/sales/{page}: body { filter }, 5 a page. */
export const POST = apiRoute(async (request: Request, context: { params: Promise<{ page?: string[] }> }) => {
  const actor = await requireFranchisee();
  const body = await readJson(request, shopListQuerySchema);
  return listShopSales({ actor, period: body.filter, customerCode: body.customer, page: (await readOptionalPageParam(context)) - 1 });
});
