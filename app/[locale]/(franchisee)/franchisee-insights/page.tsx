import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ShopInsightsView } from "@/components/insights/shop-insights-view";
import { insightsQuerySchema } from "@/lib/validation/insights";
import { requireFranchiseePage } from "@/server/auth/guards";
import { getShopInsights } from "@/server/insights/get-shop-insights";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Insights");
  return { title: t("title"), robots: { index: false }, alternates: await pageAlternates("/franchisee-insights") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /franchisee-insights?days=7|30|90 (docs/product.md#shop-insights, shop-owner login required): the
 * shop's figures, charts and day-by-day table, rendered per request for its owner. The charts are
 * SVG drawn here, so the page loads no script of its own.
 */
export default async function FranchiseeInsightsPage({ searchParams }: Props) {
  const viewer = await requireFranchiseePage();
  const { days } = insightsQuerySchema.parse({ days: (await searchParams).days });
  const [insights, locale, t] = await Promise.all([getShopInsights({ actor: viewer, input: { days } }), getLocale(), getTranslations("Insights")]);
  return (
    <ShopInsightsView
      insights={insights}
      locale={locale}
      intro={t("intro")}
      periodHref={(d) => `/franchisee-insights?days=${d}`}
      csvHref={`/api/v1/franchisee/insights/export?days=${days}&lang=${locale}`}
    />
  );
}
