import { customerProfileSchema } from "@/lib/validation/customer";
import { requireCustomer } from "@/server/auth/guards";
import { getCustomerProfile } from "@/server/customers/get-customer-profile";
import { updateCustomerProfile } from "@/server/customers/update-customer-profile";
import { apiRoute, readJsonChanges } from "@/server/http/route-handler";

/**
 * docs/product.md#json-api customers/update: profile fields; answers the new profile, or field errors. Fields left
 * out keep their saved values (a client sending only its changes must not blank the rest).
 */
export const POST = apiRoute(async (request: Request) => {
  const actor = await requireCustomer();
  const current = await getCustomerProfile({ actor });
  return updateCustomerProfile({ actor, input: await readJsonChanges(request, customerProfileSchema, current) });
});
