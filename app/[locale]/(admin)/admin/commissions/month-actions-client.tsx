"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { adminButton, adminSecondaryButton } from "@/components/admin/form-feedback";
import { MoneyDialog } from "@/components/admin/money-dialog";
import { formatShortMonth, monthKey } from "@/lib/admin/format";
import type { Reconciliation } from "@/server/commissions/reconcile-month";
import { closeMonthAction, previewMonthAction, reconcileMonthAction, runMonthAction } from "./actions";
import { ReconciliationReport, RunFigures, type RunOutcome } from "./month-results";

type Busy = { action: "preview" | "run" | "reconcile" | "close"; month: string } | null;
type Result = { kind: "run"; outcome: RunOutcome } | { kind: "reconcile"; report: Reconciliation } | null;

const VERB = { preview: "Previewing", run: "Running", reconcile: "Reconciling", close: "Closing" } as const;

/**
 * The four month operations, shared by the months list and a month's page: each calls its server
 * action, shows what is in progress (a run at full scale takes tens of seconds), the engine's refusal
 * as a toast (another run in progress, months out of order, figures changed), and the result.
 */
export function useMonthActions() {
  const router = useRouter();
  const [busy, setBusy] = useState<Busy>(null);
  const [result, setResult] = useState<Result>(null);
  const [closing, setClosing] = useState<string | null>(null);
  const [, startTransition] = useTransition();

  const perform = (action: NonNullable<Busy>["action"], month: string) => {
    if (busy) return;
    setBusy({ action, month });
    startTransition(async () => {
      try {
        const input = { month: monthKey(month) };
        if (action === "reconcile") {
          const answer = await reconcileMonthAction(input);
          if (answer.status === "success") setResult({ kind: "reconcile", report: answer.data });
          else toast.error(answer.errors.msg ?? "The month could not be reconciled.");
        } else if (action === "close") {
          const answer = await closeMonthAction(input);
          setClosing(null);
          if (answer.status === "success") {
            toast.success(`${formatShortMonth(month)} is closed: ${answer.data.approved} statements approved, ${answer.data.held} held.`);
            setResult(null);
          } else toast.error(answer.errors.msg ?? "The month could not be closed.");
        } else {
          const answer = await (action === "preview" ? previewMonthAction(input) : runMonthAction(input));
          if (answer.status === "success") {
            setResult({ kind: "run", outcome: answer.data });
            if (action === "run") toast.success(`${formatShortMonth(month)} run #${answer.data.runId} saved.`);
          } else toast.error(answer.errors.msg ?? answer.errors.month ?? "The month could not be run.");
        }
        if (action !== "preview" && action !== "reconcile") router.refresh();
      } finally {
        setBusy(null);
      }
    });
  };

  return {
    busy,
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
            {VERB[busy.action]} {formatShortMonth(busy.month)}… {busy.action === "reconcile" ? "" : "A month at full scale takes up to a minute; keep this page open."}
          </p>
        ) : null}
        {result?.kind === "run" ? <RunFigures outcome={result.outcome} /> : null}
        {result?.kind === "reconcile" ? <ReconciliationReport report={result.report} /> : null}
        <MoneyDialog open={closing !== null} onClose={() => busy?.action !== "close" && setClosing(null)} title={closing ? `Close ${formatShortMonth(closing)}?` : "Close month"}>
          <div className="grid gap-3 text-sm text-stone-700">
            <p>Closing runs the month once more, checks that it reconciles, approves the statements (or holds those below the minimum payout or without KYC) and credits members in the ledger.</p>
            <p className="font-semibold text-stone-900">A closed month never changes. Later corrections become adjustments in the next open month.</p>
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" className={adminSecondaryButton} onClick={() => setClosing(null)} disabled={busy?.action === "close"}>Cancel</button>
              <button type="button" className={`${adminButton} bg-rose-700 hover:bg-rose-800`} disabled={busy !== null} onClick={() => closing && perform("close", closing)}>
                {busy?.action === "close" ? "Closing…" : `Close ${closing ? formatShortMonth(closing) : ""} for good`}
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
  const disabled = actions.busy !== null;
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
