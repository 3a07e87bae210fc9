import "server-only";
import { sql } from "drizzle-orm";
import { kolkataDate } from "@/lib/time";
import { SYSTEM_ACTOR } from "@/server/auth/actor";
import type { Executor } from "@/server/db/connect";
import { listAttentionQueues } from "@/server/overview/list-attention-queues";
import { createNotifications } from "./create-notifications";

/** Every operator's user id (role holds comma-separated roles). */
const OPERATORS = sql`SELECT id FROM "user" WHERE 'operator' = ANY (string_to_array(coalesce(role, ''), ',')) AND banned IS NOT TRUE`;

/**
 * The operators' daily digest of what waits (docs/product.md#notifications): grievances past their
 * 48-hour acknowledgement clock or within a day of it, failed payout lines, months to run and to
 * close. Once a day (the India date names the event); a promotional-style digest, so its SMS
 * waits out the quiet hours. Nothing waiting, nothing sent.
 */
export async function notifyOperatorDigest({ db, now = new Date() }: { db: Executor; now?: Date }): Promise<{ told: number }> {
  const queues = await listAttentionQueues({ actor: SYSTEM_ACTOR, db, now });
  const { rows } = await db.execute<{ due: string }>(sql`
    SELECT count(*)::text AS due FROM (
      SELECT created_at FROM contact_messages WHERE status = 'new'
      UNION ALL SELECT created_at FROM fraud_reports WHERE status = 'new') g
    WHERE created_at + interval '48 hours' >= ${now.toISOString()}::timestamptz
      AND created_at + interval '48 hours' < ${now.toISOString()}::timestamptz + interval '24 hours'`);
  const params = {
    grievancesOverdue: queues.contactMessages.overdue + queues.fraudReports.overdue,
    grievancesDue: Number(rows[0]?.due ?? 0),
    failedPayoutLines: queues.failedPayoutLines,
    monthsToRun: queues.monthsToClose.filter((m) => m.state === "not_run").length,
    monthsToClose: queues.monthsToClose.filter((m) => m.state === "run_not_closed").length,
  };
  if (Object.values(params).every((n) => n === 0)) return { told: 0 };
  const told = await createNotifications(db, {
    now,
    select: sql`SELECT id AS user_id, 'operator_digest' AS kind, ${`operator_digest:${kolkataDate(now)}`}::text AS event_key, ${JSON.stringify(params)}::jsonb AS params, '/admin' AS link FROM (${OPERATORS}) o`,
  });
  return { told };
}

/**
 * Tells the operators that a background job failed: at most once an hour per queue, so a job that
 * fails every minute does not fill their bell.
 */
export async function notifyJobFailed({ db, queue, error, now = new Date() }: { db: Executor; queue: string; error: unknown; now?: Date }): Promise<number> {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300);
  const hour = now.toISOString().slice(0, 13);
  return createNotifications(db, {
    now,
    select: sql`SELECT id AS user_id, 'job_failed' AS kind, ${`job_failed:${queue}:${hour}`}::text AS event_key,
                       jsonb_build_object('job', ${queue}::text, 'error', ${reason}::text) AS params, '/admin' AS link FROM (${OPERATORS}) o`,
  });
}
