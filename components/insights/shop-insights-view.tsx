import { getTranslations } from "next-intl/server";
import { TimeSeriesChart } from "@/components/charts/time-series-chart";
import { Link } from "@/i18n/navigation";
import { formatCalendarDate, formatCount, formatDate } from "@/lib/format";
import { INSIGHT_METRICS, INSIGHT_PERIODS, MONEY_METRICS, type InsightFigure, type InsightMetric, type InsightPeriod, type ShopInsights } from "@/lib/insights/metrics";
import { insightTableRows } from "@/lib/insights/table-rows";
import { formatPaise } from "@/lib/money";

/** The charts and which figures each draws (docs/product.md#shop-insights). */
const CHARTS: { key: "visitors" | "taps" | "favourites" | "money" | "customers"; metrics: InsightMetric[]; kind: "line" | "bar" }[] = [
  { key: "visitors", metrics: ["views", "impressions"], kind: "line" },
  { key: "taps", metrics: ["calls", "whatsapp", "directions", "shares"], kind: "line" },
  { key: "favourites", metrics: ["favouritesAdded", "favouritesRemoved"], kind: "bar" },
  { key: "money", metrics: ["salesPaise", "interestPaise"], kind: "bar" },
  { key: "customers", metrics: ["sales", "uniqueCustomers", "newCustomers"], kind: "line" },
];

const formatMetric = (metric: InsightMetric, value: number) => (MONEY_METRICS.has(metric) ? formatPaise(value) : formatCount(value));

/**
 * A shop's insights: the figures against the previous period, charts with their figures as tables,
 * and the day-by-day table with its CSV download. Drawn on the server, no script of its own; the
 * shop owner's /franchisee-insights and the console's shop record both show it.
 */
