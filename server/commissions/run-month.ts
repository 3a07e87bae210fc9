import "server-only";
import { sql } from "drizzle-orm";
import { recordAudit } from "@/server/audit/record-audit";
import { AppError, isAppError } from "@/server/errors";
import type { Executor } from "@/server/db/connect";
import { computeMonth, type KeyMode, type RunTotals, type StepTimer } from "./compute-month";
import { type Plan, planForMonth } from "./plan";
import { type Actor, assertRole } from "@/server/auth/actor";
import { num } from "@/server/db/num";
import { parseMonth } from "@/server/commissions/commission-month";
import { takeCommissionLock } from "@/server/commissions/commission-lock";

export type RunTrigger = "cli" | "operator" | "schedule";

export type RunMonthInput = {
  /** "YYYY-MM" or "YYYY-MM-01". */
  month: string;
  /** How the run was started, recorded with it: the console ("operator"), the CLI or the schedule. */
  trigger: RunTrigger;
  /** Compute and report, then roll everything back: nothing is written. */
  dryRun?: boolean;
};

export type RunMonthOptions = {
  /** The operator (console) or the system actor (CLI, schedule: server/auth/actor.ts). */
  actor: Actor | undefined;
  input: RunMonthInput;
  db: Executor;
  /** Wait for a run in progress instead of refusing. */
  wait?: boolean;
  /** Reports each step's duration (the benchmark). */
  onStep?: StepTimer;
  /**
   * Runs last inside the run's transaction, so what it writes commits with the figures or not at all
   * (the console's job records its success this way; tests pause here to kill the process mid-write).
   */
  beforeCommit?: (tx: Executor, result: RunMonthResult) => Promise<void>;
  /** Tests only: the tree keys the run aggregates with (compute-month.ts). */
  keyMode?: KeyMode;
};

/** `runMonthInTransaction`'s: `db` is a transaction that already holds the commission lock. */
export type RunMonthInTransactionOptions = {
  actor: Actor | undefined;
  input: RunMonthInput;
  db: Executor;
  /** The month's plan when the caller has read it already (the close). */
  plan?: Plan;
  onStep?: StepTimer;
  keyMode?: KeyMode;
  /** Rewrite the month's statements in place instead of swapping its partition (compute-month.ts). */
  inPlace?: boolean;
};

export type RunMonthResult = {
  runId: number | null;
  /**
   * The run's number within its month (1 for the month's first saved run), what the console shows:
   * run ids come from one sequence for every month, and a preview or a failed run uses one up.
   */
  runNumber: number | null;
  month: string;
  plan: Pick<Plan, "id" | "version">;
  dryRun: boolean;
  totals: RunTotals;
  /** The run whose figures this one replaced (an open month run again), for the audit log and the preview. */
  previous: { runId: number; runNumber: number; totals: RunTotals } | null;
};

class DryRunRollback extends Error {
  constructor(readonly result: RunMonthResult) {
    super("dry run: rolled back");
  }
}

/**
 * Runs a commission month: computes every statement in one transaction under the commission lock,
 * so a crash or a kill leaves the old figures or the new ones, never a mixture.
 * Running an open month again replaces its figures with the same numbers; a closed month is refused.
 */
