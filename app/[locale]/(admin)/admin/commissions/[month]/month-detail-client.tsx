"use client";

import { MonthButtons, useMonthActions } from "../month-actions-client";

/** A month page's actions (preview, run again, reconcile, close) with their results under them. */
export function MonthDetailActions({ month, status }: { month: string; status: "open" | "closed" | "not run" }) {
  const actions = useMonthActions();
  return (
    <div className="grid gap-4">
      <MonthButtons month={month} status={status} actions={actions} />
      {actions.panels}
    </div>
  );
}
