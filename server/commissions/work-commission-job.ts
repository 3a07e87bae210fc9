import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { GENERIC_USER_MESSAGE, isAppError } from "@/server/errors";
import { checkMonthReconciliation } from "./check-month-reconciliation";
import { closeMonth, type CloseStage } from "./close-month";
import type { CommissionJobKind, CommissionJobResult } from "./commission-job";
import { HEARTBEAT_MS, INTERRUPTED_JOB_MESSAGE, STALE_AFTER_SECONDS } from "./commission-job";
import { runMonth } from "./run-month";
import type { Actor } from "@/server/auth/actor";

export type JobToWork = { id: number; kind: CommissionJobKind; month: string; actor: Actor };

/**
 * Does a console job's work, in the worker that took it from the queue (server/jobs/start-worker.ts).
 * First claims the job: a conditional UPDATE that only one worker can win, and only while the job
 * is still running and fresh, so a job delivered twice, or after the start's sweep failed it as
 * stale, is never worked twice (answers "skipped"). Then runs or closes the month (one transaction
 * under the commission lock, as from the CLI), writes a heartbeat every few seconds and each stage
 * as it begins (on other connections, so the page sees them while the transaction is open), and
 * records success inside the work's transaction, so the job says "succeeded" exactly when the
 * figures committed. A preview (the run rolled back, under the lock) and a reconciliation (one
 * read-only snapshot) commit nothing: their success, with the figures or the report, is written
 * once they have answered. A refusal is recorded with its message; anything unexpected is logged
 * and recorded with the generic one. Never rejects.
 */
export async function workCommissionJob(job: JobToWork, options: { db: Executor; heartbeatMs?: number }): Promise<"worked" | "skipped"> {
  const { db } = options;
  const claimed = await db.execute(sql`
    UPDATE commission_jobs SET claimed_at = clock_timestamp(), heartbeat_at = clock_timestamp()
    WHERE id = ${job.id} AND status = 'running' AND claimed_at IS NULL
      AND heartbeat_at >= now() - make_interval(secs => ${STALE_AFTER_SECONDS})
    RETURNING id`);
  if (claimed.rows.length === 0) return "skipped";
  const beat = setInterval(() => {
    db.execute(sql`UPDATE commission_jobs SET heartbeat_at = now() WHERE id = ${job.id} AND status = 'running'`).catch((error: unknown) =>
      console.error(`[commissions] job ${job.id}: heartbeat failed:`, error instanceof Error ? error.message : error),
    );
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  beat.unref();
  const succeed = async (tx: Executor, result: CommissionJobResult) => {
    await tx.execute(sql`
      UPDATE commission_jobs SET status = 'succeeded', result = ${JSON.stringify(result)}::jsonb, error = NULL,
        finished_at = clock_timestamp(), heartbeat_at = clock_timestamp()
      WHERE id = ${job.id}`);
  };
  try {
    if (job.kind === "run") {
      await runMonth({ actor: job.actor, input: { month: job.month, trigger: "operator" }, db, beforeCommit: (tx, outcome) => succeed(tx, { kind: "run", outcome }) });
    } else if (job.kind === "preview") {
      const outcome = await runMonth({ actor: job.actor, input: { month: job.month, trigger: "operator", dryRun: true }, db });
      await succeed(db, { kind: "preview", outcome });
    } else if (job.kind === "reconcile") {
      const report = await checkMonthReconciliation({ actor: job.actor, input: { month: job.month }, db });
      await succeed(db, { kind: "reconcile", report });
    } else {
      await closeMonth({
        actor: job.actor,
        input: { month: job.month },
        db,
        onStage: (stage) => recordStage(db, job.id, stage),
        beforeCommit: (tx, closed) =>
          succeed(tx, { kind: "close", month: closed.month, approved: closed.approved, held: closed.held, balanced: closed.reconciliation.ok }),
      });
    }
  } catch (error) {
    const message = isAppError(error) ? (error.userMessage ?? GENERIC_USER_MESSAGE) : GENERIC_USER_MESSAGE;
    if (!isAppError(error)) console.error(`[commissions] job ${job.id} (${job.kind} ${job.month.slice(0, 7)}) failed:`, error);
    await db
      .execute(sql`
        UPDATE commission_jobs SET status = 'failed', error = ${message}, finished_at = clock_timestamp(), heartbeat_at = clock_timestamp()
        WHERE id = ${job.id} AND status <> 'succeeded'`)
      .catch((failure: unknown) => console.error(`[commissions] job ${job.id}: recording its failure failed:`, failure));
  } finally {
    clearInterval(beat);
  }
  return "worked";
}

/**
 * Marks a job failed with INTERRUPTED_JOB_MESSAGE if it is still running: its worker is stopping
 * and its transaction dies with it. A job whose work commits meanwhile still ends "succeeded": the
 * work writes its success inside its own transaction whatever the row says.
 */
export async function markCommissionJobInterrupted(db: Executor, id: number): Promise<void> {
  await db.execute(sql`
    UPDATE commission_jobs SET status = 'failed', error = ${INTERRUPTED_JOB_MESSAGE}, finished_at = clock_timestamp()
    WHERE id = ${id} AND status = 'running'`);
}

/** A stage begins: written at once (autocommit), and added to the job's history with the time (the first is there from the start). */
async function recordStage(db: Executor, id: number, stage: CloseStage): Promise<void> {
  try {
    await db.execute(sql`
      UPDATE commission_jobs SET stage = ${stage}, heartbeat_at = now(),
        stages = CASE WHEN stage = ${stage} THEN stages
                      ELSE stages || jsonb_build_array(jsonb_build_object('stage', ${stage}::text, 'at', clock_timestamp())) END
      WHERE id = ${id} AND status = 'running'`);
  } catch (error) {
    // Progress is for the page; failing to show it must not fail the close.
    console.error(`[commissions] job ${id}: recording stage ${stage} failed:`, error instanceof Error ? error.message : error);
  }
}
