import type { Metadata } from "next";
import { AdminListTable } from "@/components/admin/admin-list-table";
import { AdminCappedPager } from "@/components/admin/admin-capped-pager";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { adminButton, adminInput, adminSecondaryButton } from "@/components/admin/form-feedback";
import { Link } from "@/i18n/navigation";
import { formatIstDateTime, formatMonth, formatRateBp } from "@/lib/admin/format";
import { readAdminPage } from "@/lib/admin/list-params";
import { formatPaise } from "@/lib/money";
import { truncate } from "@/lib/text";
import { readSaleFilters, saleFilterQuery } from "@/lib/validation/admin-sales";
import { requireOperatorPage } from "@/server/auth/guards";
import { listSales } from "@/server/sales/list-sales";
import { ReverseSaleClient } from "./reverse-sale-client";

export const metadata: Metadata = { title: "Sales" };

/** /admin/sales: every shop's sales, filtered by shop, customer, dates and status; reverse one; CSV export. */
export default async function AdminSalesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const viewer = await requireOperatorPage();
  const params = await searchParams;
  const filters = readSaleFilters(params);
  const query = saleFilterQuery(filters);
  const { rows, total, capped, page, pageSize } = await listSales({ actor: viewer, filters, page: readAdminPage(params) });
  const exportHref = `/api/v1/admin/sales/export?${new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1]))).toString()}`;
  const filtered = Object.values(query).some(Boolean);

  return (
    <>
      <AdminPageHeader
        title="Sales"
        description="Every sale every shop recorded, newest first. Dates are in Asia/Kolkata time. Reverse a sale recorded by mistake: its interest returns to the shop's wallet."
        actions={<a href={exportHref} className={adminSecondaryButton} download>Export CSV</a>}
      />
      <form method="get" role="search" aria-label="Filter sales" className="mb-4 grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_1fr_auto]">
        <div>
          <label htmlFor="shop" className="text-sm font-semibold text-stone-800">Shop id</label>
          <input id="shop" name="shop" inputMode="numeric" defaultValue={filters.shopId ?? ""} placeholder="e.g. 42" className={adminInput} />
        </div>
        <div>
          <label htmlFor="customer" className="text-sm font-semibold text-stone-800">Customer code</label>
          <input id="customer" name="customer" defaultValue={filters.customerCode} placeholder="DLMP000123" className={adminInput} />
        </div>
        <div>
          <label htmlFor="from" className="text-sm font-semibold text-stone-800">From</label>
          <input id="from" name="from" type="date" defaultValue={filters.from} className={adminInput} />
        </div>
        <div>
          <label htmlFor="to" className="text-sm font-semibold text-stone-800">To</label>
          <input id="to" name="to" type="date" defaultValue={filters.to} className={adminInput} />
        </div>
        <div>
          <label htmlFor="status" className="text-sm font-semibold text-stone-800">Status</label>
          <select id="status" name="status" defaultValue={filters.status} className={adminInput}>
            <option value="all">Any status</option>
            <option value="recorded">Recorded</option>
            <option value="reversed">Reversed</option>
          </select>
        </div>
        <div className="flex items-end gap-2">
          <button type="submit" className={adminButton}>Filter</button>
          {filtered ? <Link href="/admin/sales" className={adminSecondaryButton}>Clear</Link> : null}
        </div>
      </form>

      {rows.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-6 text-center text-stone-600">{filtered ? "No sale matches these filters." : "No sales recorded yet."}</p>
      ) : (
        <AdminListTable columns={[{ label: "Sale" }, { label: "Shop" }, { label: "Customer" }, { label: "Items" }, { label: "Amount", align: "right" }, { label: "Interest", align: "right" }, { label: "Status" }]} minWidth="64rem">
          {rows.map((sale) => (
            <tr key={sale.id} className={sale.status === "reversed" ? "bg-stone-50 text-stone-500" : undefined}>
              <td className="px-3 py-2 whitespace-nowrap">
                <span className="font-medium text-stone-900">#{sale.id}</span>
                <span className="block text-xs">{formatIstDateTime(sale.createdAt)}</span>
                <span className="block text-xs text-stone-500">Counts in {formatMonth(sale.countedMonth)}{sale.monthClosed ? " (closed)" : ""}</span>
              </td>
              <td className="px-3 py-2">
                <Link href={`/admin/shops/${sale.shopId}`} className="font-medium text-brand-700 hover:underline">{sale.shopName}</Link>
              </td>
              <td className="px-3 py-2">
                <span className="font-medium">{sale.customerCode ?? "—"}</span>
                <span className="block text-xs text-stone-500">{sale.customerName}</span>
              </td>
              <td className="px-3 py-2" title={sale.items}>{truncate(sale.items, 40)}</td>
              <td className={`px-3 py-2 text-right tabular-nums ${sale.status === "reversed" ? "line-through" : ""}`}>{formatPaise(sale.amountPaise)}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatPaise(sale.interestPaise)}
                <span className="block text-xs text-stone-500">{formatRateBp(sale.interestRateBp)}</span>
              </td>
              <td className="px-3 py-2">
                {sale.status === "reversed" ? (
                  <div className="text-xs">
                    <span className="inline-flex rounded-full bg-rose-50 px-2 py-0.5 font-semibold text-rose-800 ring-1 ring-rose-200">Reversed</span>
                    <span className="mt-1 block">{sale.reversedAt ? formatIstDateTime(sale.reversedAt) : ""}{sale.reversedByName ? ` by ${sale.reversedByName}` : ""}</span>
                    {sale.reversalReason ? <span className="block italic" title={sale.reversalReason}>“{truncate(sale.reversalReason, 60)}”</span> : null}
                  </div>
                ) : (
                  <div className="flex items-center gap-2">
                    <span className="inline-flex rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">Recorded</span>
                    <ReverseSaleClient
                      saleId={sale.id}
                      summary={`${formatPaise(sale.amountPaise)} at ${sale.shopName} for ${sale.customerCode ?? sale.customerName}`}
                      interestPaise={sale.interestPaise}
                      monthClosed={sale.monthClosed}
                    />
                  </div>
                )}
              </td>
            </tr>
          ))}
        </AdminListTable>
      )}
      <AdminCappedPager pathname="/admin/sales" query={query} page={page} total={total} capped={capped} pageSize={pageSize} />
    </>
  );
}
