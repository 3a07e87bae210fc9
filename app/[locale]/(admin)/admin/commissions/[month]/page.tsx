import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminPager } from "@/components/admin/admin-pager";
import { adminButton, adminInput, adminSecondaryButton } from "@/components/admin/form-feedback";
import { MoneyStatusBadge } from "@/components/admin/money-status-badge";
import { Link } from "@/i18n/navigation";
import { ADMIN_PAGE_SIZE, readAdminChoice, readAdminPage, readAdminText } from "@/lib/admin/list-params";
import { formatKolkataDateTime, formatShortMonth } from "@/lib/admin/format";
import { formatPaise } from "@/lib/money";
import { adminMonthParamSchema } from "@/lib/validation/admin-commissions";
import { requireOperatorPage } from "@/server/auth/guards";
import { getCurrentCommissionJob } from "@/server/commissions/get-commission-job";
import { getCommissionMonth } from "@/server/commissions/list-commission-months";
import { listMonthStatements, STATEMENT_STATUSES } from "@/server/commissions/list-month-statements";
import { db } from "@/server/db/client";
import { MonthDetailActions } from "./month-detail-client";

type Props = { params: Promise<{ month: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { month } = await params;
  return { title: adminMonthParamSchema.safeParse(month).success ? `Commissions ${month}` : "Commission month" };
}

const HOLD_REASONS: Record<string, string> = { below_minimum: "below the minimum payout", kyc_incomplete: "KYC incomplete", payout_failed: "payment failed" };

/** /admin/commissions/YYYY-MM: the month's figures, its actions, and its statements searchable by member. */
export default async function CommissionMonthPage({ params, searchParams }: Props) {
  const actor = await requireOperatorPage();
  const { month } = await params;
  if (!adminMonthParamSchema.safeParse(month).success) notFound();
  const query = await searchParams;
  const page = readAdminPage(query);
  const q = readAdminText(query, "q");
  const status = readAdminChoice(query, "status", ["all", ...STATEMENT_STATUSES] as const, "all");
  const job = await getCurrentCommissionJob({ actor, input: { month }, db });
  // A run of a month already run swaps its statements partition, which blocks reading statements
  // until the run commits (seconds at full scale): while one runs, the page shows its progress
  // without them. A close rewrites the statements in place and blocks no reader (compute-month.ts).
  const swapping = job?.status === "running" && job.kind === "run";
  const [row, { statements, total }] = await Promise.all([
    getCommissionMonth({ actor, input: { month, counts: !swapping }, db }),
    swapping ? { statements: [], total: 0 } : listMonthStatements({ actor, input: { filter: { month, search: q, status }, page, pageSize: ADMIN_PAGE_SIZE }, db }),
  ]);
  const filters = { q: q || undefined, status: status === "all" ? undefined : status };
  const exportQuery = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1]))).toString();
  const totals = row?.totals;
  return (
    <>
      <p className="mb-2 text-sm"><Link href="/admin/commissions" className="text-brand-700 hover:underline">← Commission months</Link></p>
      <AdminPageHeader
        title={`Commissions for ${formatShortMonth(month)}`}
        description={row ? `Plan v${row.planVersion} · last run ${formatKolkataDateTime(row.lastRunAt)}${row.closedAt ? ` · closed ${formatKolkataDateTime(row.closedAt)}` : ""}` : "This month has not been run yet."}
        actions={<MoneyStatusBadge status={row?.status ?? "not run"} />}
      />
      <div className="grid gap-5">
        {totals ? (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
            {[
              ["Sales", totals.salesCounted.toLocaleString("en-IN")],
              ["Base (fees)", formatPaise(totals.poolPaise)],
              ["Gross", formatPaise(totals.grossPaise)],
              ["TDS", formatPaise(totals.tdsPaise)],
              ["Net", formatPaise(totals.netPaise)],
              ["Company share", formatPaise(totals.companySharePaise)],
              ["Members paid", row.members?.paid.toLocaleString("en-IN") ?? "—"],
              ["Members held", row.members?.held.toLocaleString("en-IN") ?? "—"],
            ].map(([label, value]) => (
              <div key={label} className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm">
                <dt className="text-xs text-stone-500">{label}</dt>
                <dd className="mt-0.5 font-semibold text-stone-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <MonthDetailActions month={`${month}-01`} status={row?.status ?? "not run"} job={job} />

        {swapping ? (
          <p className="rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm text-stone-700 shadow-sm">
            The statements show again when the run of {formatShortMonth(job.month)} has finished.
          </p>
        ) : (
          <section aria-labelledby="statements-title" className="grid gap-3">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id="statements-title" className="text-lg font-bold text-stone-900">Member statements</h2>
              <a href={`/api/v1/admin/commissions/${month}/statements${exportQuery ? `?${exportQuery}` : ""}`} className={adminSecondaryButton} download>
                Export CSV
              </a>
            </div>
            <form method="get" className="flex flex-wrap items-end gap-2" role="search">
              <div>
                <label htmlFor="q" className="text-sm font-semibold text-stone-800">Member code or name</label>
                <input id="q" name="q" defaultValue={q} placeholder="DLMP000123 or Ravi" className={`${adminInput} w-64`} />
              </div>
              <div>
                <label htmlFor="status" className="text-sm font-semibold text-stone-800">Status</label>
                <select id="status" name="status" defaultValue={status} className={`${adminInput} w-40`}>
                  {["all", ...STATEMENT_STATUSES].map((s) => <option key={s} value={s}>{s === "all" ? "All" : s[0]!.toUpperCase() + s.slice(1)}</option>)}
                </select>
              </div>
              <button type="submit" className={adminButton}>Search</button>
            </form>
            <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
              <table className="w-full min-w-[56rem] text-sm">
                <caption className="sr-only">Statements for {formatShortMonth(month)}</caption>
                <thead className="bg-stone-50 text-left text-xs text-stone-500 uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-semibold">Member</th>
                    {["Lines", "Gross", "TDS", "Net", "Carried in", "Payable"].map((h) => <th key={h} scope="col" className="px-3 py-2 text-right font-semibold">{h}</th>)}
                    <th scope="col" className="px-3 py-2 font-semibold">Status</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-100">
                  {statements.length === 0 ? (
                    <tr><td colSpan={8} className="px-3 py-8 text-center text-stone-500">{q || status !== "all" ? "No statement matches these filters." : "No statements: the month has not been run, or nobody earned."}</td></tr>
                  ) : (
                    statements.map((s) => (
                      <tr key={s.memberId} className="hover:bg-stone-50">
                        <th scope="row" className="px-3 py-2 text-left font-normal">
                          {s.code ? <Link href={`/admin/commissions/${month}/${s.code}`} className="font-semibold text-brand-700 hover:underline">{s.code}</Link> : <span>#{s.memberId}</span>}
                          <span className="block text-xs text-stone-600">{s.name}</span>
                        </th>
                        {[s.lineTotalPaise, s.grossPaise, s.tdsPaise, s.netPaise, s.carriedInPaise, s.payablePaise].map((paise, i) => (
                          <td key={i} className="px-3 py-2 text-right tabular-nums">{formatPaise(paise)}</td>
                        ))}
                        <td className="px-3 py-2">
                          <MoneyStatusBadge status={s.status} />
                          {s.holdReason ? <span className="block text-xs text-stone-600">{HOLD_REASONS[s.holdReason] ?? s.holdReason}</span> : null}
                        </td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
            <AdminPager pathname={`/admin/commissions/${month}`} query={filters} page={page} total={total} pageSize={ADMIN_PAGE_SIZE} />
          </section>
        )}
      </div>
    </>
  );
}
