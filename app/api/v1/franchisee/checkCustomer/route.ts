import { checkCustomerSchema } from "@/lib/validation/sales";
import { requireFranchisee } from "@/server/auth/guards";
import { apiRoute, readJson } from "@/server/http/route-handler";
import { callerIp } from "@/server/http/caller-ip";
import { checkCustomer, toCheckedCustomerWire } from "@/server/sales/check-customer";

/** the product's franchisee/checkCustomer: { cust_id } -> the customer's f_name and the initial of l_name ("K."), limited per shop and address. */
export const POST = apiRoute(async (request: Request) => {
  const actor = await requireFranchisee();
  const { cust_id } = await readJson(request, checkCustomerSchema);
  return toCheckedCustomerWire(await checkCustomer({ actor, input: { code: cust_id, ip: await callerIp(request.headers) } }));
});
