import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { type Actor, assertOperator, num } from "./common";
import type { RunTotals } from "./compute-month";

export type CommissionMonthRow = {
  month: string;
  status: "open" | "closed";
  planVersion: number | null;
  lastRunId: number | null;
  lastRunAt: string | null;
  totals: RunTotals | null;
  closedAt: string | null;
};

/** Every commission month with its last run's figures, newest first (operators only: the console's list). */
export async function listCommissionMonths(options: { actor: Actor | undefined; db: Executor }): Promise<CommissionMonthRow[]> {
  assertOperator(options.actor);
  const { rows } = await options.db.execute<Record<string, unknown>>(sql`
    SELECT cm.month::text AS month, cm.status, p.version, cm.last_run_id, r.finished_at, r.totals, cm.closed_at
    FROM commission_months cm
    LEFT JOIN commission_plans p ON p.id = cm.plan_id
    LEFT JOIN commission_runs r ON r.id = cm.last_run_id
    ORDER BY cm.month DESC`);
  return rows.map((r) => ({
    month: String(r.month),
    status: r.status as CommissionMonthRow["status"],
    planVersion: r.version === null ? null : num(r.version),
    lastRunId: r.last_run_id === null ? null : num(r.last_run_id),
    lastRunAt: r.finished_at ? new Date(r.finished_at as string).toISOString() : null,
    totals: (r.totals as RunTotals | null) ?? null,
    closedAt: r.closed_at ? new Date(r.closed_at as string).toISOString() : null,
  }));
}
