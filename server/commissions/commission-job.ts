import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import type { CloseStage } from "./close-month";
import type { Reconciliation } from "./reconcile-month";
import type { RunMonthResult } from "./run-month";
import { num } from "@/server/db/num";

export type CommissionJobKind = "run" | "close" | "preview" | "reconcile";
export type CommissionJobStage = CloseStage;
export type CommissionJobStatus = "running" | "succeeded" | "failed";

/**
 * What a finished job shows: a run's or a preview's figures (as the run itself answered, the
 * preview's with `dryRun` and no run id), a close's counts, or the reconciliation report.
 */
export type CommissionJobResult =
  | { kind: "run"; outcome: RunMonthResult }
  | { kind: "preview"; outcome: RunMonthResult }
  | { kind: "close"; month: string; approved: number; held: number; balanced: boolean }
  | { kind: "reconcile"; report: Reconciliation };

/**
 * The kinds whose work takes the commission lock: a run and a close write the month; a preview
 * writes it too, in a transaction it rolls back. A reconciliation only reads (one snapshot), so
 * neither waits for the lock nor keeps anyone else from it.
 */
export const LOCKING_JOB_KINDS: readonly CommissionJobKind[] = ["run", "close", "preview"];

/** A job as the console shows it (plain JSON: the page passes it to a client component, the API answers it). */
export type CommissionJob = {
  id: number;
  kind: CommissionJobKind;
  /** YYYY-MM-01 */
  month: string;
  status: CommissionJobStatus;
  stage: CommissionJobStage;
  stages: { stage: CommissionJobStage; at: string }[];
  startedByName: string | null;
  startedAt: string;
  finishedAt: string | null;
  /** From its start to its end, or to now while it runs (the database's clock, not the browser's). */
  elapsedMs: number;
  result: CommissionJobResult | null;
  /** Safe to show the operator. */
  error: string | null;
};

/** How often a working job writes its heartbeat. */
export const HEARTBEAT_MS = 5_000;
/**
 * A running job whose heartbeat is older than this has no process behind it (the instance died or
 * lost the database; PostgreSQL rolled its transaction back): it reads as failed and may be started
 * again. Twelve missed beats, so a busy machine never fails a job that is still working.
 */
export const STALE_AFTER_SECONDS = 60;

export const STALE_JOB_MESSAGE =
  "The server doing this stopped before it finished (it was restarted or lost its database connection). Nothing was saved; start it again.";

/**
 * A job whose worker was stopped (a restart or a deploy) before it finished: the worker says so
 * as it stops, rather than leaving the page to wait a minute for the heartbeat to go stale.
 */
export const INTERRUPTED_JOB_MESSAGE = "The server doing this was stopped (a restart or a deploy) before it finished. Nothing was saved; start it again.";

/** SELECT list and FROM for one job, with a stale running job read as failed. Alias j, its starter u. */
export const JOB_SELECT = sql`
  SELECT j.id, j.kind, j.month::text AS month, j.status, j.stage, j.stages, j.started_at, j.finished_at, j.heartbeat_at,
         j.result, j.error, u.name AS started_by_name,
         (j.status = 'running' AND j.heartbeat_at < now() - make_interval(secs => ${STALE_AFTER_SECONDS})) AS stale,
         extract(epoch FROM clock_timestamp()) * 1000 AS now_ms
  FROM commission_jobs j LEFT JOIN "user" u ON u.id = j.started_by`;

type JobRow = Record<string, unknown>;

const iso = (value: unknown) => new Date(value as string).toISOString();

export function toJob(row: JobRow): CommissionJob {
  const stale = row.stale === true;
  const startedAt = iso(row.started_at);
  const finishedAt = row.finished_at ? iso(row.finished_at) : stale ? iso(row.heartbeat_at) : null;
  const end = finishedAt ? Date.parse(finishedAt) : Number(row.now_ms);
  return {
    id: num(row.id),
    kind: row.kind as CommissionJobKind,
    month: String(row.month),
    status: stale ? "failed" : (row.status as CommissionJobStatus),
    stage: row.stage as CommissionJobStage,
    stages: (row.stages as CommissionJob["stages"] | null) ?? [],
    startedByName: (row.started_by_name as string | null) ?? null,
    startedAt,
    finishedAt,
    elapsedMs: Math.max(0, Math.round(end - Date.parse(startedAt))),
    result: (row.result as CommissionJobResult | null) ?? null,
    error: stale ? STALE_JOB_MESSAGE : ((row.error as string | null) ?? null),
  };
}

export async function selectJob(db: Executor, where: SQL): Promise<CommissionJob | null> {
  const { rows } = await db.execute<JobRow>(sql`${JOB_SELECT} WHERE ${where} ORDER BY j.id DESC LIMIT 1`);
  return rows[0] ? toJob(rows[0]) : null;
}

const DOING: Record<CommissionJobKind, string> = { run: "running", close: "closing", preview: "previewing", reconcile: "reconciling" };

/** "closing 2026-10" / "previewing 2026-10": the job in a sentence. */
export function describeJob(job: Pick<CommissionJob, "kind" | "month">): string {
  return `${DOING[job.kind]} ${job.month.slice(0, 7)}`;
}
