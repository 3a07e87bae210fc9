import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { AppError } from "@/server/errors";
import {
  type CommissionJob,
  type CommissionJobKind,
  describeJob,
  LOCKING_JOB_KINDS,
  selectJob,
  STALE_AFTER_SECONDS,
  STALE_JOB_MESSAGE,
} from "./commission-job";
import { enqueue } from "@/server/jobs/enqueue";
import { type Actor, assertRole } from "@/server/auth/actor";
import { num } from "@/server/db/num";
import { parseMonth } from "@/server/commissions/commission-month";
import { takeCommissionLock } from "@/server/commissions/commission-lock";

export type StartedCommissionJob = { job: CommissionJob };

/**
 * Starts a run, a close, a preview or a reconciliation of a month from the console (operators only)
 * and returns at once: the job is recorded and, in the same transaction, queued for a worker
 * process (server/jobs/, work-commission-job.ts), while the page polls its progress. A start that
 * fails queues nothing; a recorded job is always queued. The console does one job at a time: a
 * second start while a job is running — of any kind, from any instance, or a double click — is
 * refused with what is running. A run, a close or a preview is also refused while the CLI, the
 * schedule or a payout batch holds the commission lock; a reconciliation, which only reads, is not
 * (docs/decisions/091-preview-and-reconcile-as-jobs.md). A job whose process died is marked
 * failed here first, so it never blocks the next start (docs/decisions/115-commission-jobs-on-the-worker.md).
 */
export async function startCommissionJob(options: { actor: Actor | undefined; input: { kind: CommissionJobKind; month: string }; db: Executor }): Promise<StartedCommissionJob> {
  assertRole(options.actor, "operator");
  const actor = options.actor;
  const month = parseMonth(options.input.month);
  const id = await options.db.transaction(async (tx) => {
    await tx.execute(sql`
      UPDATE commission_jobs SET status = 'failed', error = ${STALE_JOB_MESSAGE}, finished_at = heartbeat_at
      WHERE status = 'running' AND heartbeat_at < now() - make_interval(secs => ${STALE_AFTER_SECONDS})`);
    const running = await selectJob(tx, sql`j.status = 'running'`);
    if (running) throw busy(running);
    // Refused now rather than as a failed job a moment later: the CLI, the schedule or a payout
    // batch is at work. The lock is released at commit; the job takes it again for its transaction.
    if (LOCKING_JOB_KINDS.includes(options.input.kind)) await takeCommissionLock(tx);
    const stage = options.input.kind === "reconcile" ? "reconciling" : "running";
    const { rows } = await tx.execute<{ id: string }>(sql`
      INSERT INTO commission_jobs (kind, month, started_by, stage, stages)
      VALUES (${options.input.kind}, ${month}::date, ${actor.userId}, ${stage}, jsonb_build_array(jsonb_build_object('stage', ${stage}::text, 'at', now())))
      ON CONFLICT DO NOTHING
      RETURNING id`);
    if (!rows[0]) return null;
    const jobId = num(rows[0].id);
    await enqueue(tx, "commissionConsoleJob", { jobId, kind: options.input.kind, month, actor });
    return jobId;
  });
  if (id === null) {
    // Another instance inserted its job between our check and our insert.
    const running = await selectJob(options.db, sql`j.status = 'running'`);
    throw busy(running);
  }
  const job = (await selectJob(options.db, sql`j.id = ${id}`))!;
  return { job };
}

function busy(running: CommissionJob | null): AppError {
  const what = running ? `${describeJob(running)}${running.startedByName ? `, started by ${running.startedByName}` : ""}` : "doing another commission job";
  return new AppError("conflict", {
    message: `commission job in progress: ${running?.id ?? "?"}`,
    userMessage: `The console is already ${what}. Wait for it to finish: its progress shows on the commission pages.`,
  });
}
