import { listQuerySchema } from "@/lib/validation/sales";
import { requireCustomer } from "@/server/auth/guards";
import { listPurchases } from "@/server/customers/list-purchases";
import { readOptionalPageParam } from "@/server/http/page-param";
import { apiRoute, readJson } from "@/server/http/route-handler";

/** SPEC §7 customers/purchase and customers/purchase/{page}: body { filter }, 5 a page, the signed-in customer's only. */
export const POST = apiRoute(async (request: Request, context: { params: Promise<{ page?: string[] }> }) => {
  const actor = await requireCustomer();
  const body = await readJson(request, listQuerySchema);
  return listPurchases({ actor, period: body.filter, page: (await readOptionalPageParam(context)) - 1 });
});
