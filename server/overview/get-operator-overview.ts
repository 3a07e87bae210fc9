import "server-only";
import { sql } from "drizzle-orm";
import { addMonths, kolkataMonthStart } from "@/lib/time";
import { hasRole, type Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { AppError } from "@/server/errors";

/** DESIGN §8: a grievance is acknowledged within 48 hours. */
export const ACKNOWLEDGE_WITHIN_HOURS = 48;

export type GrievanceQueue = { new: number; overdue: number; oldestNewAt: string | null };
export type MonthToClose = { month: string; state: "run_not_closed" | "not_run"; lastRunAt: string | null; salesCounted: number | null };

export type OperatorOverview = {
  counts: {
    publishedShops: number;
    customers: number;
    verifiedCustomers: number;
    salesThisMonth: number;
    salesThisMonthPaise: number;
    walletFloatPaise: number;
  };
  month: string;
  queues: {
    contactMessages: GrievanceQueue;
    fraudReports: GrievanceQueue;
    pendingComments: number;
    monthsToClose: MonthToClose[];
    failedPayoutLines: number;
  };
};

const n = (value: unknown) => Number(value ?? 0);

/**
 * The console's front page: what the marketplace holds and what waits for an operator. Every figure
 * is exact and read from an index (docs/benchmarks.md has the timings at 1M customers and 2M sales
 * a month): shops and customers by (status, …) indexes, this month's sales through
 * (counted_month, status) including the amount (migration 0010), the wallet float over the
 * wallets' rows, the queues through their (status, created_at) indexes.
 */
export async function getOperatorOverview({ actor, db = appDb, now = new Date() }: { actor: Actor; db?: Executor; now?: Date }): Promise<OperatorOverview> {
  if (!hasRole(actor, "operator")) throw new AppError("forbidden", { userMessage: "Only operators can open the console." });
  const month = kolkataMonthStart(now);
  const ackDeadline = new Date(now.getTime() - ACKNOWLEDGE_WITHIN_HOURS * 3_600_000).toISOString();

  const [counts, grievances, monthsToClose] = await Promise.all([
    db.execute<Record<string, string>>(sql`
      SELECT
        (SELECT count(*) FROM shops WHERE status = 'published') AS published_shops,
        (SELECT count(*) FROM customers) AS customers,
        (SELECT count(*) FROM customers WHERE status = 'active') AS verified_customers,
        (SELECT count(*) FROM sales WHERE counted_month = ${month}::date AND status = 'recorded') AS sales,
        (SELECT coalesce(sum(amount_paise), 0) FROM sales WHERE counted_month = ${month}::date AND status = 'recorded') AS sales_paise,
        (SELECT coalesce(sum(balance_paise), 0) FROM ledger_accounts WHERE kind = 'franchisee_wallet') AS wallet_float,
        (SELECT count(*) FROM comments WHERE status = 'pending') AS pending_comments,
        (SELECT count(*) FROM payout_lines pl WHERE pl.status = 'failed' AND EXISTS (
           SELECT 1 FROM commission_statements cs
           WHERE cs.member_id = pl.member_id AND cs.status = 'held' AND cs.hold_reason = 'payout_failed')) AS failed_payout_lines`),
    db.execute<Record<string, string | null>>(sql`
      SELECT 'contact' AS kind, count(*) AS new, count(*) FILTER (WHERE created_at < ${ackDeadline}::timestamptz) AS overdue, min(created_at)::text AS oldest
      FROM contact_messages WHERE status = 'new'
      UNION ALL
      SELECT 'fraud', count(*), count(*) FILTER (WHERE created_at < ${ackDeadline}::timestamptz), min(created_at)::text
      FROM fraud_reports WHERE status = 'new'`),
    listMonthsToClose(db, month),
  ]);
  const row = counts.rows[0]!;
  const queue = (kind: string): GrievanceQueue => {
    const found = grievances.rows.find((r) => r.kind === kind);
    return { new: n(found?.new), overdue: n(found?.overdue), oldestNewAt: found?.oldest ? new Date(found.oldest).toISOString() : null };
  };
  return {
    month,
    counts: {
      publishedShops: n(row.published_shops),
      customers: n(row.customers),
      verifiedCustomers: n(row.verified_customers),
      salesThisMonth: n(row.sales),
      salesThisMonthPaise: n(row.sales_paise),
      walletFloatPaise: n(row.wallet_float),
    },
    queues: {
      contactMessages: queue("contact"),
      fraudReports: queue("fraud"),
      pendingComments: n(row.pending_comments),
      monthsToClose,
      failedPayoutLines: n(row.failed_payout_lines),
    },
  };
}

/**
 * Months an operator should run or close: every open month that has been run, and every past month
 * after the last closed one that has sales but no run yet (the schedule runs the month before on
 * the 1st; a month it missed shows here). One index probe per candidate month.
 */
async function listMonthsToClose(db: Executor, currentMonth: string): Promise<MonthToClose[]> {
  const { rows: known } = await db.execute<{ month: string; status: string; last_run_id: string | null; finished_at: string | null; totals: { salesCounted?: number } | null }>(sql`
    SELECT cm.month::text AS month, cm.status::text AS status, cm.last_run_id::text, r.finished_at::text, r.totals
    FROM commission_months cm LEFT JOIN commission_runs r ON r.id = cm.last_run_id
    ORDER BY cm.month`);
  const lastClosed = known.filter((m) => m.status === "closed").at(-1)?.month ?? null;
  const result: MonthToClose[] = known
    .filter((m) => m.status === "open" && m.last_run_id !== null)
    .map((m) => ({ month: m.month, state: "run_not_closed" as const, lastRunAt: m.finished_at ? new Date(m.finished_at).toISOString() : null, salesCounted: m.totals?.salesCounted ?? null }));

  let from = lastClosed ? addMonths(lastClosed, 1) : null;
  if (!from) {
    const { rows } = await db.execute<{ first: string | null }>(sql`SELECT min(counted_month)::text AS first FROM sales`);
    from = rows[0]?.first ?? null;
  }
  const runMonths = new Set(result.map((m) => m.month));
  for (let month = from; month && month < currentMonth; month = addMonths(month, 1)) {
    if (runMonths.has(month)) continue;
    const { rows } = await db.execute<{ found: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM sales WHERE counted_month = ${month}::date) AS found`);
    if (rows[0]?.found) result.push({ month, state: "not_run", lastRunAt: null, salesCounted: null });
  }
  return result.sort((a, b) => a.month.localeCompare(b.month));
}
