import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import type { RunTotals } from "./compute-month";
import { type Actor, assertRole } from "@/server/auth/actor";
import { num } from "@/server/db/num";
import { parseMonth } from "@/server/commissions/commission-month";

export type StatementCounts = { pending: number; approved: number; held: number; paid: number };

export type CommissionMonthRow = {
  month: string;
  status: "open" | "closed";
  planVersion: number | null;
  lastRunId: number | null;
  lastRunAt: string | null;
  totals: RunTotals | null;
  closedAt: string | null;
  /**
   * Members by statement status (an index-only count per month); null when left out because a
   * run is in progress (it swaps a month's partition, which blocks reading statements until it commits).
   */
  members: StatementCounts | null;
};

export const COMMISSION_MONTHS_PAGE_SIZE = 20;

const MONTH_COLUMNS = sql`cm.month::text AS month, cm.status, p.version, cm.last_run_id, r.finished_at, r.totals, cm.closed_at,
  counts.pending, counts.approved, counts.held, counts.paid`;

const monthJoins = (counts: boolean) => sql`LEFT JOIN commission_plans p ON p.id = cm.plan_id
  LEFT JOIN commission_runs r ON r.id = cm.last_run_id
  CROSS JOIN LATERAL (
    ${counts
      ? sql`SELECT count(*) FILTER (WHERE status = 'pending') AS pending, count(*) FILTER (WHERE status = 'approved') AS approved,
           count(*) FILTER (WHERE status = 'held') AS held, count(*) FILTER (WHERE status = 'paid') AS paid
    FROM commission_statements cs WHERE cs.month = cm.month`
      : sql`SELECT NULL AS pending, NULL AS approved, NULL AS held, NULL AS paid`}) counts`;

function toMonthRow(r: Record<string, unknown>): CommissionMonthRow {
  return {
    month: String(r.month),
    status: r.status as CommissionMonthRow["status"],
    planVersion: r.version === null ? null : num(r.version),
    lastRunId: r.last_run_id === null ? null : num(r.last_run_id),
    lastRunAt: r.finished_at ? new Date(r.finished_at as string).toISOString() : null,
    totals: (r.totals as RunTotals | null) ?? null,
    closedAt: r.closed_at ? new Date(r.closed_at as string).toISOString() : null,
    members: r.pending === null ? null : { pending: num(r.pending), approved: num(r.approved), held: num(r.held), paid: num(r.paid) },
  };
}

/**
 * Commission months with their last run's figures and how many members are paid, held, approved
 * or pending (an index-only count per month), newest first, 20 a page (operators only).
 */
export async function listCommissionMonths(options: { actor: Actor | undefined; input?: { page?: number; counts?: boolean }; db: Executor }): Promise<{ months: CommissionMonthRow[]; total: number }> {
  assertRole(options.actor, "operator");
  const page = Math.max(0, Math.floor(options.input?.page ?? 0));
  const { rows } = await options.db.execute<Record<string, unknown>>(sql`
    SELECT ${MONTH_COLUMNS} FROM commission_months cm ${monthJoins(options.input?.counts ?? true)}
    ORDER BY cm.month DESC
    LIMIT ${COMMISSION_MONTHS_PAGE_SIZE} OFFSET ${page * COMMISSION_MONTHS_PAGE_SIZE}`);
  const { rows: countRows } = await options.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM commission_months`);
  return { months: rows.map(toMonthRow), total: num(countRows[0]?.n) };
}

/** One commission month as the list shows it, or null when it has never been run (operators only). */
export async function getCommissionMonth(options: { actor: Actor | undefined; input: { month: string; counts?: boolean }; db: Executor }): Promise<CommissionMonthRow | null> {
  assertRole(options.actor, "operator");
  const month = parseMonth(options.input.month);
  const { rows } = await options.db.execute<Record<string, unknown>>(sql`
    SELECT ${MONTH_COLUMNS} FROM commission_months cm ${monthJoins(options.input.counts ?? true)} WHERE cm.month = ${month}::date`);
  return rows[0] ? toMonthRow(rows[0]) : null;
}
