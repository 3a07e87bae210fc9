import "server-only";
import { addMonths, kolkataMonthStart } from "@/lib/time";
import type { Executor } from "@/server/db/connect";
import { isAppError } from "@/server/errors";
import { runMonth, type RunMonthResult } from "@/server/commissions/run-month";
import type { QueueData } from "./queues";
import { SYSTEM_ACTOR } from "@/server/auth/actor";

/** The month a run at `now` is for: the Asia/Kolkata month before the one `now` falls in. */
export function monthToRun(now: Date): string {
  return addMonths(kolkataMonthStart(now), -1);
}

/**
 * One scheduled (or queued) run (queue commissionMonthlyRun in server/jobs/queues.ts). It waits
 * for a run in progress rather than failing; a month that is already closed is not an error for
 * the schedule (an operator got there first). Anything else throws, and pg-boss retries the run.
 */
export async function handleCommissionJob(db: Executor, data: QueueData["commissionMonthlyRun"], now = new Date()): Promise<RunMonthResult | { skipped: string }> {
  const month = data.month ?? monthToRun(now);
  try {
    return await runMonth({ actor: SYSTEM_ACTOR, input: { month, trigger: "schedule" }, wait: true, db });
  } catch (error) {
    if (isAppError(error) && error.code === "conflict") return { skipped: error.userMessage ?? error.message };
    throw error;
  }
}
