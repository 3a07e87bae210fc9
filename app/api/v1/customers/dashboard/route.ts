import { requireCustomer } from "@/server/auth/guards";
import { getCustomerDashboard, type Trend } from "@/server/customers/get-customer-dashboard";
import { apiRoute } from "@/server/http/route-handler";

/** docs/product.md#entities-and-fields's rate string: percentage, arrow direction and colour joined by dashes ("25-up-success"). */
const rate = (trend: Trend) => `${trend.percent}-${trend.direction}-${trend.colour}`;

/**
 * docs/product.md#json-api customers/dashboard: goal, counts, estimate, latest purchases and commissions of the signed-in
 * customer. The estimate keeps each trend structured and adds the product's dash-joined rate strings beside
 * them for clients written against docs/product.md.
 */
export const POST = apiRoute(async () => {
  const dashboard = await getCustomerDashboard({ actor: await requireCustomer() });
  const { estimate, monthGoal } = dashboard;
  return {
    ...dashboard,
    estimate: {
      ...estimate,
      date: monthGoal.month,
      goal_percent: Math.min(100, Math.floor((monthGoal.purchasePaise * 100) / monthGoal.targetPaise)),
      set_purchase: rate(estimate.purchase),
      visit_rate: rate(estimate.visits),
      set_commision: rate(estimate.commission),
      set_members: rate(estimate.members),
      vistor: estimate.visits.current,
      commision: estimate.commission.current,
      members: estimate.members.current,
    },
  };
});
