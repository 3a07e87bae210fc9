import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { computeMonth, type RunTotals, runTotals } from "./compute-month";
import { loadPlan } from "./plan";
import { type Actor, assertRole } from "@/server/auth/actor";
import { num } from "@/server/db/num";
import { parseMonth } from "@/server/commissions/commission-month";
import { takeCommissionLock } from "@/server/commissions/commission-lock";

class SimulationRollback extends Error {
  constructor(readonly result: { month: string; planId: number; current: RunTotals; simulated: RunTotals }) {
    super("simulation: rolled back");
  }
}

/**
 * What a plan version (usually a draft) would have paid for a past month, next to what the month
 * has now (operators only). The month is recomputed inside a transaction that is always rolled
 * back, so nothing changes, a closed month included.
 */
export async function simulatePlan(options: { actor: Actor | undefined; input: { planId: number; month: string }; db: Executor }) {
  assertRole(options.actor, "operator");
  const month = parseMonth(options.input.month);
  try {
    await options.db.transaction(async (tx) => {
      await takeCommissionLock(tx);
      const plan = await loadPlan(tx, options.input.planId);
      const current = await runTotals(tx, month);
      const { rows } = await tx.execute<{ id: string }>(sql`
        INSERT INTO commission_runs (month, plan_id, dry_run, trigger, status, started_by)
        VALUES (${month}::date, ${plan.id}, true, 'operator', 'running', ${options.actor?.userId ?? null}) RETURNING id`);
      // In place: rolled back anyway, and a swap would lock every reader of the statements meanwhile.
      const simulated = await computeMonth({ actor: options.actor, input: { month, plan, runId: num(rows[0]!.id) }, db: tx, inPlace: true });
      throw new SimulationRollback({ month, planId: plan.id, current, simulated });
    });
  } catch (error) {
    if (error instanceof SimulationRollback) return error.result;
    throw error;
  }
  throw new Error("unreachable");
}
