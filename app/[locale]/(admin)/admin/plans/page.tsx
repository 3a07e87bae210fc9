import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { MoneyStatusBadge } from "@/components/admin/money-status-badge";
import { Link } from "@/i18n/navigation";
import { formatRateBp, formatKolkataDateTime, formatShortMonth, monthKey } from "@/lib/admin/format";
import { formatPaise } from "@/lib/money";
import { addMonths, kolkataMonthStart } from "@/lib/time";
import type { AdminPlanForm } from "@/lib/validation/admin-plans";
import { requireOperatorPage } from "@/server/auth/guards";
import { listCommissionPlans } from "@/server/commissions/list-commission-plans";
import { db } from "@/server/db/client";
import { NewPlanForm } from "./new-plan-client";

export const metadata: Metadata = { title: "Commission plans" };

const rupees = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));
const percent = (bp: number) => String(bp / 100);

/** /admin/plans: every plan version, and a form for the next one (prefilled from the newest version). */
export default async function PlansPage() {
  const actor = await requireOperatorPage();
  const { plans, lastClosed } = await listCommissionPlans({ actor, db });
  const base = plans.find((p) => p.status === "published") ?? plans[0];
  const nextMonth = addMonths(kolkataMonthStart(new Date()), 1);
  const firstAllowed = lastClosed && addMonths(lastClosed, 1) > nextMonth ? addMonths(lastClosed, 1) : nextMonth;
  const defaults: AdminPlanForm = {
    effectiveMonth: monthKey(firstAllowed),
    levelShares: base ? base.levelSharesBp.map(percent).join(", ") : "",
    qualifyingThreshold: base ? rupees(base.qualifyingThresholdPaise) : "",
    monthlyCap: base ? rupees(base.monthlyCapPaise) : "",
    minPayout: base ? rupees(base.minPayoutPaise) : "",
    tdsRate: base ? percent(base.tdsRateBp) : "",
    tdsRateNoPan: base ? percent(base.tdsRateNoPanBp) : "",
    tdsThreshold: base ? rupees(base.tdsThresholdPaise) : "",
    notes: "",
  };
  return (
    <>
      <AdminPageHeader
        title="Commission plans"
        description={`The plan is data, versioned by the month it takes effect: a month uses the newest published version effective on or before it. Published versions never change.${lastClosed ? ` Last closed month: ${formatShortMonth(lastClosed)}.` : ""}`}
      />
      <div className="grid gap-5">
        <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
          <table className="w-full min-w-[60rem] text-sm">
            <caption className="sr-only">Plan versions</caption>
            <thead className="bg-stone-50 text-left text-xs text-stone-500 uppercase">
              <tr>
                {["Version", "Status", "From", "Level shares", "Qualifying", "Cap", "Min payout", "TDS", "Closed months", "Created"].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-semibold">{h}</th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {plans.map((p) => (
                <tr key={p.id} className="hover:bg-stone-50">
                  <th scope="row" className="px-3 py-2 text-left"><Link href={`/admin/plans/${p.version}`} className="font-semibold text-brand-700 hover:underline">v{p.version}</Link></th>
                  <td className="px-3 py-2"><MoneyStatusBadge status={p.status} /></td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatShortMonth(p.effectiveMonth)}</td>
                  <td className="px-3 py-2 tabular-nums">{p.levelSharesBp.map(formatRateBp).join(", ")}</td>
                  <td className="px-3 py-2 tabular-nums">{formatPaise(p.qualifyingThresholdPaise)}</td>
                  <td className="px-3 py-2 tabular-nums">{formatPaise(p.monthlyCapPaise)}</td>
                  <td className="px-3 py-2 tabular-nums">{formatPaise(p.minPayoutPaise)}</td>
                  <td className="px-3 py-2 text-xs tabular-nums">{formatRateBp(p.tdsRateBp)} / {formatRateBp(p.tdsRateNoPanBp)} no PAN, over {formatPaise(p.tdsThresholdPaise)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{p.closedMonths}</td>
                  <td className="px-3 py-2 text-xs text-stone-600">{formatKolkataDateTime(p.createdAt)}{p.createdBy ? <span className="block">by {p.createdBy}</span> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <NewPlanForm defaults={defaults} />
      </div>
    </>
  );
}
