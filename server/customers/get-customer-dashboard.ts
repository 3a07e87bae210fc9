import "server-only";
import { sql } from "drizzle-orm";
import { addMonths, kolkataMonthStart } from "@/lib/time";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { preparedSql } from "@/server/db/prepared";
import { listMemberStatements } from "@/server/commissions/list-member-statements";
import type { listCommissions } from "./list-commissions";
import { listPurchases } from "./list-purchases";
import { getOwnCustomer } from "./get-own-customer";

/** The five things a complete customer profile has (SPEC: completion shown as n/5). */
export const CUSTOMER_PROFILE_STEPS = ["personal", "email", "address", "pan", "bank"] as const;
export type CustomerProfileStep = (typeof CUSTOMER_PROFILE_STEPS)[number];

/** SPEC's monthly goal: purchases of at least ₹1,000 this month (the commission qualification, DESIGN §8). */
export const GOAL_PURCHASE_PAISE = 1_000_00;

/** This month against last month: SPEC's "percentage-arrow-colour" rate, kept structured. */
export type Trend = { current: number; previous: number; percent: number; direction: "up" | "down" | "flat"; colour: "success" | "danger" | "muted" };

/** The figures statement's values, filled in at each execution (server/db/prepared.ts). */
const p = { id: sql.placeholder("id"), thisStart: sql.placeholder("thisStart"), lastStart: sql.placeholder("lastStart"), thisMonth: sql.placeholder("thisMonth"), lastMonth: sql.placeholder("lastMonth"), userId: sql.placeholder("userId") };

export type CustomerDashboard = {
  customer: { code: string; firstName: string; lastName: string };
  goal: { status: "success" | "failure"; completed: number; missing: CustomerProfileStep[] };
  monthGoal: { met: boolean; purchasePaise: number; targetPaise: number; month: string };
  counts: { visitors: number; purchasePaise: number; commissionPaise: number; downline: number };
  estimate: { purchase: Trend; visits: Trend; commission: Trend; members: Trend };
  purchase: Awaited<ReturnType<typeof listPurchases>>["data"];
  commision: Awaited<ReturnType<typeof listCommissions>>["data"];
};

export function trend(current: number, previous: number): Trend {
  const direction = current > previous ? "up" : current < previous ? "down" : "flat";
  const percent = previous === 0 ? (current > 0 ? 100 : 0) : Math.round((Math.abs(current - previous) / previous) * 100);
  return { current, previous, percent, direction, colour: direction === "up" ? "success" : direction === "down" ? "danger" : "muted" };
}

type Figures = Record<string, string | null>;

