import { purchaseQuerySchema } from "@/lib/validation/customer";
import { requireCustomer } from "@/server/auth/guards";
import { assertOwnId } from "@/server/customers/assert-own-id";
import { listPurchases } from "@/server/customers/list-purchases";
import { readOptionalPageParam } from "@/server/http/page-param";
import { apiRoute, readJson } from "@/server/http/route-handler";

/** docs/product.md#json-api customers/purchase and customers/purchase/{page}: body { filter }, 5 a page, the signed-in customer's only. */
export const POST = apiRoute(async (request: Request, context: { params: Promise<{ page?: string[] }> }) => {
  const viewer = await requireCustomer();
  const body = await readJson(request, purchaseQuerySchema);
  assertOwnId(viewer.customer.id, body.customer);
  return listPurchases({ actor: viewer, period: body.filter, page: (await readOptionalPageParam(context)) - 1 });
});
