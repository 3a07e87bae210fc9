import type { Metadata } from "next";
import { AdminListTable } from "@/components/admin/admin-list-table";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminPager } from "@/components/admin/admin-pager";
import { adminButton, adminInput, adminSecondaryButton } from "@/components/admin/form-feedback";
import { Link } from "@/i18n/navigation";
import { formatIstDatePadded } from "@/lib/admin/format";
import { ADMIN_PAGE_SIZE, readAdminChoice, readAdminPage, readAdminText } from "@/lib/admin/list-params";
import { CUSTOMER_KYC_FILTERS, CUSTOMER_STATUS_FILTERS, type CustomerListQuery } from "@/lib/validation/admin-customers";
import { requireOperatorPage } from "@/server/auth/guards";
import { searchCustomers } from "@/server/customers/search-customers";
import { isAppError } from "@/server/errors";
import { CustomerStatusBadge, KycBadge } from "./_components/customer-badges";

export const metadata: Metadata = { title: "Customers" };

type SearchParams = Record<string, string | string[] | undefined>;

const STATUS_LABEL = { all: "Any status", active: "Active", pending: "Not verified", blocked: "Blocked" } as const;
const KYC_LABEL = { any: "Any KYC", complete: "KYC complete", incomplete: "KYC incomplete" } as const;

/** /admin/customers: find a customer by name, mobile or code; filter by status and KYC; export to CSV. */
export default async function AdminCustomersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const viewer = await requireOperatorPage();
  const params = await searchParams;
  const query: CustomerListQuery = {
    q: readAdminText(params, "q"),
    status: readAdminChoice(params, "status", CUSTOMER_STATUS_FILTERS, "all"),
    kyc: readAdminChoice(params, "kyc", CUSTOMER_KYC_FILTERS, "any"),
  };
  const page = readAdminPage(params);
  let result: Awaited<ReturnType<typeof searchCustomers>> = { rows: [], total: 0, capped: false };
  let searchError: string | undefined;
  try {
    result = await searchCustomers({ actor: viewer, input: query, page });
  } catch (error) {
    if (!isAppError(error) || error.code !== "validation_failed") throw error;
    searchError = error.userMessage;
  }
  const kept = { q: query.q || undefined, status: query.status === "all" ? undefined : query.status, kyc: query.kyc === "any" ? undefined : query.kyc };
  const exportHref = `/api/v1/admin/customers/export?${new URLSearchParams(Object.entries(kept).filter((e): e is [string, string] => Boolean(e[1]))).toString()}`;

  return (
    <>
      <AdminPageHeader
        title="Customers"
        description="Find a customer by name, mobile number or customer code, then open their record: profile, KYC, place in the tree, purchases and commissions."
        actions={
          <a href={exportHref} download className={adminSecondaryButton}>
            Export CSV
          </a>
        }
      />
      <form role="search" aria-label="Find customers" className="mb-4 grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
        <div>
          <label htmlFor="customer-search" className="text-sm font-semibold text-stone-800">Name, mobile or code</label>
          <input id="customer-search" name="q" type="search" defaultValue={query.q} placeholder="e.g. 9876543210, DLMP000123 or Deshmukh" aria-invalid={searchError ? true : undefined} aria-describedby={searchError ? "customer-search-error" : undefined} className={adminInput} />
          {searchError ? <p id="customer-search-error" role="alert" className="mt-1 text-sm text-rose-700">{searchError}</p> : null}
        </div>
        <div>
          <label htmlFor="customer-status" className="text-sm font-semibold text-stone-800">Status</label>
          <select id="customer-status" name="status" defaultValue={query.status} className={adminInput}>
            {CUSTOMER_STATUS_FILTERS.map((value) => <option key={value} value={value}>{STATUS_LABEL[value]}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor="customer-kyc" className="text-sm font-semibold text-stone-800">KYC</label>
          <select id="customer-kyc" name="kyc" defaultValue={query.kyc} className={adminInput}>
            {CUSTOMER_KYC_FILTERS.map((value) => <option key={value} value={value}>{KYC_LABEL[value]}</option>)}
          </select>
        </div>
        <button type="submit" className={adminButton}>Search</button>
      </form>

      <AdminListTable
        columns={[{ label: "Customer" }, { label: "Code" }, { label: "Mobile" }, { label: "City" }, { label: "Status" }, { label: "KYC" }, { label: "Joined" }]}
        minWidth="48rem"
        after={result.rows.length === 0 ? <p className="p-6 text-center text-stone-600">{searchError ? "Fix the search above to see customers." : "No customers match these filters."}</p> : null}
      >
        {result.rows.map((row) => (
          <tr key={row.id} className="hover:bg-stone-50">
            <td className="px-3 py-2">
              <Link href={`/admin/customers/${row.id}`} className="font-semibold text-brand-700 hover:underline">{row.name || "(no name)"}</Link>
            </td>
            <td className="px-3 py-2 font-mono text-xs">{row.code ?? "—"}</td>
            <td className="px-3 py-2 tabular-nums">{row.mobile ?? "—"}</td>
            <td className="px-3 py-2">{row.city ?? "—"}</td>
            <td className="px-3 py-2"><CustomerStatusBadge status={row.status} /></td>
            <td className="px-3 py-2"><KycBadge complete={row.kycComplete} /></td>
            <td className="px-3 py-2 whitespace-nowrap">{formatIstDatePadded(row.joinedAt)}</td>
          </tr>
        ))}
      </AdminListTable>
      <AdminPager pathname="/admin/customers" query={kept} page={page} total={result.total} pageSize={ADMIN_PAGE_SIZE} capped={result.capped} />
    </>
  );
}
