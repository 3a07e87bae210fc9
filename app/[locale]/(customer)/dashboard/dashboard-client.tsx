"use client";

import { useTranslations } from "next-intl";
import { CommissionTable } from "@/components/customer/commission-table";
import { PurchaseTable } from "@/components/customer/purchase-table";
import { SharePanel } from "@/components/customer/share-panel-client";
import { DashboardFailure, DashboardHeading, Skeleton } from "@/components/dashboard/dashboard-states";
import { StatCard } from "@/components/franchisee/stat-card";
import { ListPanel } from "@/components/layout/list-panel";
import { Link } from "@/i18n/navigation";
import { useAccountData } from "@/lib/api/use-account-data";
import type { CustomerDashboardWire } from "@/lib/api/wire";
import { formatPaise } from "@/lib/money";
import type { Trend } from "@/server/customers/get-customer-dashboard";
import { MonthBars } from "@/components/charts/month-bars";
import { formatCount } from "@/lib/format";

const TREND_STYLE: Record<Trend["colour"], string> = { success: "text-emerald-700", danger: "text-rose-700", muted: "text-stone-500" };
const ARROW: Record<Trend["direction"], string> = { up: "▲", down: "▼", flat: "▬" };
const TRENDS = ["purchase", "visits", "commission", "members"] as const;
const MONEY = new Set<string>(["purchase", "commission"]);

/**
 * /dashboard's figures (docs/product.md#validation-rules-and-messages), fetched from `POST /api/v1/customers/dashboard` by the page shell,
 * which is the same for every customer and so comes from the page cache (docs/decisions/088-dashboard-shells.md). Until
 * they arrive the layout is drawn with placeholders of the same size, so nothing moves.
 */
