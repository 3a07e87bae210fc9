import { requireCustomer } from "@/server/auth/guards";
import { getCustomerProfile } from "@/server/customers/get-customer-profile";
import { apiRoute } from "@/server/http/route-handler";

/** docs/product.md#json-api customers/profile: the signed-in customer's own profile (whatever ids the body names). */
export const POST = apiRoute(async () => getCustomerProfile({ actor: await requireCustomer() }));
