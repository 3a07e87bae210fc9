import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminListTable } from "@/components/admin/admin-list-table";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminPager } from "@/components/admin/admin-pager";
import { adminSecondaryButton } from "@/components/admin/form-feedback";
import { ShopStatusBadge } from "@/components/admin/shop-status-badge";
import { Link } from "@/i18n/navigation";
import { formatCount, formatIstDate, formatIstDateTime } from "@/lib/admin/format";
import { readAdminPage } from "@/lib/admin/list-params";
import { formatPaise } from "@/lib/money";
import { mapTileUrl } from "@/lib/site";
import { requireOperatorPage } from "@/server/auth/guards";
import { isAppError } from "@/server/errors";
import { getShopForOperator } from "@/server/shops/get-shop-for-operator";
import { listCategoryOptions } from "@/server/categories/list-category-options";
import { listWalletLedger } from "@/server/wallet/list-wallet-ledger";
import { getShopInsights } from "@/server/insights/get-shop-insights";
import type { ShopInsights } from "@/lib/insights/metrics";
import { AccountActionsClient } from "./account-actions-client";
import { ShopEditClient } from "./shop-edit-client";
import { CorrectionFormClient, TopUpFormClient } from "./wallet-forms-client";

export const metadata: Metadata = { title: "Shop" };

