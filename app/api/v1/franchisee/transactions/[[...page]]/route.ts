import { shopListQuerySchema } from "@/lib/validation/sales";
import { requireFranchisee } from "@/server/auth/guards";
import { readOptionalPageParam } from "@/server/http/page-param";
import { apiRoute, readJson } from "@/server/http/route-handler";
import { listWalletTransactions } from "@/server/wallet/list-wallet-transactions";

/** docs/product.md#json-api franchisee/transactions and franchisee/transactions/{page}: body { filter }, 5 a page. */
export const POST = apiRoute(async (request: Request, context: { params: Promise<{ page?: string[] }> }) => {
  const actor = await requireFranchisee();
  const body = await readJson(request, shopListQuerySchema);
  return listWalletTransactions({ actor, period: body.filter, customerCode: body.customer, page: (await readOptionalPageParam(context)) - 1 });
});