export async function ShopInsightsView({ insights, locale, periodHref, csvHref, intro, headingLevel = "h1" }: { insights: ShopInsights; locale: string; periodHref: (days: InsightPeriod) => string; csvHref: string; intro: string; /** h2 where the page has its own h1 (the console). */ headingLevel?: "h1" | "h2" }) {
  const Heading = headingLevel;
  const t = await getTranslations("Insights");
  const dayLabel = (day: string) => formatDate(new Date(`${day}T12:00:00+05:30`), locale, "date").replace(/,? \d{4}$/, "");
  const labels = insights.series.map((d) => dayLabel(d.day));
  const rows = insightTableRows(insights);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8" data-testid="shop-insights">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <Heading className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{t("title")}</Heading>
          <p className="mt-1 text-stone-600">{intro}</p>
          <p className="mt-1 text-sm text-stone-500">
            {t("range", {
              from: formatCalendarDate(insights.from, locale),
              to: formatCalendarDate(insights.to, locale),
              previousFrom: formatCalendarDate(insights.previousFrom, locale),
              previousTo: formatCalendarDate(insights.previousTo, locale),
            })}
          </p>
        </div>
        <nav aria-label={t("periods")}>
          <ul className="flex flex-wrap gap-1 rounded-xl bg-stone-100 p-1 text-sm">
            {INSIGHT_PERIODS.map((days) => (
              <li key={days}>
                <Link
                  href={periodHref(days)}
                  aria-current={days === insights.days ? "page" : undefined}
                  className="block min-h-10 rounded-lg px-3 py-2 font-semibold whitespace-nowrap text-stone-700 hover:bg-white aria-[current=page]:bg-white aria-[current=page]:text-brand-700 aria-[current=page]:shadow-sm"
                >
                  {t("period", { days })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <section aria-label={t("period", { days: insights.days })}>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
          {insights.figures.map((figure) => (
            <FigureCard key={figure.metric} figure={figure} days={insights.days} label={t(`metrics.${figure.metric}`)} t={t} />
          ))}
        </ul>
      </section>

      <section className="grid gap-4 lg:grid-cols-2">
        {CHARTS.map((chart) => {
          const name = t(`charts.${chart.key}`);
          const money = chart.metrics.some((m) => MONEY_METRICS.has(m));
          const summaries = chart.metrics.map((metric) => {
            const total = insights.figures.find((f) => f.metric === metric)!.value;
            const best = insights.series.reduce((a, b) => (b[metric] > a[metric] ? b : a), insights.series[0]!);
            const label = t(`metrics.${metric}`);
            return total === 0 || best[metric] === 0
              ? t("summaryEmpty", { name: label, days: insights.days })
              : t("summary", { name: label, days: insights.days, total: formatMetric(metric, total), highest: formatMetric(metric, best[metric]), day: formatCalendarDate(best.day, locale) });
          });
          return (
            <TimeSeriesChart
              key={chart.key}
              title={name}
              kind={chart.kind}
              labels={labels}
              series={chart.metrics.map((metric) => ({ label: t(`metrics.${metric}`), values: insights.series.map((d) => d[metric]) }))}
              formatValue={money ? formatPaise : formatCount}
              summary={summaries.join(" ")}
              texts={{ showFigures: t("figuresBelow"), period: t("day") }}
              figuresHref="#insights-table"
            />
          );
        })}
      </section>

      <section id="insights-table" aria-labelledby="insights-table-title" tabIndex={-1} className="min-w-0 scroll-mt-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="insights-table-title" className="font-semibold text-brand-900">{t("tableTitle")}</h2>
          <a href={csvHref} download className="inline-flex min-h-10 items-center rounded-lg border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50">
            {t("downloadCsv")}
          </a>
        </div>
        <div className="mt-3 max-h-[32rem] overflow-auto">
          {/* Cell styles on the table, not on each of its ~1,300 cells: the 90-day page's HTML and payload stay small. */}
          <table
            className="w-full text-right text-sm whitespace-nowrap tabular-nums [&_td]:py-1.5 [&_td]:pr-3 [&_tbody_th]:py-1.5 [&_tbody_th]:pr-3 [&_tbody_th]:text-left [&_tbody_th]:font-normal [&_tbody_tr]:border-t [&_tbody_tr]:border-stone-100"
            data-testid="insights-table"
          >
            <thead className="sticky top-0 bg-white">
              <tr className="text-xs text-stone-600">
                <th scope="col" className="py-2 pr-3 text-left font-medium">{t("day")}</th>
                {INSIGHT_METRICS.map((metric) => (
                  <th key={metric} scope="col" className="min-w-20 py-2 pr-3 font-medium whitespace-normal">{t(`metrics.${metric}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.day ?? "total"} className={row.day ? undefined : "border-t-2! border-stone-300! font-semibold"}>
                  <th scope="row">{row.day ? formatCalendarDate(row.day, locale) : t("total")}</th>
                  {INSIGHT_METRICS.map((metric) => (
                    <td key={metric}>{formatMetric(metric, row.values[metric])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <p className="text-sm text-stone-500">{t("howCounted")}</p>
    </div>
  );
}

function FigureCard({ figure, days, label, t }: { figure: InsightFigure; days: number; label: string; t: Awaited<ReturnType<typeof getTranslations<"Insights">>> }) {
  const change = figure.changePercent;
  const tone = change === null || change === 0 ? "bg-stone-100 text-stone-700" : change > 0 ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900";
  const text = change === null ? t("noEarlier") : change === 0 ? t("same") : change > 0 ? t("up", { percent: change }) : t("down", { percent: Math.abs(change) });
  return (
    <li className="min-w-0 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4" data-metric={figure.metric}>
      <p className="text-sm font-medium text-stone-600">{label}</p>
      <p className="mt-1 text-xl font-bold tracking-tight [overflow-wrap:anywhere] text-brand-900 tabular-nums sm:text-2xl" data-testid="figure-value">{formatMetric(figure.metric, figure.value)}</p>
      <p className={`mt-2 inline-flex rounded-lg px-2 py-0.5 text-xs font-semibold ${tone}`}>
        {change !== null && change !== 0 ? <span aria-hidden="true" className="mr-1">{change > 0 ? "▲" : "▼"}</span> : null}
        {text}
      </p>
      <p className="mt-1 text-xs text-stone-500">{t("previous", { days, value: formatMetric(figure.metric, figure.previous) })}</p>
    </li>
  );
}
