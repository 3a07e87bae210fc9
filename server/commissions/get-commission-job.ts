import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { AppError } from "@/server/errors";
import { type CommissionJob, selectJob } from "./commission-job";
import { type Actor, assertRole } from "@/server/auth/actor";
import { parseMonth } from "@/server/commissions/commission-month";

/** One commission job with its progress (operators only); the console polls it while it runs. */
export async function getCommissionJob(options: { actor: Actor | undefined; input: { id: number }; db: Executor }): Promise<CommissionJob> {
  assertRole(options.actor, "operator");
  const job = await selectJob(options.db, sql`j.id = ${options.input.id}`);
  if (!job) throw new AppError("not_found", { userMessage: "No such commission job." });
  return job;
}

/** Jobs whose result is only shown, never written: a month's page keeps showing the latest one. */
const SHOWN_RESULT_KINDS: readonly CommissionJob["kind"][] = ["preview", "reconcile"];

/**
 * The job a commission page should show when it opens (operators only): the one running now (any
 * month, any kind); else, for the months list, the console's latest job if it was a finished preview
 * or reconciliation; else, for a month's page, its latest job if that failed and the month is still
 * open — so a reload, another operator or another instance sees the work in progress, and a failure
 * stays in view with its message until the next job of the month — or if it was a finished preview
 * or reconciliation, whose figures were written nowhere else (a run's and a close's are the page's
 * own figures). Such a result stays until the month's next job.
 */
export async function getCurrentCommissionJob(options: { actor: Actor | undefined; input?: { month?: string }; db: Executor }): Promise<CommissionJob | null> {
  assertRole(options.actor, "operator");
  const running = await selectJob(options.db, sql`j.status = 'running'`);
  if (running && running.status === "running") return running;
  if (!options.input?.month) {
    // The months list: the console's latest job, when it was a finished preview or reconciliation.
    const latest = await selectJob(options.db, sql`true`);
    return latest?.status === "succeeded" && SHOWN_RESULT_KINDS.includes(latest.kind) ? latest : running;
  }
  const month = parseMonth(options.input?.month);
  const latest = await selectJob(options.db, sql`j.month = ${month}::date`);
  if (!latest) return null;
  if (latest.status === "succeeded") return SHOWN_RESULT_KINDS.includes(latest.kind) ? latest : null;
  if (latest.status !== "failed") return null;
  const { rows } = await options.db.execute<{ closed: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM commission_months WHERE month = ${month}::date AND status = 'closed') AS closed`,
  );
  return rows[0]?.closed ? null : latest;
}
