import "server-only";
import PgBoss from "pg-boss";
import { addMonths, kolkataMonthStart } from "@/lib/time";
import type { Executor } from "@/server/db/connect";
import { isAppError } from "@/server/errors";
import { runMonth, type RunMonthResult } from "@/server/commissions/run-month";

/** The queue of monthly commission runs, and its schedule: the 1st of each month at 02:00 in India. */
export const COMMISSION_RUN_QUEUE = "commission-monthly-run";
export const COMMISSION_RUN_CRON = "0 2 1 * *";
export const COMMISSION_RUN_TIME_ZONE = "Asia/Kolkata";

/** The month a run at `now` is for: the Asia/Kolkata month before the one `now` falls in. */
export function monthToRun(now: Date): string {
  return addMonths(kolkataMonthStart(now), -1);
}

export type CommissionJob = { month?: string };

/**
 * One scheduled (or queued) run. It waits for a run in progress rather than failing; a month that
 * is already closed is not an error for the schedule (an operator got there first).
 */
export async function handleCommissionJob(db: Executor, data: CommissionJob, now = new Date()): Promise<RunMonthResult | { skipped: string }> {
  const month = data.month ?? monthToRun(now);
  try {
    return await runMonth({ month, trigger: "schedule", wait: true, db });
  } catch (error) {
    if (isAppError(error) && error.code === "conflict") return { skipped: error.userMessage ?? error.message };
    throw error;
  }
}

/**
 * Starts the PostgreSQL-backed queue (pg-boss, its own `pgboss` schema), registers the monthly
 * schedule and works the queue one job at a time. Several workers may run: pg-boss hands each job
 * to one of them, and the commission lock keeps runs one at a time anyway.
 */
export async function startCommissionWorker(options: { connectionString: string; db: Executor; log?: (line: string) => void }) {
  const log = options.log ?? ((line: string) => console.log(line));
  const boss = new PgBoss({ connectionString: options.connectionString, max: 2 });
  boss.on("error", (error) => log(`[worker] queue error: ${error.message}`));
  await boss.start();
  await boss.createQueue(COMMISSION_RUN_QUEUE);
  await boss.schedule(COMMISSION_RUN_QUEUE, COMMISSION_RUN_CRON, {}, { tz: COMMISSION_RUN_TIME_ZONE, retryLimit: 3, retryDelay: 300 });
  await boss.work<CommissionJob>(COMMISSION_RUN_QUEUE, { batchSize: 1 }, async (jobs) => {
    for (const job of jobs) {
      const result = await handleCommissionJob(options.db, job.data ?? {});
      log("skipped" in result
        ? `[worker] commission run skipped: ${result.skipped}`
        : `[worker] commission run ${result.runId} for ${result.month.slice(0, 7)}: ${result.totals.members} statements, gross ${result.totals.grossPaise} paise`);
    }
  });
  log(`[worker] commission runs scheduled "${COMMISSION_RUN_CRON}" ${COMMISSION_RUN_TIME_ZONE}`);
  return { boss, stop: () => boss.stop({ graceful: true, wait: true }) };
}
