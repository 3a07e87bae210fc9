"use client";

import { useRouter } from "@/i18n/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { adminButton, adminInput, adminSecondaryButton } from "@/components/admin/form-feedback";
import { MoneyDialog } from "@/components/admin/money-dialog";
import { formatShortMonth, monthKey } from "@/lib/admin/format";
import { formatPaise } from "@/lib/money";
import type { RunTotals } from "@/server/commissions/compute-month";
import { publishPlanAction, simulatePlanAction } from "../actions";

type Simulation = { month: string; current: RunTotals; simulated: RunTotals };

const ROWS: [keyof RunTotals, string, boolean][] = [
  ["salesCounted", "Sales counted", false],
  ["poolPaise", "Base (shop fees)", true],
  ["earners", "Members earning", false],
  ["commissionPaise", "Commission lines", true],
  ["capExcessPaise", "Above the cap", true],
  ["grossPaise", "Gross", true],
  ["tdsPaise", "TDS", true],
  ["netPaise", "Net", true],
  ["companySharePaise", "Company share", true],
];

/** A draft's two steps: simulate it on a past month (figures only, nothing changes), then publish it. */
export function PlanDraftActions({ planId, version, effectiveMonth, months }: { planId: number; version: number; effectiveMonth: string; months: string[] }) {
  const router = useRouter();
  const [month, setMonth] = useState(months[0] ? monthKey(months[0]) : "");
  const [simulation, setSimulation] = useState<Simulation | null>(null);
  const [monthError, setMonthError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [simulating, startSimulating] = useTransition();
  const [publishing, startPublishing] = useTransition();
  const simulate = () =>
    startSimulating(async () => {
      const answer = await simulatePlanAction({ planId, month });
      if (answer.status === "success") {
        setMonthError(null);
        setSimulation(answer.data);
      } else {
        setMonthError(typeof answer.errors.month === "string" ? answer.errors.month : null);
        toast.error(answer.errors.msg ?? "The simulation failed.");
      }
    });
  const publish = () =>
    startPublishing(async () => {
      const answer = await publishPlanAction({ planId });
      setConfirming(false);
      if (answer.status === "success") {
        toast.success(`Version ${version} is published: it applies from ${formatShortMonth(effectiveMonth)}.`);
        router.refresh();
      } else toast.error(answer.errors.msg ?? "The version could not be published.");
    });
  return (
    <div className="grid gap-5">
      <section aria-labelledby="simulate-title" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
        <h2 id="simulate-title" className="font-bold text-stone-900">Simulate on a past month</h2>
        <p className="mt-1 text-sm text-stone-600">Recomputes the month with this version and rolls it back: the month, closed or open, does not change.</p>
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="simulate-month" className="text-sm font-semibold text-stone-800">Month</label>
            <input id="simulate-month" type="month" list="simulate-months" value={month} onChange={(e) => setMonth(e.target.value)} aria-invalid={Boolean(monthError)} aria-describedby="simulate-month-error" className={`${adminInput} w-44`} />
            <datalist id="simulate-months">{months.map((m) => <option key={m} value={monthKey(m)} />)}</datalist>
          </div>
          <button type="button" className={adminSecondaryButton} disabled={simulating} onClick={simulate}>{simulating ? "Simulating…" : "Simulate"}</button>
        </div>
        {monthError ? <p id="simulate-month-error" role="alert" className="mt-1 text-sm text-rose-700">{monthError}</p> : null}
        {simulation ? (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full min-w-96 text-sm" aria-label={`Simulation of ${formatShortMonth(simulation.month)}`}>
              <thead className="text-left text-xs text-stone-500 uppercase">
                <tr>
                  <th scope="col" className="py-1 pr-4 font-semibold">{formatShortMonth(simulation.month)}</th>
                  <th scope="col" className="py-1 pr-4 text-right font-semibold">Now</th>
                  <th scope="col" className="py-1 pr-4 text-right font-semibold">With v{version}</th>
                  <th scope="col" className="py-1 text-right font-semibold">Change</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {ROWS.map(([key, label, money]) => {
                  const show = (n: number) => (money ? formatPaise(n) : n.toLocaleString("en-IN"));
                  const change = simulation.simulated[key] - simulation.current[key];
                  return (
                    <tr key={key}>
                      <th scope="row" className="py-1 pr-4 text-left font-normal">{label}</th>
                      <td className="py-1 pr-4 text-right tabular-nums">{show(simulation.current[key])}</td>
                      <td className="py-1 pr-4 text-right tabular-nums">{show(simulation.simulated[key])}</td>
                      <td className={`py-1 text-right tabular-nums ${change > 0 ? "text-emerald-800" : change < 0 ? "text-rose-800" : "text-stone-500"}`}>{change === 0 ? "—" : `${change > 0 ? "+" : "−"}${show(Math.abs(change))}`}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
      <section aria-labelledby="publish-title" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
        <h2 id="publish-title" className="font-bold text-stone-900">Publish</h2>
        <p className="mt-1 text-sm text-stone-600">Once published, version {version} applies to {formatShortMonth(effectiveMonth)} and later months and can never be edited.</p>
        <button type="button" className={`${adminButton} mt-3`} onClick={() => setConfirming(true)}>Publish version {version}</button>
      </section>
      <MoneyDialog open={confirming} onClose={() => !publishing && setConfirming(false)} title={`Publish version ${version}?`}>
        <div className="grid gap-3 text-sm text-stone-700">
          <p>From {formatShortMonth(effectiveMonth)}, months will be run with this version. A published version is never edited: a later change is a new version.</p>
          <div className="flex justify-end gap-2">
            <button type="button" className={adminSecondaryButton} onClick={() => setConfirming(false)} disabled={publishing}>Cancel</button>
            <button type="button" className={adminButton} onClick={publish} disabled={publishing}>{publishing ? "Publishing…" : "Publish"}</button>
          </div>
        </div>
      </MoneyDialog>
    </div>
  );
}
