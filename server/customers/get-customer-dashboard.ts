import "server-only";
import { sql } from "drizzle-orm";
import { addMonths, kolkataMonthStart } from "@/lib/time";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { preparedSql } from "@/server/db/prepared";
import { assertRole } from "@/server/auth/actor";
import { STATEMENT_PAGE_SIZE, type StatementSummary } from "@/server/commissions/list-member-statements";
import { PURCHASE_PAGE_SIZE, type PurchaseRow } from "./list-purchases";
import { notACustomer } from "./get-own-customer";

/** The five things a complete customer profile has (docs/product.md: completion shown as n/5). */
export const CUSTOMER_PROFILE_STEPS = ["personal", "email", "address", "pan", "bank"] as const;
export type CustomerProfileStep = (typeof CUSTOMER_PROFILE_STEPS)[number];

/** the product's monthly goal: purchases of at least ₹1,000 this month (the commission qualification, docs/product.md#commission-plan). */
export const GOAL_PURCHASE_PAISE = 1_000_00;

/** This month against last month: the product's "percentage-arrow-colour" rate, kept structured. */
export type Trend = { current: number; previous: number; percent: number; direction: "up" | "down" | "flat"; colour: "success" | "danger" | "muted" };

/** The dashboard statement's values, filled in at each execution (server/db/prepared.ts). */
const p = { thisStart: sql.placeholder("thisStart"), lastStart: sql.placeholder("lastStart"), thisMonth: sql.placeholder("thisMonth"), lastMonth: sql.placeholder("lastMonth"), userId: sql.placeholder("userId") };

export type CustomerDashboard = {
  customer: { code: string; firstName: string; lastName: string };
  goal: { status: "success" | "failure"; completed: number; missing: CustomerProfileStep[] };
  monthGoal: { met: boolean; purchasePaise: number; targetPaise: number; month: string };
  counts: { visitors: number; purchasePaise: number; commissionPaise: number; downline: number };
  estimate: { purchase: Trend; visits: Trend; commission: Trend; members: Trend };
  purchase: PurchaseRow[];
  /** The latest statements, newest first (the JSON API's list of them: lib/api/wire.ts). */
  commission: StatementSummary[];
};

export function trend(current: number, previous: number): Trend {
  const direction = current > previous ? "up" : current < previous ? "down" : "flat";
  const percent = previous === 0 ? (current > 0 ? 100 : 0) : Math.round((Math.abs(current - previous) / previous) * 100);
  return { current, previous, percent, direction, colour: direction === "up" ? "success" : direction === "down" ? "danger" : "muted" };
}

/** The statement's one row: the member's own record, figures as text (bigint counts), the latest lists as JSON. */
type DashboardRow = Record<string, string | null> & {
  status: string;
  customer_id: number;
  code: string | null;
  first_name: string;
  last_name: string;
  profile: { personal: boolean; address: boolean; pan: boolean; bank: boolean; email: string | null };
  purchases: PurchaseRow[];
  statements: StatementSummary[];
};

/** A timestamp as JavaScript's toISOString writes it, so the latest lists match the list pages' JSON. */
const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The whole dashboard as one named statement, built once (server/db/prepared.ts): the member's
 * record by the session's user id, the figures, and the five latest purchases and statements as
 * JSON. It was five statements (record, figures, purchases, statements, with the session check);
 * each is a round trip whose socket writes and parsing are the web process's CPU, and at 50
 * connections the figures API is CPU-bound (docs/benchmarks.md, session 16).
 */
