"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { toast } from "sonner";
import useSWR from "swr";
import { adminButton, adminSecondaryButton } from "@/components/admin/form-feedback";
import { MoneyDialog } from "@/components/admin/money-dialog";
import type { ApiResponse } from "@/lib/api/envelope";
import { formatIstDateTime, formatShortMonth, monthKey } from "@/lib/admin/format";
import type { CommissionJob } from "@/server/commissions/commission-job";
import type { Reconciliation } from "@/server/commissions/reconcile-month";
import { closeMonthAction, previewMonthAction, reconcileMonthAction, runMonthAction } from "./actions";
import { JOB_NOUN, JobProgress } from "./job-progress";
import { ReconciliationReport, RunFigures, type RunOutcome } from "./month-results";

type Action = CommissionJob["kind"];
type Busy = { action: Action; month: string } | null;
type Result = { kind: "run"; outcome: RunOutcome } | { kind: "reconcile"; report: Reconciliation } | null;

const VERB = { preview: "Starting the preview of", run: "Starting the run of", reconcile: "Starting the reconciliation of", close: "Starting the close of" } as const;
const START = { preview: previewMonthAction, run: runMonthAction, reconcile: reconcileMonthAction, close: closeMonthAction } as const;
const REFUSED = { preview: "previewed", run: "run", reconcile: "reconciled", close: "closed" } as const;
/** How often the page asks how a running job is doing (one small indexed query). */
const POLL_MS = 1_000;

class JobReadError extends Error {}

/** A finished preview's or reconciliation's figures: what the page shows for it. */
function shownResult(job: CommissionJob | null): Result {
  if (job?.status !== "succeeded") return null;
  if (job.result?.kind === "preview") return { kind: "run", outcome: job.result.outcome };
  if (job.result?.kind === "reconcile") return { kind: "reconcile", report: job.result.report };
  return null;
}

async function fetchJob(url: string): Promise<CommissionJob> {
  const response = await fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" }, cache: "no-store" });
  const body = (await response.json().catch(() => null)) as ApiResponse<CommissionJob> | null;
  if (body?.status !== "success") throw new JobReadError(body?.errors.msg ?? `HTTP ${response.status}`);
  return body.data;
}

/**
 * The month operations, shared by the months list and a month's page. Each starts a job (at full
 * scale a preview takes up to half a minute, a reconciliation a minute, a close minutes: longer than
 * a proxy keeps a request open): the page polls its stage and elapsed time, says when it is done (a
 * toast and the figures: the preview's or the run's next to the last run's, the reconciliation
 * report) or why it failed, and offers to try again. A page opened, or reloaded, while a job runs
 * shows that job (`initialJob`, from the server); a month's page opened after a preview or a
 * reconciliation shows its figures, with when they were made, until the month's next job.
 */
