import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { StatCard } from "@/components/franchisee/stat-card";
import { SalesTable } from "@/components/franchisee/sales-table";
import { TransactionsTable } from "@/components/franchisee/transactions-table";
import { ListPanel } from "@/components/layout/list-panel";
import { Link } from "@/i18n/navigation";
import { formatPaise } from "@/lib/money";
import { requireFranchiseePage } from "@/server/auth/guards";
import { getFranchiseeDashboard } from "@/server/franchisees/get-franchisee-dashboard";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Franchisee");
  return { title: t("dashboardTitle"), robots: { index: false }, alternates: await pageAlternates("/franchisee-dashboard") };
}

export default async function FranchiseeDashboardPage() {
  const viewer = await requireFranchiseePage();
  const t = await getTranslations("Franchisee");
  const dashboard = await getFranchiseeDashboard({ actor: viewer });
  const { goal, counts } = dashboard;

  return (
    <div className="grid gap-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{dashboard.shopName}</h1>
        <p className="mt-1 text-stone-600">{t("dashboardIntro")}</p>
      </header>

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
        <StatCard label={t("uniqueCustomers")} value={String(counts.uniqueCustomers)} />
        <StatCard label={t("visitors")} value={String(counts.visitors)} />
      </section>

      <ListPanel id="latest-sales" title={t("latestSales")} href="/franchisee-sales" viewAll={t("viewAll")}>
        <SalesTable rows={dashboard.sales} />
      </ListPanel>

      <ListPanel id="latest-transactions" title={t("latestTransactions")} href="/franchisee-transactions" viewAll={t("viewAll")}>
        <TransactionsTable rows={dashboard.transactions} />
      </ListPanel>
    </div>
  );
}
