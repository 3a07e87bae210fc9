"use client";

import { useState } from "react";
import { adminButton, adminInput, adminSecondaryButton } from "@/components/admin/form-feedback";
import { MoneyStatusBadge } from "@/components/admin/money-status-badge";
import { Link } from "@/i18n/navigation";
import { formatKolkataDateTime, formatShortMonth, monthKey } from "@/lib/admin/format";
import { formatPaise } from "@/lib/money";
import type { CommissionJob } from "@/server/commissions/commission-job";
import type { CommissionCalendar } from "@/server/commissions/get-commission-calendar";
import type { CommissionMonthRow } from "@/server/commissions/list-commission-months";
import { MonthButtons, useMonthActions } from "./month-actions-client";

/** /admin/commissions: pick a month to preview or run, and the months already run with their figures and actions. */
export function CommissionMonthsClient({ months, calendar, job }: { months: CommissionMonthRow[]; calendar: CommissionCalendar; job: CommissionJob | null }) {
  const actions = useMonthActions(job);
  const suggested = calendar.unrun[0] ?? calendar.nextToClose ?? months[0]?.month ?? "";
  const [month, setMonth] = useState(suggested ? monthKey(suggested) : "");
  const [error, setError] = useState<string | null>(null);
  const known = new Map(months.map((m) => [monthKey(m.month), m.status]));
  const pick = (run: (m: string) => void) => () => {
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return setError("Enter the month as YYYY-MM.");
    setError(null);
    run(`${month}-01`);
  };
  return (
    <div className="grid gap-5">
      <section aria-labelledby="run-title" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
        <h2 id="run-title" className="font-bold text-stone-900">Preview or run a month</h2>
        <p className="mt-1 text-sm text-stone-600">
          A preview computes every line and statement and rolls them back. A run saves them; running an open month again replaces its figures.
          {calendar.nextToClose ? ` Next to close: ${formatShortMonth(calendar.nextToClose)}.` : ""}
        </p>
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="run-month" className="text-sm font-semibold text-stone-800">Month</label>
            <input
              id="run-month"
              type="month"
              value={month}
              onChange={(event) => setMonth(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby="run-month-error"
              className={`${adminInput} w-44`}
            />
          </div>
          <button type="button" className={adminSecondaryButton} disabled={actions.disabled} onClick={pick(actions.preview)}>Preview month</button>
          <button type="button" className={adminButton} disabled={actions.disabled || known.get(month) === "closed"} onClick={pick(actions.run)}>
            {known.get(month) === "open" ? "Run month again" : "Run month"}
          </button>
        </div>
        {error ? <p id="run-month-error" role="alert" className="mt-1 text-sm text-rose-700">{error}</p> : null}
        {calendar.unrun.length > 0 ? (
          <p className="mt-3 text-sm text-stone-700">
            Months with sales not run yet:{" "}
            {calendar.unrun.map((m) => (
              <button key={m} type="button" onClick={() => setMonth(monthKey(m))} className="mr-1.5 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-800 ring-1 ring-sky-200 hover:bg-sky-100">
                {formatShortMonth(m)}
              </button>
            ))}
          </p>
        ) : null}
      </section>

      {actions.panels}

      <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
        <table className="w-full min-w-[64rem] text-sm">
          <caption className="sr-only">Commission months</caption>
          <thead className="bg-stone-50 text-left text-xs text-stone-500 uppercase">
            <tr>
              {["Month", "Status", "Sales", "Base", "Gross", "TDS", "Net", "Paid", "Held", "Last run", "Actions"].map((h) => (
                <th key={h} scope="col" className={`px-3 py-2 font-semibold ${["Sales", "Base", "Gross", "TDS", "Net", "Paid", "Held"].includes(h) ? "text-right" : ""}`}>{h}</th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {months.length === 0 ? (
              <tr>
                <td colSpan={11} className="px-3 py-8 text-center text-stone-500">No month has been run yet. Preview or run the first month with sales above.</td>
              </tr>
            ) : (
              months.map((m) => (
                <tr key={m.month} className="align-top hover:bg-stone-50">
                  <th scope="row" className="px-3 py-2 text-left font-semibold whitespace-nowrap">
                    <Link href={`/admin/commissions/${monthKey(m.month)}`} className="text-brand-700 hover:underline">{formatShortMonth(m.month)}</Link>
                    <span className="block text-xs font-normal text-stone-500">plan v{m.planVersion ?? "—"}</span>
                  </th>
                  <td className="px-3 py-2"><MoneyStatusBadge status={m.status} /></td>
                  <td className="px-3 py-2 text-right tabular-nums">{m.totals?.salesCounted.toLocaleString("en-IN") ?? "—"}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{m.totals ? formatPaise(m.totals.poolPaise) : "—"}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{m.totals ? formatPaise(m.totals.grossPaise) : "—"}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{m.totals ? formatPaise(m.totals.tdsPaise) : "—"}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{m.totals ? formatPaise(m.totals.netPaise) : "—"}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{m.members?.paid.toLocaleString("en-IN") ?? "—"}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{m.members?.held.toLocaleString("en-IN") ?? "—"}</td>
                  <td className="px-3 py-2 text-xs whitespace-nowrap text-stone-600">
                    {formatKolkataDateTime(m.lastRunAt)}
                    {m.closedAt ? <span className="block">closed {formatKolkataDateTime(m.closedAt)}</span> : null}
                  </td>
                  <td className="px-3 py-2"><MonthButtons month={m.month} status={m.status} actions={actions} compact /></td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
