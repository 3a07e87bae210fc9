import { adminSecondaryButton } from "@/components/admin/form-feedback";
import { formatShortMonth } from "@/lib/admin/format";
import type { CommissionJob, CommissionJobKind, CommissionJobStage } from "@/server/commissions/commission-job";

type Stage = { stage: CommissionJobStage; label: string };

const CLOSE_STAGES: Stage[] = [
  { stage: "running", label: "Running the month" },
  { stage: "reconciling", label: "Reconciling" },
  { stage: "approving", label: "Approving and holding statements" },
  { stage: "posting", label: "Posting the ledger" },
  { stage: "checking", label: "Checking it still balances" },
];

/** What each kind goes through: a close has five stages, the others one. */
const STAGES: Record<CommissionJobKind, Stage[]> = {
  close: CLOSE_STAGES,
  run: CLOSE_STAGES.slice(0, 1),
  preview: [{ stage: "running", label: "Running the month, to roll it back" }],
  reconcile: [{ stage: "reconciling", label: "Checking every figure" }],
};

const DOING: Record<CommissionJobKind, string> = { run: "Running", close: "Closing", preview: "Previewing", reconcile: "Reconciling" };
/** "The preview of Oct 2026 failed". */
export const JOB_NOUN: Record<CommissionJobKind, string> = { run: "run", close: "close", preview: "preview", reconcile: "reconciliation" };
const RETRY: Record<CommissionJobKind, string> = { run: "Run", close: "Close", preview: "Preview", reconcile: "Reconcile" };
/** How long it takes at full scale, so the operator knows whether to wait or come back. */
const TAKES: Record<CommissionJobKind, string> = {
  close: "A month at full scale takes a few minutes to close.",
  run: "A month at full scale takes a few minutes to close.",
  preview: "At full scale a preview takes up to half a minute; its figures show here when it is done.",
  reconcile: "At full scale a reconciliation takes about a minute; its report shows here when it is done.",
};

/** 75_000 → "1 min 15 s"; 8_000 → "8 s". */
export function formatElapsed(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

/**
 * A job in progress (its stages, done and current, and the time so far), or one that failed with
 * its message and a way to start it again. A finished one shows as the page's figures.
 */
export function JobProgress({ job, pollFailed, onRetry }: { job: CommissionJob; pollFailed: string | null; onRetry?: () => void }) {
  const label = formatShortMonth(job.month);
  const what = `${DOING[job.kind]} ${label}`;
  const stages = STAGES[job.kind];
  const current = stages.findIndex((s) => s.stage === job.stage);
  if (job.status === "failed") {
    return (
      <section role="alert" aria-label={`${what} failed`} className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900">
        <p className="font-semibold">
          The {JOB_NOUN[job.kind]} of {label} failed after {formatElapsed(job.elapsedMs)}{job.kind === "close" ? `, while ${stages[Math.max(0, current)]!.label.toLowerCase()}` : ""}.
        </p>
        <p className="mt-1">{job.error}</p>
        {onRetry ? (
          <button type="button" className={`${adminSecondaryButton} mt-2`} onClick={onRetry}>
            {`${RETRY[job.kind]} ${label} again${job.kind === "close" ? "…" : ""}`}
          </button>
        ) : null}
      </section>
    );
  }
  return (
    <section role="status" aria-label={`${what} in progress`} className="rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
      <p className="flex items-center gap-2 font-semibold">
        <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
        {what}… {stages[Math.max(0, current)]!.label.toLowerCase()} · <span className="tabular-nums">{formatElapsed(job.elapsedMs)}</span>
      </p>
      {stages.length > 1 ? (
        <ol className="mt-2 grid gap-0.5 sm:grid-cols-5 sm:gap-2">
          {stages.map((s, i) => (
            <li key={s.stage} className={i < current ? "text-sky-700" : i === current ? "font-semibold" : "text-sky-900/60"}>
              <span aria-hidden="true">{i < current ? "✓ " : i === current ? "▸ " : "· "}</span>
              {s.label}
              <span className="sr-only">{i < current ? " (done)" : i === current ? " (now)" : " (to come)"}</span>
            </li>
          ))}
        </ol>
      ) : null}
      <p className="mt-2 text-sky-800">
        It goes on on the server{job.kind === "run" || job.kind === "close" ? ": you may leave this page and come back" : ""}{job.startedByName ? ` (started by ${job.startedByName})` : ""}. {TAKES[job.kind]}
      </p>
      {pollFailed ? <p className="mt-1 text-amber-800">Could not read its progress just now ({pollFailed}); trying again.</p> : null}
    </section>
  );
}
