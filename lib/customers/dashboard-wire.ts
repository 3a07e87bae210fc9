import type { Wire } from "@/lib/api/wire";
import type { CustomerDashboard, Trend } from "@/server/customers/get-customer-dashboard";

/** the product's rate string: percentage, arrow direction and colour joined by dashes ("25-up-success"). */
const rate = (trend: Trend) => `${trend.percent}-${trend.direction}-${trend.colour}`;

/**
 * What `POST /api/v1/customers/dashboard` answers, and what /dashboard reads: one type for the
 * route's mapping and the page, so the compiler sees when they part. The estimate keeps the product's
 * names with the product's values (this month's figures as numbers, the rates as dash-joined strings);
 * the structured trends the page draws are beside them under `trends`. The estimate once spread
 * the trends and then overwrote `members` with a number, and the page read "undefined".
 */
export type CustomerDashboardWire = Wire<Omit<CustomerDashboard, "estimate">> & {
  estimate: {
    date: string;
    goal_percent: number;
    /** This month's purchases, in paise. */
    purchase: number;
    vistor: number;
    /** This month's commission, in paise. */
    commision: number;
    members: number;
    set_purchase: string;
    visit_rate: string;
    set_commision: string;
    set_members: string;
    trends: CustomerDashboard["estimate"];
  };
};

export function toCustomerDashboardWire(dashboard: CustomerDashboard): CustomerDashboardWire {
  const { estimate, monthGoal } = dashboard;
  return {
    ...dashboard,
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
  };
}