const dashboardStatement = (db: Executor) =>
  preparedSql<DashboardRow>(db, "customers.dashboard", () => sql`
    WITH me AS (SELECT * FROM customers WHERE user_id = ${p.userId})
    SELECT me.status, me.id AS customer_id, me.code, me.first_name, me.last_name,
      json_build_object(
        'personal', me.gender IS NOT NULL AND me.age IS NOT NULL,
        'address', coalesce(me.state, '') <> '' AND me.city_id IS NOT NULL AND coalesce(me.pincode, '') <> '' AND coalesce(me.address, '') <> '',
        'pan', me.pan IS NOT NULL,
        'bank', EXISTS (SELECT 1 FROM kyc_details WHERE customer_id = me.id),
        'email', (SELECT email FROM "user" WHERE id = me.user_id)) AS profile,
      (SELECT count(*) FROM shop_visits WHERE customer_id = me.id)::text AS visitors,
      (SELECT count(*) FROM shop_visits WHERE customer_id = me.id AND first_visited_at >= ${p.thisStart}::timestamptz)::text AS visits_this,
      (SELECT count(*) FROM shop_visits WHERE customer_id = me.id AND first_visited_at >= ${p.lastStart}::timestamptz AND first_visited_at < ${p.thisStart}::timestamptz)::text AS visits_last,
      (SELECT coalesce(sum(amount_paise), 0) FROM sales WHERE customer_id = me.id AND status = 'recorded')::text AS purchase,
      (SELECT coalesce(sum(amount_paise) FILTER (WHERE created_at >= ${p.thisStart}::timestamptz), 0) FROM sales WHERE customer_id = me.id AND status = 'recorded' AND created_at >= ${p.lastStart}::timestamptz)::text AS purchase_this,
      (SELECT coalesce(sum(amount_paise) FILTER (WHERE created_at < ${p.thisStart}::timestamptz), 0) FROM sales WHERE customer_id = me.id AND status = 'recorded' AND created_at >= ${p.lastStart}::timestamptz)::text AS purchase_last,
      (SELECT coalesce(sum(gross_paise), 0) FROM commission_statements WHERE member_id = me.id)::text AS commission,
      (SELECT coalesce(sum(gross_paise), 0) FROM commission_statements WHERE member_id = me.id AND month = ${p.thisMonth}::date)::text AS commission_this,
      (SELECT coalesce(sum(gross_paise), 0) FROM commission_statements WHERE member_id = me.id AND month = ${p.lastMonth}::date)::text AS commission_last,
      (SELECT coalesce(sum(placed), 0) FROM tree_downline_months WHERE customer_id = me.id)::text AS downline,
      (SELECT coalesce(sum(placed), 0) FROM tree_downline_months WHERE customer_id = me.id AND month = ${p.thisMonth}::date)::text AS members_this,
      (SELECT coalesce(sum(placed), 0) FROM tree_downline_months WHERE customer_id = me.id AND month = ${p.lastMonth}::date)::text AS members_last,
      (SELECT coalesce(json_agg(json_build_object(
          'id', s.id, 'createdAt', ${iso("s.created_at")}, 'shopId', sh.id, 'shopName', sh.name, 'shopNameMr', sh.name_mr, 'shopNameHi', sh.name_hi, 'items', s.items,
          'amountPaise', s.amount_paise, 'reversed', s.status = 'reversed') ORDER BY s.created_at DESC, s.id DESC), '[]')
        FROM (SELECT * FROM sales WHERE customer_id = me.id ORDER BY created_at DESC, id DESC LIMIT ${PURCHASE_PAGE_SIZE}) s
        JOIN shops sh ON sh.id = s.shop_id) AS purchases,
      (SELECT coalesce(json_agg(json_build_object(
          'month', c.month::text, 'grossPaise', c.gross_paise, 'tdsPaise', c.tds_paise, 'netPaise', c.net_paise,
          'carriedInPaise', c.carried_in_paise, 'payablePaise', c.payable_paise, 'status', c.status, 'holdReason', c.hold_reason) ORDER BY c.month DESC), '[]')
        FROM (SELECT * FROM commission_statements WHERE member_id = me.id ORDER BY month DESC LIMIT ${STATEMENT_PAGE_SIZE}) c) AS statements
    FROM me`);

/** Everything /dashboard shows, for the acting customer only (docs/product.md#json-api customers/dashboard). */
export async function getCustomerDashboard({ actor, db = appDb, now = new Date() }: { actor: Actor; db?: Executor; now?: Date }): Promise<CustomerDashboard> {
  // The downline figures are the member's rows of tree_downline_months (kept by triggers, one row
  // a month): counting a downline's path range cost 14 ms a view for a member with half a million
  // below, and the month counts read every placement of the last two months (docs/benchmarks.md).
  assertRole(actor, "customer");
  const thisMonth = kolkataMonthStart(now);
  const lastMonth = addMonths(thisMonth, -1);
  const { rows } = await dashboardStatement(db).execute({
    userId: actor.userId,
    thisStart: `${thisMonth}T00:00:00+05:30`,
    lastStart: `${lastMonth}T00:00:00+05:30`,
    thisMonth,
    lastMonth,
  });
  const row = rows[0];
  // The same rule as getOwnCustomer: only the session's own, active customer record.
  if (!row || row.status !== "active") throw notACustomer();
  const n = (key: string) => Number(row[key] ?? 0);

  const done: Record<CustomerProfileStep, boolean> = { ...row.profile, email: isRealEmail(row.profile.email) };
  const missing = CUSTOMER_PROFILE_STEPS.filter((step) => !done[step]);
  const purchaseThis = n("purchase_this");
  return {
    customer: { code: row.code ?? "", firstName: row.first_name, lastName: row.last_name },
    goal: { status: missing.length === 0 ? "success" : "failure", completed: CUSTOMER_PROFILE_STEPS.length - missing.length, missing },
    monthGoal: { met: purchaseThis >= GOAL_PURCHASE_PAISE, purchasePaise: purchaseThis, targetPaise: GOAL_PURCHASE_PAISE, month: thisMonth },
    counts: { visitors: n("visitors"), purchasePaise: n("purchase"), commissionPaise: n("commission"), downline: n("downline") },
    estimate: {
      purchase: trend(purchaseThis, n("purchase_last")),
      visits: trend(n("visits_this"), n("visits_last")),
      commission: trend(n("commission_this"), n("commission_last")),
      members: trend(n("members_this"), n("members_last")),
    },
    purchase: row.purchases,
    commission: row.statements,
  };
}

/** Sign-up without an email leaves a placeholder address; only a real one counts. */
function isRealEmail(email: string | null): boolean {
  return Boolean(email && !email.endsWith(".invalid"));
}
