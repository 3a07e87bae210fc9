import { INSIGHT_METRICS, MONEY_METRICS, type InsightMetric, type ShopInsights } from "./metrics";

export type InsightTableRow = { day: string | null; values: Record<InsightMetric, number> };

/**
 * The rows of the insights table, newest day first, then the period's total (whose unique customers
 * are distinct over the period, not a sum of days). The page's table and the CSV download are both
 * built from these, so they always say the same.
 */
export function insightTableRows(insights: ShopInsights): InsightTableRow[] {
  const days = [...insights.series].reverse().map((d) => ({ day: d.day, values: Object.fromEntries(INSIGHT_METRICS.map((m) => [m, d[m]])) as Record<InsightMetric, number> }));
  const total = { day: null, values: Object.fromEntries(insights.figures.map((f) => [f.metric, f.value])) as Record<InsightMetric, number> };
  return [...days, total];
}

/** A cell as the CSV writes it: money in rupees with two decimals (a spreadsheet sums it), counts as they are. */
export function csvCell(metric: InsightMetric, value: number): string {
  return MONEY_METRICS.has(metric) ? (value / 100).toFixed(2) : String(value);
}