export async function runMonth(options: RunMonthOptions): Promise<RunMonthResult> {
  const { actor, input } = options;
  assertRole(actor, "operator");
  const month = parseMonth(input.month);
  try {
    return await options.db.transaction(async (tx) => {
      await takeCommissionLock(tx, options.wait);
      const result = await runMonthInTransaction({ actor, input: { ...input, month }, db: tx, onStep: options.onStep, keyMode: options.keyMode });
      if (input.dryRun) throw new DryRunRollback(result);
      // A run replaces the month's figures: audited with the figures it replaced (the CLI and the
      // schedule as the system, without a user).
      await recordAudit(tx, {
        actor: { userId: actor.userId },
        action: "commission_month.run",
        entityType: "commission_month",
        entityId: month.slice(0, 7),
        before: result.previous ? { runId: result.previous.runId, totals: result.previous.totals } : null,
        after: { runId: result.runId, trigger: input.trigger, planVersion: result.plan.version, totals: result.totals },
      });
      await options.beforeCommit?.(tx, result);
      return result;
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return error.result;
    if (!isAppError(error)) await recordFailedRun(options, month, error);
    throw error;
  }
}

/** The run's work inside a transaction that already holds the commission lock (close reuses it). */
export async function runMonthInTransaction(options: RunMonthInTransactionOptions): Promise<RunMonthResult> {
  const { actor, input, db: tx } = options;
  assertRole(actor, "operator");
  const month = parseMonth(input.month);
  const { rows: monthRows } = await tx.execute<{ status: string; plan_id: number | null; last_run_id: string | null; totals: RunTotals | null }>(sql`
    SELECT cm.status, cm.plan_id, cm.last_run_id, r.totals FROM commission_months cm LEFT JOIN commission_runs r ON r.id = cm.last_run_id
    WHERE cm.month = ${month}::date FOR UPDATE OF cm`);
  if (monthRows[0]?.status === "closed") {
    throw new AppError("conflict", { userMessage: `${month.slice(0, 7)} is closed: a closed month never changes.` });
  }
  const { rows: later } = await tx.execute<{ month: string }>(
    sql`SELECT max(month)::text AS month FROM commission_months WHERE status = 'closed' AND month > ${month}::date`,
  );
  if (later[0]?.month) {
    throw new AppError("conflict", {
      userMessage: `${month.slice(0, 7)} comes before ${later[0].month.slice(0, 7)}, which is closed: its sales count in the next open month.`,
    });
  }

  const plan = options.plan ?? (await planForMonth(tx, month));
  const { rows: runRows } = await tx.execute<{ id: string }>(sql`
    INSERT INTO commission_runs (month, plan_id, dry_run, trigger, status, started_by)
    VALUES (${month}::date, ${plan.id}, ${input.dryRun ?? false}, ${input.trigger}, 'running', ${actor.userId})
    RETURNING id`);
  const runId = num(runRows[0]!.id);

  // A preview is rolled back: rewriting keeps it from locking every reader of the statements while
  // it runs (compute-month.ts, inPlace).
  const totals = await computeMonth({ actor, input: { month, plan, runId }, db: tx, onStep: options.onStep, keyMode: options.keyMode, inPlace: options.inPlace ?? input.dryRun });

  await tx.execute(sql`
    UPDATE commission_runs SET status = 'succeeded', finished_at = clock_timestamp(), totals = ${JSON.stringify(totals)}::jsonb
    WHERE id = ${runId}`);
  await tx.execute(sql`
    INSERT INTO commission_months (month, status, plan_id, last_run_id) VALUES (${month}::date, 'open', ${plan.id}, ${runId})
    ON CONFLICT (month) DO UPDATE SET plan_id = excluded.plan_id, last_run_id = excluded.last_run_id`);
  const previousId = monthRows[0]?.last_run_id && monthRows[0].totals ? num(monthRows[0].last_run_id) : null;
  const { rows: numbers } = await tx.execute<{ this_run: string; previous_run: string }>(sql`
    SELECT count(*) FILTER (WHERE id <= ${runId})::text AS this_run, count(*) FILTER (WHERE id <= ${previousId ?? 0})::text AS previous_run
    FROM commission_runs WHERE month = ${month}::date AND NOT dry_run AND status = 'succeeded'`);
  const previous = previousId ? { runId: previousId, runNumber: num(numbers[0]!.previous_run), totals: monthRows[0]!.totals! } : null;
  return {
    runId: input.dryRun ? null : runId,
    runNumber: input.dryRun ? null : num(numbers[0]!.this_run),
    month,
    plan: { id: plan.id, version: plan.version },
    dryRun: input.dryRun ?? false,
    totals,
    previous,
  };
}

/** A failed run leaves no figures (its transaction rolled back) but is recorded for the operator. */
async function recordFailedRun(options: RunMonthOptions, month: string, error: unknown) {
  try {
    const plan = await planForMonth(options.db, month);
    await options.db.execute(sql`
      INSERT INTO commission_runs (month, plan_id, dry_run, trigger, status, started_by, finished_at, error)
      VALUES (${month}::date, ${plan.id}, ${options.input.dryRun ?? false}, ${options.input.trigger}, 'failed',
              ${options.actor?.userId ?? null}, clock_timestamp(), ${error instanceof Error ? error.message.slice(0, 2000) : String(error)})`);
  } catch {
    // Recording the failure is best effort: the original error is what the caller needs.
  }
}
