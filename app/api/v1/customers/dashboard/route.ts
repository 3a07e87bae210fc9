import { toCustomerDashboardWire } from "@/lib/customers/dashboard-wire";
import { requireCustomer } from "@/server/auth/guards";
import { getCustomerDashboard } from "@/server/customers/get-customer-dashboard";
import { apiRoute } from "@/server/http/route-handler";

/**
 * docs/product.md#json-api customers/dashboard: goal, counts, estimate, latest purchases and commissions of the
 * signed-in customer, in the shape lib/customers/dashboard-wire.ts declares for the page too.
 */
export const POST = apiRoute(async () => toCustomerDashboardWire(await getCustomerDashboard({ actor: await requireCustomer() })));
