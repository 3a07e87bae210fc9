import "server-only";
import { getTranslations } from "next-intl/server";
import type { routing } from "@/i18n/routing";
import { INSIGHT_METRICS, type ShopInsights } from "@/lib/insights/metrics";
import { csvCell, insightTableRows } from "@/lib/insights/table-rows";
import { csvResponse, toCsv } from "@/server/http/csv";

/** The insights table as CSV text: the same rows as the page's table (insightTableRows), headed by `t`. */
export function shopInsightsCsv(insights: ShopInsights, t: (key: string) => string): string {
  const header = [t("day"), ...INSIGHT_METRICS.map((m) => t(`metrics.${m}`))];
  const rows = insightTableRows(insights).map((row) => [row.day ?? t("total"), ...INSIGHT_METRICS.map((m) => csvCell(m, row.values[m]))]);
  return toCsv(header, rows);
}

/** The insights table as a CSV download, headed in the page's language. */
export async function shopInsightsCsvResponse(insights: ShopInsights, locale: (typeof routing.locales)[number]): Promise<Response> {
  const t = await getTranslations({ locale, namespace: "Insights" });
  return csvResponse(`insights-${insights.shopId}-${insights.days}d-${insights.to}.csv`, shopInsightsCsv(insights, (key) => t(key as Parameters<typeof t>[0])));
}
