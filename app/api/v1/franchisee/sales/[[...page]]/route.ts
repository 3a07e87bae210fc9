import { listQuerySchema } from "@/lib/validation/sales";
import { requireFranchisee } from "@/server/auth/guards";
import { pageFromPath } from "@/server/http/page-param";
import { apiRoute, readJson } from "@/server/http/route-handler";
import { listShopSales } from "@/server/sales/list-shop-sales";

/** SPEC §7 franchisee/sales and franchisee/sales/{page}: body { filter }, 5 a page. */
export const POST = apiRoute(async (request: Request, { params }: { params: Promise<{ page?: string[] }> }) => {
  const actor = await requireFranchisee();
  const body = await readJson(request, listQuerySchema);
  return listShopSales({ actor, period: body.filter, page: pageFromPath((await params).page) ?? body.page });
});
