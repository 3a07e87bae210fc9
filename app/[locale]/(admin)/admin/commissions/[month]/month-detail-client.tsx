"use client";

import type { CommissionJob } from "@/server/commissions/commission-job";
import { MonthButtons, useMonthActions } from "../month-actions-client";

/** A month page's actions (preview, run again, reconcile, close) with their progress and results under them. */
export function MonthDetailActions({ month, status, job }: { month: string; status: "open" | "closed" | "not run"; job: CommissionJob | null }) {
  const actions = useMonthActions(job);
  return (
    <div className="grid gap-4">
      <MonthButtons month={month} status={status} actions={actions} />
      {actions.panels}
    </div>
  );
}
