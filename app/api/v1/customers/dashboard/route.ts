import { requireCustomer } from "@/server/auth/guards";
import { getCustomerDashboard } from "@/server/customers/get-customer-dashboard";
import { apiRoute } from "@/server/http/route-handler";

/** SPEC §7 customers/dashboard: goal, counts, estimate, latest purchases and commissions of the signed-in customer. */
export const POST = apiRoute(async () => getCustomerDashboard({ actor: await requireCustomer() }));