const POSTING_LABELS: Record<string, string> = {
  wallet_topup: "Top-up",
  wallet_correction: "Correction",
  sale_interest: "Sale interest",
  sale_reversal: "Sale reversed",
};

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /admin/shops/[id]: the owner's account, the wallet with its ledger, and every field of the shop. */
export default async function AdminShopPage({ params, searchParams }: Props) {
  const viewer = await requireOperatorPage();
  const { id } = await params;
  if (!/^\d{1,15}$/.test(id)) notFound();
  const shopId = Number(id);
  const page = readAdminPage(await searchParams);
  const [shop, ledger, categories, insights] = await Promise.all([
    getShopForOperator({ actor: viewer, shopId }).catch((error: unknown) => {
      if (isAppError(error) && error.code === "not_found") notFound();
      throw error;
    }),
    listWalletLedger({ actor: viewer, shopId, page }),
    listCategoryOptions(),
    // Not found is the shop's own answer above; the strip just stays away then.
    getShopInsights({ actor: viewer, input: { days: 30, shop_id: shopId } }).catch((error: unknown) => {
      if (isAppError(error) && error.code === "not_found") return null;
      throw error;
    }),
  ]);
  const suspended = shop.status === "suspended" || shop.franchiseeStatus === "suspended";

  return (
    <>
      <AdminPageHeader
        title={shop.form.franchisee_name}
        description={`Shop #${shop.id} · ${shop.categoryName}${shop.cityName ? ` · ${shop.cityName}` : ""} · since ${formatIstDate(shop.createdAt)}`}
        actions={
          <>
            {shop.status === "published" ? <a href={`/shops/${shop.id}/${shop.slug}`} target="_blank" rel="noreferrer" className={adminSecondaryButton}>Public page</a> : null}
            <Link href={`/admin/shops/${shop.id}/insights`} className={adminSecondaryButton}>Insights</Link>
            <Link href={{ pathname: "/admin/sales", query: { shop: String(shop.id) } }} className={adminSecondaryButton}>Sales ({shop.salesCount > 10_000 ? "10,000+" : formatCount(shop.salesCount)})</Link>
            <Link href={{ pathname: "/admin/audit", query: { entity_type: "shop", entity_id: String(shop.id) } }} className={adminSecondaryButton}>Audit log</Link>
          </>
        }
      />

      {insights ? <InsightsStrip insights={insights} /> : null}

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section aria-labelledby="account" className="grid content-start gap-4 self-start rounded-xl border border-stone-200 bg-white p-5">
          <h2 id="account" className="text-lg font-semibold text-stone-900">Owner&apos;s account</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-stone-600">Owner</dt>
            <dd className="font-medium text-stone-900">{shop.form.owner_name}</dd>
            <dt className="text-stone-600">Login mobile</dt>
            <dd className="tabular-nums">{shop.ownerMobile ?? "—"}</dd>
            <dt className="text-stone-600">Shop</dt>
            <dd><ShopStatusBadge status={shop.status} /></dd>
            <dt className="text-stone-600">Login</dt>
            <dd>
              {shop.franchiseeStatus === "suspended" ? (
                <span className="font-semibold text-rose-800">Suspended: cannot log in or record sales</span>
              ) : shop.hasPassword ? (
                "Active"
              ) : (
                <span className="text-amber-800">Active, no password set yet (set-up code sent)</span>
              )}
            </dd>
            {shop.ownerRoles.includes("customer") ? (
              <>
                <dt className="text-stone-600">Also</dt>
                <dd>a customer with the same login</dd>
              </>
            ) : null}
          </dl>
          <AccountActionsClient shopId={shop.id} suspended={suspended} mobile={shop.ownerMobile} />
        </section>

        <section aria-labelledby="wallet" className="grid content-start gap-5 rounded-xl border border-stone-200 bg-white p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="wallet" className="text-lg font-semibold text-stone-900">Wallet</h2>
            <p className="text-sm text-stone-600">
              Balance <span data-testid="wallet-balance" className="ml-1 text-2xl font-bold text-stone-900 tabular-nums">{formatPaise(ledger.balancePaise)}</span>
            </p>
          </div>
          <TopUpFormClient shopId={shop.id} shopName={shop.form.franchisee_name} />
          <CorrectionFormClient shopId={shop.id} shopName={shop.form.franchisee_name} balancePaise={ledger.balancePaise} />
        </section>
      </div>

      <section aria-labelledby="ledger" className="mt-6 rounded-xl border border-stone-200 bg-white p-5">
        <h2 id="ledger" className="mb-3 text-lg font-semibold text-stone-900">Wallet ledger</h2>
        {ledger.rows.length === 0 ? (
          <p className="rounded-lg bg-stone-50 p-6 text-center text-stone-600">No wallet entries yet. Record the shop&apos;s first top-up above.</p>
        ) : (
          <AdminListTable columns={[{ label: "When" }, { label: "Entry" }, { label: "Details" }, { label: "Credit", align: "right" }, { label: "Debit", align: "right" }, { label: "Balance", align: "right" }]} minWidth="48rem" variant="inset">
            {ledger.rows.map((row) => (
              <tr key={row.entryId}>
                <td className="py-2 pr-3 whitespace-nowrap">{formatIstDateTime(row.createdAt)}</td>
                <td className="py-2 pr-3">
                  <span className="font-medium text-stone-900">{POSTING_LABELS[row.kind] ?? row.kind}</span>
                  <span className="block text-xs text-stone-500">Posting #{row.postingId}</span>
                </td>
                <td className="py-2 pr-3 text-stone-700">
                  {row.method ? <span className="uppercase">{row.method}</span> : null}
                  {row.reference ? <span> · {row.reference}</span> : null}
                  {row.saleId ? <span>Sale #{row.saleId}</span> : null}
                  {row.memo && row.kind !== "sale_interest" && row.kind !== "wallet_topup" ? <span className="block text-xs text-stone-500">{row.memo}</span> : null}
                  {row.reversesPostingId ? <span className="block text-xs text-stone-500">Corrects posting #{row.reversesPostingId}</span> : null}
                  {row.createdByName ? <span className="block text-xs text-stone-500">by {row.createdByName}</span> : null}
                </td>
                <td className="py-2 pr-3 text-right text-emerald-800 tabular-nums">{row.amountPaise > 0 ? formatPaise(row.amountPaise) : ""}</td>
                <td className="py-2 pr-3 text-right text-rose-800 tabular-nums">{row.amountPaise < 0 ? formatPaise(-row.amountPaise) : ""}</td>
                <td className="py-2 text-right font-medium tabular-nums">{formatPaise(row.balanceAfterPaise)}</td>
              </tr>
            ))}
          </AdminListTable>
        )}
        <AdminPager pathname={`/admin/shops/${shop.id}`} page={ledger.page} total={ledger.total} pageSize={ledger.pageSize} />
      </section>

      <section aria-labelledby="edit" className="mt-6">
        <h2 id="edit" className="mb-3 text-lg font-semibold text-stone-900">Shop details</h2>
        <ShopEditClient shopId={shop.id} values={shop.form} categories={categories} cityName={shop.cityName} aadhaarLast4={shop.aadhaarLast4} suspended={shop.status === "suspended"} tileUrl={mapTileUrl} />
      </section>
    </>
  );
}

const STRIP = [
  { metric: "views", label: "Page views" },
  { metric: "calls", label: "Call taps" },
  { metric: "whatsapp", label: "WhatsApp taps" },
  { metric: "directions", label: "Directions taps" },
  { metric: "sales", label: "Sales" },
  { metric: "salesPaise", label: "Sales amount" },
] as const;

/** The shop's last 30 days against the 30 before, as its owner's insights show them, with a link to the whole page. */
function InsightsStrip({ insights }: { insights: ShopInsights }) {
  return (
    <section aria-labelledby="insights" className="mb-6 rounded-xl border border-stone-200 bg-white p-5">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="insights" className="text-lg font-semibold text-stone-900">Last 30 days</h2>
        <Link href={`/admin/shops/${insights.shopId}/insights`} className="text-sm font-semibold text-brand-700 hover:underline">All insights, charts and CSV</Link>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        {STRIP.map(({ metric, label }) => {
          const figure = insights.figures.find((f) => f.metric === metric)!;
          const change = figure.changePercent;
          return (
            <div key={metric} className="rounded-lg bg-stone-50 p-3">
              <dt className="text-xs text-stone-600">{label}</dt>
              <dd className="text-lg font-bold text-stone-900 tabular-nums">{metric === "salesPaise" ? formatPaise(figure.value) : formatCount(figure.value)}</dd>
              <dd className="text-xs text-stone-500">{change === null ? "nothing to compare" : `${change > 0 ? "up" : change < 0 ? "down" : "no change"}${change !== 0 ? ` ${Math.abs(change)}%` : ""} on the 30 days before`}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
