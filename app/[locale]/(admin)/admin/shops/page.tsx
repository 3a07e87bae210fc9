import type { Metadata } from "next";
import { AdminListTable } from "@/components/admin/admin-list-table";
import { AdminCappedPager } from "@/components/admin/admin-capped-pager";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { adminButton, adminInput, adminSecondaryButton } from "@/components/admin/form-feedback";
import { ShopStatusBadge } from "@/components/admin/shop-status-badge";
import { Link } from "@/i18n/navigation";
import { formatIstDate, formatRateBp } from "@/lib/admin/format";
import { readAdminPage } from "@/lib/admin/list-params";
import { formatPaise } from "@/lib/money";
import { readShopFilters, shopFilterQuery } from "@/lib/validation/admin-shops";
import { requireOperatorPage } from "@/server/auth/guards";
import { citiesForSelect } from "@/server/public/cached";
import { listShopsForOperator } from "@/server/shops/list-shops-for-operator";
import { listCategoryOptions } from "@/server/categories/list-category-options";

export const metadata: Metadata = { title: "Shops & franchisees" };

type SearchParams = Record<string, string | string[] | undefined>;

/** /admin/shops: every shop with its owner; search, filters and page in the query string; CSV export. */
export default async function AdminShopsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const viewer = await requireOperatorPage();
  const params = await searchParams;
  const filters = readShopFilters(params);
  const query = shopFilterQuery(filters);
  const [{ rows, total, capped, page, pageSize }, categories, towns] = await Promise.all([
    listShopsForOperator({ actor: viewer, filters, page: readAdminPage(params) }),
    listCategoryOptions(),
    citiesForSelect(),
  ]);
  const exportHref = `/api/v1/admin/shops/export?${new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1]))).toString()}`;
  const filtered = Object.values(query).some(Boolean);

  return (
    <>
      <AdminPageHeader
        title="Shops & franchisees"
        description="Every shop with its owner. Open a shop to edit it, manage its wallet, suspend it or reset the owner's password."
        actions={
          <>
            {/* A download, not a page: a plain link so the browser saves the file. */}
            <a href={exportHref} className={adminSecondaryButton} download>Export CSV</a>
            <Link href="/admin/shops/new" className={adminButton}>New franchisee</Link>
          </>
        }
      />
      <form method="get" role="search" aria-label="Filter shops" className="mb-4 grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]">
        <div>
          <label htmlFor="q" className="text-sm font-semibold text-stone-800">Search</label>
          <input id="q" name="q" type="search" defaultValue={filters.search} placeholder="Shop or owner name, or mobile" className={adminInput} />
        </div>
        <div>
          <label htmlFor="city" className="text-sm font-semibold text-stone-800">City</label>
          <select id="city" name="city" defaultValue={filters.city} className={adminInput}>
            <option value="">All cities</option>
            {towns.map((town) => <option key={town.slug} value={town.slug}>{town.name}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor="category" className="text-sm font-semibold text-stone-800">Category</label>
          <select id="category" name="category" defaultValue={filters.categoryId ?? ""} className={adminInput}>
            <option value="">All categories</option>
            {categories.map((category) => <option key={category.id} value={category.id}>{category.name}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor="status" className="text-sm font-semibold text-stone-800">Status</label>
          <select id="status" name="status" defaultValue={filters.status} className={adminInput}>
            <option value="all">Any status</option>
            <option value="published">Published</option>
            <option value="draft">Draft</option>
            <option value="suspended">Suspended</option>
          </select>
        </div>
        <div className="flex items-end gap-2">
          <button type="submit" className={adminButton}>Filter</button>
          {filtered ? <Link href="/admin/shops" className={adminSecondaryButton}>Clear</Link> : null}
        </div>
      </form>

      {rows.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-6 text-center text-stone-600">{filtered ? "No shop matches these filters." : "No shops yet. Create the first franchisee."}</p>
      ) : (
        <AdminListTable columns={[{ label: "Shop" }, { label: "City" }, { label: "Owner" }, { label: "Status" }, { label: "Rate", align: "right" }, { label: "Wallet", align: "right" }, { label: "Since" }]} minWidth="60rem">
          {rows.map((shop) => (
            <tr key={shop.id} className="hover:bg-stone-50">
              <td className="px-3 py-2">
                <Link href={`/admin/shops/${shop.id}`} className="font-semibold text-brand-700 hover:underline">{shop.name}</Link>
                <span className="block text-xs text-stone-500">
                  #{shop.id} · {shop.categoryName}
                  {shop.featured ? " · Featured" : ""}
                  {shop.bestDeal ? " · Best deal" : ""}
                </span>
              </td>
              <td className="px-3 py-2">
                {shop.cityName ?? "—"}
                {shop.pincode ? <span className="block text-xs text-stone-500">{shop.pincode}</span> : null}
              </td>
              <td className="px-3 py-2">
                {shop.ownerName}
                <span className="block text-xs text-stone-500 tabular-nums">{shop.ownerMobile ?? "—"}</span>
              </td>
              <td className="px-3 py-2"><ShopStatusBadge status={shop.status} /></td>
              <td className="px-3 py-2 text-right tabular-nums">{formatRateBp(shop.interestRateBp)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatPaise(shop.walletBalancePaise)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatIstDate(shop.createdAt)}</td>
            </tr>
          ))}
        </AdminListTable>
      )}
      <AdminCappedPager pathname="/admin/shops" query={query} page={page} total={total} capped={capped} pageSize={pageSize} />
    </>
  );
}
