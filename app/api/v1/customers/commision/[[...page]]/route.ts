import { z } from "zod";
import { requireCustomer } from "@/server/auth/guards";
import { getCommissionStatement } from "@/server/customers/get-commission-statement";
import { listCommissions } from "@/server/customers/list-commissions";
import { readOptionalPageParam } from "@/server/http/page-param";
import { apiRoute, readJson } from "@/server/http/route-handler";

/** Optional { month: "YYYY-MM" } opens that month's statement with its lines instead of the list. */
const bodySchema = z.object({ month: z.string().trim().max(10).optional() });

/** SPEC §7 customers/commision and customers/commision/{page}: the signed-in customer's monthly statements, 5 a page. */
export const POST = apiRoute(async (request: Request, context: { params: Promise<{ page?: string[] }> }) => {
  const actor = await requireCustomer();
  const body = await readJson(request, bodySchema);
  if (body.month) return getCommissionStatement({ actor, month: body.month });
  return listCommissions({ actor, page: (await readOptionalPageParam(context)) - 1 });
});
