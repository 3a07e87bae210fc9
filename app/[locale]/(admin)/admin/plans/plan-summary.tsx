import { formatRateBp, formatShortMonth } from "@/lib/admin/format";
import { formatPaise } from "@/lib/money";
import type { Plan } from "@/server/commissions/plan";

/** A plan version's rules as a definition list (the plan page and a version's page). */
export function PlanRules({ plan }: { plan: Plan }) {
  const sum = plan.levelSharesBp.reduce((a, b) => a + b, 0);
  const rows: [string, string][] = [
    ["Takes effect from", formatShortMonth(plan.effectiveMonth)],
    ["Level shares", `${plan.levelSharesBp.map((bp, i) => `L${i + 1} ${formatRateBp(bp)}`).join(" · ")} (${formatRateBp(sum)} of the fee)`],
    ["Qualifying purchases", `${formatPaise(plan.qualifyingThresholdPaise)} a month`],
    ["Monthly cap", formatPaise(plan.monthlyCapPaise)],
    ["Minimum payout", formatPaise(plan.minPayoutPaise)],
    ["TDS", `${formatRateBp(plan.tdsRateBp)}, ${formatRateBp(plan.tdsRateNoPanBp)} without PAN, above ${formatPaise(plan.tdsThresholdPaise)} a financial year`],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-stone-600">{label}</dt>
          <dd className="text-stone-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
