import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminPager } from "@/components/admin/admin-pager";
import { adminButton, adminInput } from "@/components/admin/form-feedback";
import { Link } from "@/i18n/navigation";
import { formatIstDateTimePadded } from "@/lib/admin/format";
import { formatPaise } from "@/lib/money";
import { grievanceClocks } from "@/lib/admin/grievance-clock";
import { ADMIN_PAGE_SIZE, readAdminChoice, readAdminPage } from "@/lib/admin/list-params";
import { siteContact } from "@/lib/site";
import { GRIEVANCE_KIND_FILTERS, GRIEVANCE_SORTS, GRIEVANCE_STATUS_FILTERS } from "@/lib/validation/admin-grievances";
import { requireOperatorPage } from "@/server/auth/guards";
import { listGrievances } from "@/server/grievances/list-grievances";
import { ClockText, GRIEVANCE_KIND_LABEL, GRIEVANCE_STATUS_LABEL, GRIEVANCE_STATUS_STYLE } from "./_grievance-ui";

export const metadata: Metadata = { title: "Grievances" };

const KIND_TAB = { all: "All", contact: "Contact messages", fraud: "Fraud reports" } as const;
const STATUS_LABEL = { open: "Open (new or acknowledged)", new: "New", acknowledged: "Acknowledged", resolved: "Resolved", all: "Any status" } as const;
const SORT_LABEL = { due: "Overdue first, then by deadline", newest: "Newest first" } as const;

/**
 * /admin/grievances: contact messages and fraud reports, each with docs/product.md#complaints-and-grievances's two clocks —
 * acknowledged within 48 hours, resolved within a month — overdue ones flagged and first.
 */
