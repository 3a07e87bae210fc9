import { customerProfileSchema } from "@/lib/validation/customer";
import { requireCustomer } from "@/server/auth/guards";
import { updateCustomerProfile } from "@/server/customers/update-customer-profile";
import { apiRoute, readJson } from "@/server/http/route-handler";

/** docs/product.md#json-api customers/update: profile fields; answers the new profile, or field errors. */
export const POST = apiRoute(async (request: Request) => {
  const actor = await requireCustomer();
  return updateCustomerProfile({ actor, input: await readJson(request, customerProfileSchema) });
});
