import { checkCustomerSchema } from "@/lib/validation/sales";
import { requireFranchisee } from "@/server/auth/guards";
import { apiRoute, readJson } from "@/server/http/route-handler";
import { checkCustomer } from "@/server/sales/check-customer";

/** docs/product.md#json-api franchisee/checkCustomer: { cust_id } -> the customer's f_name and l_name. */
export const POST = apiRoute(async (request: Request) => {
  const actor = await requireFranchisee();
  const { cust_id } = await readJson(request, checkCustomerSchema);
  return checkCustomer({ actor, code: cust_id });
});
