import { TimeSeriesChart } from "@/components/charts/time-series-chart";
import { formatCount, formatIstDateTime, formatShortMonth } from "@/lib/admin/format";
import { formatDate } from "@/lib/format";
import { formatPaise } from "@/lib/money";
import type { MarketplacePoint, MarketplaceTrends } from "@/server/insights/get-marketplace-trends";

type Metric = Exclude<keyof MarketplacePoint, "start">;
const LABELS: Record<Metric, string> = {
  newCustomers: "New customers",
  activeShops: "Active shops",
  sales: "Sales",
  salesPaise: "Sales amount",
  interestPaise: "Sale interest",
  commissionPaidPaise: "Commission paid",
};
const MONEY = new Set<Metric>(["salesPaise", "interestPaise", "commissionPaidPaise"]);

/** The charts of one span (days or months): which figures each draws. */
function charts(points: MarketplacePoint[], label: (start: string) => string, span: string, withCommission: boolean) {
  const groups: { title: string; metrics: Metric[]; kind: "line" | "bar" }[] = [
    { title: `New customers and active shops, ${span}`, metrics: ["newCustomers", "activeShops"], kind: "line" },
    { title: `Sales, ${span}`, metrics: ["sales"], kind: "bar" },
    { title: `Sales amount and sale interest, ${span}`, metrics: ["salesPaise", "interestPaise"], kind: "bar" },
    ...(withCommission ? [{ title: `Commission paid, ${span}`, metrics: ["commissionPaidPaise"] as Metric[], kind: "bar" as const }] : []),
  ];
  return groups.map((group) => {
    const summary = group.metrics
      .map((metric) => {
        const format = MONEY.has(metric) ? formatPaise : formatCount;
        const best = points.reduce((a, b) => (b[metric] > a[metric] ? b : a), points[0]!);
        const total = metric === "activeShops" ? null : points.reduce((sum, p) => sum + p[metric], 0);
        return `${LABELS[metric]}: ${total === null ? "" : `${format(total)} in all, `}highest ${format(best[metric])} (${label(best.start)}), latest ${format(points.at(-1)![metric])}.`;
      })
      .join(" ");
    return (
      <TimeSeriesChart
        key={group.title}
        title={group.title}
        kind={group.kind}
        labels={points.map((p) => label(p.start))}
        series={group.metrics.map((metric) => ({ label: LABELS[metric], values: points.map((p) => p[metric]) }))}
        formatValue={group.metrics.some((m) => MONEY.has(m)) ? formatPaise : formatCount}
        summary={summary}
        texts={{ showFigures: "Show the figures", period: span.includes("month") ? "Month" : "Day" }}
      />
    );
  });
}

/** /admin's marketplace over time: the last 30 days and 12 months, from the worker's kept figures. */
export function MarketplaceTrendsSection({ trends }: { trends: MarketplaceTrends }) {
  const day = (start: string) => formatDate(new Date(`${start}T12:00:00+05:30`), "en", "date").replace(/ \d{4}$/, "");
  return (
    <section aria-labelledby="trends" className="mb-8">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="trends" className="text-lg font-semibold text-stone-900">The marketplace over time</h2>
        <p className="text-xs text-stone-500">
          {trends.refreshedAt ? `Figures as of ${formatIstDateTime(trends.refreshedAt)}; the worker refreshes them every 15 minutes.` : "The worker has not worked out these figures yet: they appear within 15 minutes of its start."}
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">{charts(trends.days, day, "last 30 days", false)}</div>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">{charts(trends.months, formatShortMonth, "last 12 months", true)}</div>
    </section>
  );
}
