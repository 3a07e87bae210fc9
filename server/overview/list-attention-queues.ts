import "server-only";
import { sql } from "drizzle-orm";
import { addMonths, kolkataMonthStart } from "@/lib/time";
import { type Actor, assertRole } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";

/** docs/product.md#complaints-and-grievances: a grievance is acknowledged within 48 hours. */
export const ACKNOWLEDGE_WITHIN_HOURS = 48;

export type GrievanceQueue = { new: number; overdue: number; oldestNewAt: string | null };
export type MonthToClose = { month: string; state: "run_not_closed" | "not_run"; lastRunAt: string | null; salesCounted: number | null };

export type AttentionQueues = {
  contactMessages: GrievanceQueue;
  fraudReports: GrievanceQueue;
  pendingComments: number;
  monthsToClose: MonthToClose[];
  /** Failed payout lines whose member still has statements held for the failure (not yet in a new batch). */
  failedPayoutLines: number;
};

const n = (value: unknown) => Number(value ?? 0);

/**
 * What waits for an operator: new contact messages and fraud reports (with those past the 48-hour
 * acknowledgement clock), comments to moderate, commission months run but not closed or past months
 * never run, and payout lines the bank returned. Small sets, each read through its
 * (status, created_at) index; always fresh.
 */
export async function listAttentionQueues({ actor, db = appDb, now = new Date() }: { actor: Actor; db?: Executor; now?: Date }): Promise<AttentionQueues> {
  assertRole(actor, "operator", "Only operators can open the console.");
  const ackDeadline = new Date(now.getTime() - ACKNOWLEDGE_WITHIN_HOURS * 3_600_000).toISOString();
  const [grievances, others, monthsToClose] = await Promise.all([
    db.execute<Record<string, string | null>>(sql`
      SELECT 'contact' AS kind, count(*) AS new, count(*) FILTER (WHERE created_at < ${ackDeadline}::timestamptz) AS overdue, min(created_at)::text AS oldest
      FROM contact_messages WHERE status = 'new'
      UNION ALL
      SELECT 'fraud', count(*), count(*) FILTER (WHERE created_at < ${ackDeadline}::timestamptz), min(created_at)::text
      FROM fraud_reports WHERE status = 'new'`),
    db.execute<Record<string, string>>(sql`
      SELECT
        (SELECT count(*) FROM comments WHERE status = 'pending') AS pending_comments,
        (SELECT count(*) FROM payout_lines pl WHERE pl.status = 'failed' AND EXISTS (
           SELECT 1 FROM commission_statements cs
           WHERE cs.member_id = pl.member_id AND cs.status = 'held' AND cs.hold_reason = 'payout_failed')) AS failed_payout_lines`),
    listMonthsToClose(db, kolkataMonthStart(now)),
  ]);
  const queue = (kind: string): GrievanceQueue => {
    const found = grievances.rows.find((r) => r.kind === kind);
    return { new: n(found?.new), overdue: n(found?.overdue), oldestNewAt: found?.oldest ? new Date(found.oldest).toISOString() : null };
  };
  return {
    contactMessages: queue("contact"),
    fraudReports: queue("fraud"),
    pendingComments: n(others.rows[0]?.pending_comments),
    monthsToClose,
    failedPayoutLines: n(others.rows[0]?.failed_payout_lines),
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
