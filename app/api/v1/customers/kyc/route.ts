import { kycSchema } from "@/lib/validation/customer";
import { requireCustomer } from "@/server/auth/guards";
import { getKyc } from "@/server/customers/get-kyc";
import { updateKyc } from "@/server/customers/update-kyc";
import { apiRoute, readJson } from "@/server/http/route-handler";

/** The signed-in customer's KYC bank details, masked. */
export const GET = apiRoute(async () => getKyc({ actor: await requireCustomer() }));

/** docs/product.md#json-api customers/kyc: bank_name, branch, ifsc, account_no (+ confirm_account_no); field errors on failure. */
export const POST = apiRoute(async (request: Request) => {
  const actor = await requireCustomer();
  return updateKyc({ actor, input: await readJson(request, kycSchema) });
});
