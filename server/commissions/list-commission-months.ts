import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { type Actor, assertOperator, num } from "./common";
import type { RunTotals } from "./compute-month";

export type StatementCounts = { pending: number; approved: number; held: number; paid: number };

export type CommissionMonthRow = {
  month: string;
  status: "open" | "closed";
  planVersion: number | null;
  lastRunId: number | null;
  lastRunAt: string | null;
  totals: RunTotals | null;
  closedAt: string | null;
  /** Members by statement status (an index-only count per month). */
  members: StatementCounts;
};

export const COMMISSION_MONTHS_PAGE_SIZE = 20;

/**
 * Commission months with their last run's figures and how many members are paid, held, approved
 * or pending, newest first, 20 a page (operators only: the console's list).
 */
export async function listCommissionMonths(options: { actor: Actor | undefined; page?: number; db: Executor }): Promise<{ months: CommissionMonthRow[]; total: number }> {
  assertOperator(options.actor);
  const page = Math.max(0, Math.floor(options.page ?? 0));
  const { rows } = await options.db.execute<Record<string, unknown>>(sql`
    SELECT cm.month::text AS month, cm.status, p.version, cm.last_run_id, r.finished_at, r.totals, cm.closed_at,
           counts.pending, counts.approved, counts.held, counts.paid, count(*) OVER () AS total
    FROM commission_months cm
    LEFT JOIN commission_plans p ON p.id = cm.plan_id
    LEFT JOIN commission_runs r ON r.id = cm.last_run_id
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE status = 'pending') AS pending, count(*) FILTER (WHERE status = 'approved') AS approved,
             count(*) FILTER (WHERE status = 'held') AS held, count(*) FILTER (WHERE status = 'paid') AS paid
      FROM commission_statements cs WHERE cs.month = cm.month) counts
    ORDER BY cm.month DESC
    LIMIT ${COMMISSION_MONTHS_PAGE_SIZE} OFFSET ${page * COMMISSION_MONTHS_PAGE_SIZE}`);
  const months = rows.map((r) => ({
    month: String(r.month),
    status: r.status as CommissionMonthRow["status"],
    planVersion: r.version === null ? null : num(r.version),
    lastRunId: r.last_run_id === null ? null : num(r.last_run_id),
    lastRunAt: r.finished_at ? new Date(r.finished_at as string).toISOString() : null,
    totals: (r.totals as RunTotals | null) ?? null,
    closedAt: r.closed_at ? new Date(r.closed_at as string).toISOString() : null,
    members: { pending: num(r.pending), approved: num(r.approved), held: num(r.held), paid: num(r.paid) },
  }));
  const total = rows[0] ? num(rows[0].total) : num((await options.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM commission_months`)).rows[0]?.n);
  return { months, total };
}
