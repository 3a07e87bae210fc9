import type { CustomerDashboardWire } from "@/lib/api/wire";
import { requireCustomer } from "@/server/auth/guards";
import { type CustomerDashboard, getCustomerDashboard, type Trend } from "@/server/customers/get-customer-dashboard";
import { apiRoute } from "@/server/http/route-handler";

/**
 * docs/product.md#json-api customers/dashboard: goal, counts, estimate, latest purchases and commissions of the
 * signed-in customer, in the shape lib/api/wire.ts declares for the page too.
 */
export const POST = apiRoute(async () => toCustomerDashboardWire(await getCustomerDashboard({ actor: await requireCustomer() })));

/** the product's rate string: percentage, arrow direction and colour joined by dashes ("25-up-success"). */
const rate = (trend: Trend) => `${trend.percent}-${trend.direction}-${trend.colour}`;

/** The domain's dashboard under the product's wire names (docs/product.md#json-api). */
function toCustomerDashboardWire(dashboard: CustomerDashboard): CustomerDashboardWire {
  const { customer, goal, monthGoal, counts, estimate, purchase, commission } = dashboard;
  return {
    customer,
    goal,
    monthGoal,
    counts,
    estimate: {
      date: monthGoal.month,
      goal_percent: Math.min(100, Math.floor((monthGoal.purchasePaise * 100) / monthGoal.targetPaise)),
      purchase: estimate.purchase.current,
      vistor: estimate.visits.current,
      commision: estimate.commission.current,
      members: estimate.members.current,
      set_purchase: rate(estimate.purchase),
      visit_rate: rate(estimate.visits),
      set_commision: rate(estimate.commission),
      set_members: rate(estimate.members),
      trends: estimate,
    },
    purchase,
    commision: commission,
  };
}