/** Everything /dashboard shows, for the acting customer only (SPEC §7 customers/dashboard). */
export async function getCustomerDashboard({ actor, db = appDb, now = new Date() }: { actor: Actor; db?: Executor; now?: Date }): Promise<CustomerDashboard> {
  // The downline figures are the member's rows of tree_downline_months (kept by triggers, one row
  // a month): counting a downline's path range cost 14 ms a view for a member with half a million
  // below, and the month counts read every placement of the last two months (docs/benchmarks.md).
  const customer = await getOwnCustomer({ actor, db });
  const thisMonth = kolkataMonthStart(now);
  const lastMonth = addMonths(thisMonth, -1);
  const thisStart = `${thisMonth}T00:00:00+05:30`;
  const lastStart = `${lastMonth}T00:00:00+05:30`;

  // Statements are few on purpose: each is a round trip, and its socket writes are the web
  // process's CPU (docs/benchmarks.md, dynamic pages). Named, so PostgreSQL plans them once per
  // connection, not on every view (server/db/prepared.ts).
  const [figures, purchases, statements] = await Promise.all([
    preparedSql<Figures & { has_kyc: boolean; email: string | null }>(db, "customers.dashboard_figures", () => sql`
      SELECT
        (SELECT count(*) FROM shop_visits WHERE customer_id = ${p.id})::text AS visitors,
        (SELECT count(*) FILTER (WHERE first_visited_at >= ${p.thisStart}::timestamptz) FROM shop_visits WHERE customer_id = ${p.id})::text AS visits_this,
        (SELECT count(*) FILTER (WHERE first_visited_at >= ${p.lastStart}::timestamptz AND first_visited_at < ${p.thisStart}::timestamptz) FROM shop_visits WHERE customer_id = ${p.id})::text AS visits_last,
        (SELECT coalesce(sum(amount_paise), 0) FROM sales WHERE customer_id = ${p.id} AND status = 'recorded')::text AS purchase,
        (SELECT coalesce(sum(amount_paise) FILTER (WHERE created_at >= ${p.thisStart}::timestamptz), 0) FROM sales WHERE customer_id = ${p.id} AND status = 'recorded' AND created_at >= ${p.lastStart}::timestamptz)::text AS purchase_this,
        (SELECT coalesce(sum(amount_paise) FILTER (WHERE created_at < ${p.thisStart}::timestamptz), 0) FROM sales WHERE customer_id = ${p.id} AND status = 'recorded' AND created_at >= ${p.lastStart}::timestamptz)::text AS purchase_last,
        (SELECT coalesce(sum(gross_paise), 0) FROM commission_statements WHERE member_id = ${p.id})::text AS commission,
        (SELECT coalesce(sum(gross_paise), 0) FROM commission_statements WHERE member_id = ${p.id} AND month = ${p.thisMonth}::date)::text AS commission_this,
        (SELECT coalesce(sum(gross_paise), 0) FROM commission_statements WHERE member_id = ${p.id} AND month = ${p.lastMonth}::date)::text AS commission_last,
        (SELECT coalesce(sum(placed), 0) FROM tree_downline_months WHERE customer_id = ${p.id})::text AS downline,
        (SELECT coalesce(sum(placed), 0) FROM tree_downline_months WHERE customer_id = ${p.id} AND month = ${p.thisMonth}::date)::text AS members_this,
        (SELECT coalesce(sum(placed), 0) FROM tree_downline_months WHERE customer_id = ${p.id} AND month = ${p.lastMonth}::date)::text AS members_last,
        EXISTS (SELECT 1 FROM kyc_details WHERE customer_id = ${p.id}) AS has_kyc,
        (SELECT email FROM "user" WHERE id = ${p.userId}) AS email`).execute({ id: customer.id, thisStart, lastStart, thisMonth, lastMonth, userId: actor.userId }),
    listPurchases({ actor, db, now, customer, withCount: false }),
    listMemberStatements({ customerId: customer.id, page: 1, db }),
  ]);
  const f: Figures = figures.rows[0] ?? {};
  const n = (key: string) => Number(f[key] ?? 0);

  const done: Record<CustomerProfileStep, boolean> = {
    personal: Boolean(customer.gender && customer.age),
    email: isRealEmail(figures.rows[0]?.email ?? null),
    address: Boolean(customer.state && customer.cityId && customer.pincode && customer.address),
    pan: Boolean(customer.pan),
    bank: figures.rows[0]?.has_kyc === true,
  };
  const missing = CUSTOMER_PROFILE_STEPS.filter((step) => !done[step]);
  const purchaseThis = n("purchase_this");
  return {
    customer: { code: customer.code ?? "", firstName: customer.firstName, lastName: customer.lastName },
    goal: { status: missing.length === 0 ? "success" : "failure", completed: CUSTOMER_PROFILE_STEPS.length - missing.length, missing },
    monthGoal: { met: purchaseThis >= GOAL_PURCHASE_PAISE, purchasePaise: purchaseThis, targetPaise: GOAL_PURCHASE_PAISE, month: thisMonth },
    counts: { visitors: n("visitors"), purchasePaise: n("purchase"), commissionPaise: n("commission"), downline: n("downline") },
    estimate: {
      purchase: trend(purchaseThis, n("purchase_last")),
      visits: trend(n("visits_this"), n("visits_last")),
      commission: trend(n("commission_this"), n("commission_last")),
      members: trend(n("members_this"), n("members_last")),
    },
    purchase: purchases.data,
    commision: statements.statements,
  };
}

/** Sign-up without an email leaves a placeholder address; only a real one counts. */
function isRealEmail(email: string | null): boolean {
  return Boolean(email && !email.endsWith(".invalid"));
}