export function useMonthActions(initialJob: CommissionJob | null = null) {
  const router = useRouter();
  const [busy, setBusy] = useState<Busy>(null);
  const [result, setResult] = useState<Result>(() => shownResult(initialJob));
  const [closing, setClosing] = useState<string | null>(null);
  const [started, setStarted] = useState<CommissionJob | null>(null);
  const [finished, setFinished] = useState<CommissionJob | null>(null);
  const announced = useRef(new Set<number>());
  const [, startTransition] = useTransition();

  const announce = (done: CommissionJob) => {
    const label = formatShortMonth(done.month);
    if (done.status === "failed") {
      toast.error(done.error ?? `The ${JOB_NOUN[done.kind]} of ${label} failed.`);
    } else if (done.result?.kind === "preview") {
      setResult({ kind: "run", outcome: done.result.outcome });
      toast.success(`The preview of ${label} is ready: nothing was written.`);
    } else if (done.result?.kind === "reconcile") {
      setResult({ kind: "reconcile", report: done.result.report });
      toast.success(`The reconciliation of ${label} is ready.`);
    } else if (done.result?.kind === "run") {
      setResult({ kind: "run", outcome: done.result.outcome });
      toast.success(`${label} run #${done.result.outcome.runNumber ?? done.result.outcome.runId} saved.`);
    } else if (done.result?.kind === "close") {
      setResult(null);
      toast.success(`${label} is closed: ${done.result.approved} statements approved, ${done.result.held} held.`);
    }
  };

  // The newest job this page knows of: one it started, or the one the server rendered.
  const known = started && (!initialJob || started.id >= initialJob.id) ? started : initialJob;
  const polling = known?.status === "running" && finished?.id !== known.id;
  const { data: polled, error: pollError } = useSWR(polling ? `/api/v1/admin/commissions/jobs/${known.id}` : null, fetchJob, {
    refreshInterval: POLL_MS,
    revalidateOnFocus: true,
    dedupingInterval: POLL_MS / 2,
    onSuccess: (job) => {
      if (job.status === "running" || announced.current.has(job.id)) return;
      announced.current.add(job.id);
      setFinished(job);
      announce(job);
      // A preview or a reconciliation changed nothing the page shows.
      if (job.kind === "run" || job.kind === "close") router.refresh();
    },
  });
  const job = known && finished?.id === known.id ? finished : known && polled?.id === known.id ? polled : known;
  // Figures of an earlier visit's job, not of one this page started: say when they were made.
  const earlier = !started && !busy && result && shownResult(initialJob) ? initialJob : null;
  const jobRunning = job?.status === "running";

  const perform = (action: Action, month: string) => {
    if (busy || jobRunning) return;
    setBusy({ action, month });
    startTransition(async () => {
      try {
        const answer = await START[action]({ month: monthKey(month) });
        setClosing(null);
        if (answer.status === "success") {
          setResult(null);
          setStarted(answer.data);
        } else {
          toast.error(answer.errors.msg ?? answer.errors.month ?? `The month could not be ${REFUSED[action]}.`);
          // Another operator's job, or the CLI's run: the page shows what is going on.
          router.refresh();
        }
      } finally {
        setBusy(null);
      }
    });
  };

  const disabled = busy !== null || jobRunning;
  return {
    busy,
    disabled,
    result,
    preview: (month: string) => perform("preview", month),
    run: (month: string) => perform("run", month),
    reconcile: (month: string) => perform("reconcile", month),
    askClose: (month: string) => setClosing(month),
    panels: (
      <>
        {busy ? (
          <p role="status" className="flex items-center gap-2 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
            <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
            {VERB[busy.action]} {formatShortMonth(busy.month)}…
          </p>
        ) : null}
        {job && job.status !== "succeeded" ? (
          <JobProgress job={job} pollFailed={pollError ? String((pollError as Error).message) : null} onRetry={disabled ? undefined : () => (job.kind === "close" ? setClosing(job.month) : perform(job.kind, job.month))} />
        ) : null}
        {earlier ? (
          <p className="text-sm text-stone-600">
            The {JOB_NOUN[earlier.kind]} of {formatShortMonth(earlier.month)} made {earlier.finishedAt ? `at ${formatIstDateTime(earlier.finishedAt)}` : "earlier"}
            {earlier.startedByName ? ` by ${earlier.startedByName}` : ""}; start it again for the figures as they are now.
          </p>
        ) : null}
        {result?.kind === "run" ? <RunFigures outcome={result.outcome} /> : null}
        {result?.kind === "reconcile" ? <ReconciliationReport report={result.report} /> : null}
        <MoneyDialog open={closing !== null} onClose={() => busy?.action !== "close" && setClosing(null)} title={closing ? `Close ${formatShortMonth(closing)}?` : "Close month"}>
          <div className="grid gap-3 text-sm text-stone-700">
            <p>Closing runs the month once more, checks that it reconciles, approves the statements (or holds those below the minimum payout or without KYC) and credits members in the ledger.</p>
            <p>At full scale this takes a few minutes. It goes on in the background: this page shows its progress, and you may leave it and come back.</p>
            <p className="font-semibold text-stone-900">A closed month never changes. Later corrections become adjustments in the next open month.</p>
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" className={adminSecondaryButton} onClick={() => setClosing(null)} disabled={busy?.action === "close"}>Cancel</button>
              <button type="button" className={`${adminButton} bg-rose-700 hover:bg-rose-800`} disabled={disabled} onClick={() => closing && perform("close", closing)}>
                {busy?.action === "close" ? "Starting…" : `Close ${closing ? formatShortMonth(closing) : ""} for good`}
              </button>
            </div>
          </div>
        </MoneyDialog>
      </>
    ),
  };
}

/** Buttons for one month: preview and run while open, reconcile always, close while open. */
export function MonthButtons({ month, status, actions, compact = false }: { month: string; status: "open" | "closed" | "not run"; actions: ReturnType<typeof useMonthActions>; compact?: boolean }) {
  const label = formatShortMonth(month);
  const disabled = actions.disabled;
  const size = compact ? "min-h-8 px-2.5 text-xs" : "";
  return (
    <div className="flex flex-wrap gap-1.5">
      {status !== "closed" ? (
        <>
          <button type="button" aria-label={`Preview ${label}`} className={`${adminSecondaryButton} ${size}`} disabled={disabled} onClick={() => actions.preview(month)}>Preview</button>
          <button type="button" aria-label={`${status === "open" ? "Run again" : "Run"} ${label}`} className={`${adminSecondaryButton} ${size}`} disabled={disabled} onClick={() => actions.run(month)}>
            {status === "open" ? "Run again" : "Run"}
          </button>
        </>
      ) : null}
      {status !== "not run" ? (
        <button type="button" aria-label={`Reconcile ${label}`} className={`${adminSecondaryButton} ${size}`} disabled={disabled} onClick={() => actions.reconcile(month)}>Reconcile</button>
      ) : null}
      {status === "open" ? (
        <button type="button" aria-label={`Close ${label}`} className={`${adminSecondaryButton} ${size} border-rose-300 text-rose-800 hover:bg-rose-50`} disabled={disabled} onClick={() => actions.askClose(month)}>Close…</button>
      ) : null}
    </div>
  );
}
