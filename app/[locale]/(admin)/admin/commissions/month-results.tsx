import { formatPaise } from "@/lib/money";
import { formatShortMonth } from "@/lib/admin/format";
import type { RunTotals } from "@/server/commissions/compute-month";
import type { Reconciliation } from "@/server/commissions/reconcile-month";
import { pluralize } from "@/lib/format";

type Figure = { key: keyof RunTotals; label: string; money: boolean };

const FIGURES: Figure[] = [
  { key: "salesCounted", label: "Sales counted", money: false },
  { key: "poolPaise", label: "Base (shop fees)", money: true },
  { key: "commissionPaise", label: "Commission lines", money: true },
  { key: "capExcessPaise", label: "Above the cap (stays with the company)", money: true },
  { key: "adjustmentPaise", label: "Adjustments", money: true },
  { key: "grossPaise", label: "Gross", money: true },
  { key: "tdsPaise", label: "TDS", money: true },
  { key: "netPaise", label: "Net", money: true },
  { key: "carriedInPaise", label: "Carried in", money: true },
  { key: "payablePaise", label: "Payable", money: true },
  { key: "companySharePaise", label: "Company share", money: true },
  { key: "members", label: "Statements", money: false },
  { key: "earners", label: "Members earning", money: false },
  { key: "commissionLines", label: "Lines", money: false },
];

const show = (figure: Figure, totals: RunTotals) => (figure.money ? formatPaise(totals[figure.key]) : totals[figure.key].toLocaleString("en-IN"));

export type RunOutcome = {
  month: string;
  dryRun: boolean;
  runId: number | null;
  runNumber: number | null;
  plan: { version: number };
  totals: RunTotals;
  previous: { runId: number; runNumber: number; totals: RunTotals } | null;
};

/** A preview's or a run's figures, next to the previous run's when the month was run before. */
export function RunFigures({ outcome }: { outcome: RunOutcome }) {
  const previous = outcome.previous?.totals;
  const changed = previous ? FIGURES.filter((f) => previous[f.key] !== outcome.totals[f.key]).length : 0;
  return (
    <section aria-label="Run figures" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <h2 className="font-bold text-stone-900">
        {outcome.dryRun
          ? `Preview of ${formatShortMonth(outcome.month)} — nothing was written`
          : `${formatShortMonth(outcome.month)} run #${outcome.runNumber ?? outcome.runId} saved`}
        <span className="ml-2 text-sm font-normal text-stone-600">plan v{outcome.plan.version}</span>
      </h2>
      {previous ? (
        <p className="mt-1 text-sm text-stone-600">
          {changed === 0 ? `Same figures as the last run (#${outcome.previous!.runNumber ?? outcome.previous!.runId}).` : `${pluralize(changed, "figure differs", "figures differ")} from the last run (#${outcome.previous!.runNumber ?? outcome.previous!.runId}), highlighted.`}
        </p>
      ) : null}
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-96 text-sm">
          <thead className="text-left text-xs text-stone-500 uppercase">
            <tr>
              <th scope="col" className="py-1 pr-4 font-semibold">Figure</th>
              <th scope="col" className="py-1 pr-4 text-right font-semibold">{outcome.dryRun ? "Preview" : "This run"}</th>
              {previous ? <th scope="col" className="py-1 text-right font-semibold">Last run</th> : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {FIGURES.map((figure) => {
              const differs = previous !== undefined && previous[figure.key] !== outcome.totals[figure.key];
              return (
                <tr key={figure.key} className={differs ? "bg-amber-50" : undefined}>
                  <th scope="row" className="py-1 pr-4 text-left font-normal text-stone-700">{figure.label}</th>
                  <td className="py-1 pr-4 text-right tabular-nums">{show(figure, outcome.totals)}</td>
                  {previous ? <td className="py-1 text-right text-stone-500 tabular-nums">{show(figure, previous)}</td> : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Checks named "(… off)" or "(sales over)" count rows; the others compare amounts. */
const isCount = (name: string) => name.includes("(");

/** The reconciliation report: "balanced" when every identity holds, else each check that does not, with its difference. */
export function ReconciliationReport({ report }: { report: Reconciliation }) {
  const failed = report.checks.filter((c) => !c.ok);
  const value = (name: string, n: number) => (isCount(name) ? n.toLocaleString("en-IN") : formatPaise(n));
  return (
    <section aria-label="Reconciliation" className={`rounded-2xl border p-4 shadow-sm ${report.ok ? "border-emerald-200 bg-emerald-50" : "border-rose-200 bg-rose-50"}`}>
      <h2 className={`font-bold ${report.ok ? "text-emerald-900" : "text-rose-900"}`}>
        {report.ok
          ? `${formatShortMonth(report.month)} is balanced: all ${report.checks.length} checks hold.`
          : `${formatShortMonth(report.month)} does not balance: ${failed.length} of ${report.checks.length} checks differ.`}
        <span className="ml-2 text-sm font-normal">({report.status})</span>
      </h2>
      <div className="mt-3 overflow-x-auto rounded-lg bg-white">
        <table className="w-full min-w-[36rem] text-sm">
          <thead className="text-left text-xs text-stone-500 uppercase">
            <tr>
              <th scope="col" className="px-3 py-1.5 font-semibold">Check</th>
              <th scope="col" className="px-3 py-1.5 text-right font-semibold">Left</th>
              <th scope="col" className="px-3 py-1.5 text-right font-semibold">Right</th>
              <th scope="col" className="px-3 py-1.5 text-right font-semibold">Difference</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {report.checks.map((c) => (
              <tr key={c.name} className={c.ok ? undefined : "bg-rose-50 font-semibold text-rose-900"}>
                <th scope="row" className="px-3 py-1.5 text-left font-normal">{c.ok ? "✓ " : "✗ "}{c.name}</th>
                <td className="px-3 py-1.5 text-right tabular-nums">{value(c.name, c.left)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{value(c.name, c.right)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{c.ok ? "—" : value(c.name, c.left - c.right)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {[
          ["Pool", report.figures.poolPaise],
          ["Member commission", report.figures.memberCommissionPaise],
          ["Company share", report.figures.companySharePaise],
          ["Gross", report.figures.grossPaise],
          ["TDS", report.figures.tdsPaise],
          ["Net", report.figures.netPaise],
          ["Paid", report.figures.paidPaise],
          ["Held", report.figures.heldPaise],
        ].map(([label, paise]) => (
          <div key={label as string}>
            <dt className="text-xs text-stone-500">{label}</dt>
            <dd className="tabular-nums">{formatPaise(paise as number)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
