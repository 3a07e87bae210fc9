"use client";

import { localizedName } from "@/lib/localized";
import { useTranslations, useLocale } from "next-intl";
import { DashboardFailure, DashboardHeading, Skeleton } from "@/components/dashboard/dashboard-states";
import { SalesTable } from "@/components/franchisee/sales-table";
import { StatCard } from "@/components/franchisee/stat-card";
import { TransactionsTable } from "@/components/franchisee/transactions-table";
import { ListPanel } from "@/components/layout/list-panel";
import { Link } from "@/i18n/navigation";
import { useAccountData } from "@/lib/api/use-account-data";
import type { Wire } from "@/lib/api/wire";
import { formatPaise } from "@/lib/money";
import type { FranchiseeDashboard } from "@/server/franchisees/get-franchisee-dashboard";
import { formatCount } from "@/lib/format";

/**
 * /franchisee-dashboard's figures (docs/product.md#validation-rules-and-messages), fetched from `POST /api/v1/franchisee/dashboard` by the
 * page shell, which is the same for every shop owner and so comes from the page cache
 * (docs/decisions/088-dashboard-shells.md). Placeholders of the same size hold the layout until they arrive.
 */
export function FranchiseeDashboardClient() {
  const t = useTranslations("Franchisee");
  const locale = useLocale();
  const { data, error, mutate } = useAccountData<Wire<FranchiseeDashboard>>("/api/v1/franchisee/dashboard", { loginPath: "/franchisee-login", failureMessage: t("loadFailed") });

  if (!data) {
    return error ? <DashboardFailure message={t("loadFailed")} retry={t("retry")} onRetry={() => void mutate()} /> : <FranchiseeDashboardSkeleton />;
  }
  const { goal, counts } = data;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8" data-testid="franchisee-dashboard">
      <DashboardHeading title={localizedName({ name: data.shopName, nameMr: data.shopNameMr, nameHi: data.shopNameHi }, locale)} intro={t("dashboardIntro")} />

      {goal.status === "failure" ? (
        <section aria-labelledby="completion" className="rounded-2xl border border-amber-200 bg-amber-50 p-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="completion" className="font-semibold text-amber-900">{t("profileCompletion")}</h2>
            <span className="text-sm font-semibold text-amber-900 tabular-nums">{t("completedOf", { completed: goal.completed })}</span>
          </div>
          <div role="progressbar" aria-valuemin={0} aria-valuemax={5} aria-valuenow={goal.completed} aria-label={t("profileCompletion")} className="mt-3 h-2.5 overflow-hidden rounded-full bg-amber-100">
            <div className="h-full rounded-full bg-amber-500" style={{ width: `${(goal.completed / 5) * 100}%` }} />
          </div>
          <p className="mt-3 text-sm text-amber-900">{t("goalMsg")}</p>
          <ul className="mt-2 flex flex-wrap gap-2 text-xs">
            {goal.missing.map((step) => (
              <li key={step} className="rounded-full bg-white px-2.5 py-1 font-medium text-amber-900 ring-1 ring-amber-200">{t(`steps.${step}`)}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label={t("walletBalance")} value={formatPaise(counts.walletPaise)} hint={t("walletHint")}>
          <Link href="/franchisee-addsales" className="mt-3 inline-flex min-h-10 items-center rounded-lg bg-accent-500 px-4 text-sm font-semibold text-white hover:bg-accent-600">
            {t("addSaleLink")}
          </Link>
        </StatCard>
        <StatCard label={t("totalSale")} value={formatPaise(counts.salesPaise)} />
        <StatCard label={t("uniqueCustomers")} value={formatCount(counts.uniqueCustomers)} />
        <StatCard label={t("visitors")} value={formatCount(counts.visitors)}>
          <Link href="/franchisee-insights" className="mt-3 inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t("seeInsights")}
          </Link>
        </StatCard>
      </section>

      <ListPanel id="latest-sales" title={t("latestSales")} href="/franchisee-sales" viewAll={t("viewAll")}>
        <SalesTable rows={data.sales} />
      </ListPanel>

      <ListPanel id="latest-transactions" title={t("latestTransactions")} href="/franchisee-transactions" viewAll={t("viewAll")}>
        <TransactionsTable rows={data.transactions} />
      </ListPanel>
    </div>
  );
}

function FranchiseeDashboardSkeleton() {
  const t = useTranslations("Franchisee");
  return (
    <div className="grid gap-8" aria-busy="true">
      <DashboardHeading title={<Skeleton className="h-8 w-64 max-w-full" label={t("loading")} />} intro={t("dashboardIntro")} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-32 rounded-2xl" />)}
      </div>
      <Skeleton className="h-56 rounded-2xl" />
      <Skeleton className="h-56 rounded-2xl" />
    </div>
  );
}
