import { commissionQuerySchema } from "@/lib/validation/customer";
import { requireCustomer } from "@/server/auth/guards";
import { assertOwnId } from "@/server/customers/assert-own-id";
import { getCommissionStatement } from "@/server/customers/get-commission-statement";
import { listCommissions } from "@/server/customers/list-commissions";
import { readOptionalPageParam } from "@/server/http/page-param";
import { apiRoute, readJson } from "@/server/http/route-handler";

/**
 * docs/product.md#json-api customers/commision and customers/commision/{page}: the signed-in customer's monthly
 * statements, 5 a page; { month: "YYYY-MM" } opens that month's statement with its lines.
 */
export const POST = apiRoute(async (request: Request, context: { params: Promise<{ page?: string[] }> }) => {
  const viewer = await requireCustomer();
  const body = await readJson(request, commissionQuerySchema);
  assertOwnId(viewer.customer.id, body.customer);
  if (body.month) return getCommissionStatement({ actor: viewer, month: body.month });
  return listCommissions({ actor: viewer, page: (await readOptionalPageParam(context)) - 1 });
});