export default async function AdminGrievancesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const viewer = await requireOperatorPage();
  const params = await searchParams;
  const filters = {
    kind: readAdminChoice(params, "kind", GRIEVANCE_KIND_FILTERS, "all"),
    status: readAdminChoice(params, "status", GRIEVANCE_STATUS_FILTERS, "open"),
    sort: readAdminChoice(params, "sort", GRIEVANCE_SORTS, "due"),
  };
  const page = readAdminPage(params);
  const now = new Date();
  const { rows, total, overdue } = await listGrievances({ actor: viewer, filters, page, now });
  const kept = { kind: filters.kind === "all" ? undefined : filters.kind, status: filters.status === "open" ? undefined : filters.status, sort: filters.sort === "due" ? undefined : filters.sort };
  const officer = siteContact.grievanceOfficer;
  const tab = "-mb-px border-b-2 border-transparent px-3 py-2 font-semibold whitespace-nowrap text-stone-600 hover:text-stone-900 aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-700";

  return (
    <>
      <AdminPageHeader title="Grievances" description="Acknowledge every complaint within 48 hours and resolve it within a month. Overdue ones are flagged in red." />
      <aside aria-label="Grievance officer" className="mb-4 rounded-xl border border-stone-200 bg-white p-4 text-sm">
        <p className="font-semibold text-stone-900">Grievance officer named on the site</p>
        <p className="mt-1 text-stone-700">
          {officer.name} · <a href={`mailto:${officer.email}`} className="text-brand-700 hover:underline">{officer.email}</a> · <a href={officer.phoneHref} className="text-brand-700 hover:underline">{officer.phoneDisplay}</a>
        </p>
        <p className="mt-1 text-xs text-stone-500">Shown to customers on the Contact Us page and in the footer.</p>
      </aside>
      <nav aria-label="Kind of grievance" className="mb-3 flex gap-1 overflow-x-auto border-b border-stone-200 text-sm">
        {GRIEVANCE_KIND_FILTERS.map((value) => (
          <Link key={value} href={{ pathname: "/admin/grievances", query: { ...kept, kind: value === "all" ? undefined : value } }} aria-current={value === filters.kind ? "page" : undefined} className={tab}>
            {KIND_TAB[value]}
          </Link>
        ))}
      </nav>
      <form aria-label="Filter grievances" className="mb-4 flex flex-wrap items-end gap-3">
        {kept.kind ? <input type="hidden" name="kind" value={kept.kind} /> : null}
        <div>
          <label htmlFor="grievance-status" className="text-sm font-semibold text-stone-800">Status</label>
          <select id="grievance-status" name="status" defaultValue={filters.status} className={adminInput}>
            {GRIEVANCE_STATUS_FILTERS.map((value) => <option key={value} value={value}>{STATUS_LABEL[value]}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor="grievance-sort" className="text-sm font-semibold text-stone-800">Order</label>
          <select id="grievance-sort" name="sort" defaultValue={filters.sort} className={adminInput}>
            {GRIEVANCE_SORTS.map((value) => <option key={value} value={value}>{SORT_LABEL[value]}</option>)}
          </select>
        </div>
        <button type="submit" className={adminButton}>Apply</button>
        {overdue > 0 ? <p role="status" className="ml-auto rounded-lg bg-rose-50 px-3 py-2 text-sm font-semibold text-rose-800 ring-1 ring-rose-200">{overdue} overdue</p> : null}
      </form>
      <div className="scroll-hint overflow-x-auto rounded-xl border border-stone-200 bg-white">
        <table className="w-full min-w-[56rem] text-left text-sm">
          <thead className="border-b border-stone-200 bg-stone-50 text-xs tracking-wide text-stone-500 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">Subject</th>
              <th scope="col" className="px-3 py-2 font-semibold">From</th>
              <th scope="col" className="px-3 py-2 font-semibold">Received</th>
              <th scope="col" className="px-3 py-2 font-semibold">Status</th>
              <th scope="col" className="px-3 py-2 font-semibold">Clocks (48 h / 1 month)</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((row) => {
              const clocks = grievanceClocks(row, now);
              return (
                <tr key={`${row.kind}-${row.id}`} data-testid="grievance-row" data-overdue={row.overdue ? "true" : undefined} className={row.overdue ? "bg-rose-50/60" : undefined}>
                  <td className="max-w-sm px-3 py-2">
                    <span className="block text-xs text-stone-500">{GRIEVANCE_KIND_LABEL[row.kind]} #{row.id}</span>
                    <Link href={`/admin/grievances/${row.kind}/${row.id}`} className="font-semibold text-brand-700 hover:underline">{row.subject}</Link>
                    {row.overdue ? <span className="ml-2 inline-flex rounded-full bg-rose-700 px-2 py-0.5 text-xs font-bold text-white">Overdue</span> : null}
                    {row.sale ? (
                      <span data-testid="grievance-sale" className="mt-1 block text-xs text-stone-700">
                        Not my purchase: sale #{row.sale.id}, {formatPaise(row.sale.amountPaise)} at{" "}
                        <Link href={`/admin/shops/${row.sale.shopId}`} className="font-semibold text-brand-700 hover:underline">{row.sale.shopName}</Link>, {formatIstDateTimePadded(row.sale.createdAt)}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2">
                    <span className="block">{row.who}</span>
                    <span className="block text-xs text-stone-500">{row.mobile}</span>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatIstDateTimePadded(row.createdAt)}</td>
                  <td className="px-3 py-2"><span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${GRIEVANCE_STATUS_STYLE[row.status]}`}>{GRIEVANCE_STATUS_LABEL[row.status]}</span></td>
                  <td className="px-3 py-2">
                    <ClockText clock={clocks.acknowledge} label="Acknowledge" />
                    <ClockText clock={clocks.resolve} label="Resolve" />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="p-6 text-center text-stone-600">No grievances here.</p> : null}
      </div>
      <AdminPager pathname="/admin/grievances" query={kept} page={page} total={total} pageSize={ADMIN_PAGE_SIZE} />
    </>
  );
}