export function CustomerDashboardClient({ registerUrl }: { registerUrl: string }) {
  const t = useTranslations("Customer");
  const { data, error, mutate } = useAccountData<CustomerDashboardWire>("/api/v1/customers/dashboard", { loginPath: "/login", failureMessage: t("loadFailed") });

  if (!data) {
    return error ? <DashboardFailure message={t("loadFailed")} retry={t("retry")} onRetry={() => void mutate()} /> : <CustomerDashboardSkeleton />;
  }
  const { goal, counts, monthGoal, estimate } = data;
  const link = `${registerUrl}?ref=${encodeURIComponent(data.customer.code)}`;
  const remaining = Math.max(0, monthGoal.targetPaise - monthGoal.purchasePaise);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8" data-testid="customer-dashboard">
      <DashboardHeading title={t("welcome", { name: data.customer.firstName })} intro={t("dashboardIntro")} />

      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="share" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
          <h2 id="share" className="font-semibold text-stone-900">{t("customerCode")}</h2>
          <p className="mt-1 mb-3 text-sm text-stone-600">{t("shareIntro")}</p>
          <SharePanel code={data.customer.code} link={link} warn={goal.status === "failure"} />
        </section>

        <section aria-labelledby="completion" className={`rounded-2xl border p-5 ${goal.status === "failure" ? "border-amber-200 bg-amber-50" : "border-emerald-200 bg-emerald-50"}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="completion" className="font-semibold text-stone-900">{t("profileCompletion")}</h2>
            <span data-testid="profile-completion" className="text-sm font-semibold text-stone-900 tabular-nums">{t("completedOf", { completed: goal.completed })}</span>
          </div>
          <div role="progressbar" aria-valuemin={0} aria-valuemax={5} aria-valuenow={goal.completed} aria-label={t("profileCompletion")} className="mt-3 h-2.5 overflow-hidden rounded-full bg-white">
            <div className={`h-full rounded-full ${goal.status === "failure" ? "bg-amber-500" : "bg-emerald-600"}`} style={{ width: `${(goal.completed / 5) * 100}%` }} />
          </div>
          {goal.status === "failure" ? (
            <>
              <p className="mt-3 text-sm text-amber-900">{t("goalMsg")}</p>
              <ul className="mt-2 flex flex-wrap gap-2 text-xs">
                {goal.missing.map((step) => (
                  <li key={step}>
                    <Link href={step === "bank" ? "/kyc" : "/profile"} className="inline-block rounded-full bg-white px-2.5 py-1 font-medium text-amber-900 ring-1 ring-amber-200 hover:underline">{t(`steps.${step}`)}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}

          <h2 className="mt-5 font-semibold text-stone-900">{t("goalTitle")}</h2>
          <p data-testid="month-goal" data-met={monthGoal.met} className="mt-1 flex items-start gap-2 text-sm text-stone-800">
            {monthGoal.met ? (
              <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0 text-emerald-600" fill="none" stroke="currentColor" strokeWidth="3"><path d="m5 12 5 5L20 7" /></svg>
            ) : (
              <span aria-hidden="true" className="mt-1 size-3 shrink-0 rounded-full border-2 border-amber-500" />
            )}
            {monthGoal.met
              ? t("goalMet", { amount: formatPaise(monthGoal.purchasePaise) })
              : t("goalNotMet", { remaining: formatPaise(remaining), target: formatPaise(monthGoal.targetPaise) })}
          </p>
          <div className="mt-2 h-2 overflow-hidden rounded-full bg-white" aria-hidden="true">
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${Math.min(100, (monthGoal.purchasePaise / monthGoal.targetPaise) * 100)}%` }} />
          </div>
        </section>
      </div>

      <section className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label={t("shopVisited")} value={formatCount(counts.visitors)} />
        <StatCard label={t("totalPurchase")} value={formatPaise(counts.purchasePaise)} />
        <StatCard label={t("totalCommission")} value={formatPaise(counts.commissionPaise)} />
        <StatCard label={t("downlineMembers")} value={formatCount(counts.downline)}>
          <Link href="/downline" className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">{t("viewDownline")}</Link>
        </StatCard>
      </section>

      <section aria-labelledby="month" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <h2 id="month" className="text-lg font-semibold text-stone-900">{t("monthTitle")}</h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TRENDS.map((key) => {
            const item = estimate.trends[key];
            const show = (value: number) => (MONEY.has(key) ? formatPaise(value) : formatCount(value));
            return (
              <div key={key} data-testid={`trend-${key}`} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 rounded-xl bg-stone-50 p-4">
                <dt className="text-sm font-medium text-stone-500">{t(`trend.${key}`)}</dt>
                <dd className="mt-1 text-xl font-bold text-brand-900 tabular-nums">{show(item.current)}</dd>
                <dd className={`text-sm font-semibold ${TREND_STYLE[item.colour]}`}>
                  <span aria-hidden="true">{ARROW[item.direction]} </span>
                  {item.direction === "flat" ? t("trendFlat") : t(item.direction === "up" ? "trendUp" : "trendDown", { percent: item.percent })}
                </dd>
                <dd className="text-xs text-stone-500">{t("lastMonthValue", { value: show(item.previous) })}</dd>
                {/* Last in the markup (the figures read first), beside them on screen. */}
                <dd className="col-start-2 row-span-4 row-start-1 self-center">
                  <MonthBars
                    previous={item.previous}
                    current={item.current}
                    summary={t("chartSummary", { name: t(`trend.${key}`), previous: show(item.previous), current: show(item.current) })}
                    labels={{ previous: t("chartLast"), current: t("chartThis") }}
                  />
                </dd>
              </div>
            );
          })}
        </dl>
      </section>

      <ListPanel id="latest-purchase" title={t("latestPurchase")} href="/purchase" viewAll={t("viewAll")}>
        <PurchaseTable rows={data.purchase} />
      </ListPanel>

      <ListPanel id="latest-commissions" title={t("latestCommissions")} href="/commisions" viewAll={t("viewAll")}>
        <CommissionTable rows={data.commision} />
      </ListPanel>
    </div>
  );
}

/** The dashboard's layout with grey blocks where the figures go. */
function CustomerDashboardSkeleton() {
  const t = useTranslations("Customer");
  return (
    <div className="grid gap-8" aria-busy="true">
      <DashboardHeading title={<Skeleton className="h-8 w-64 max-w-full" label={t("loading")} />} intro={t("dashboardIntro")} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-28 rounded-2xl" />)}
      </div>
      <Skeleton className="h-40 rounded-2xl" />
      <Skeleton className="h-56 rounded-2xl" />
      <Skeleton className="h-56 rounded-2xl" />
    </div>
  );
}
