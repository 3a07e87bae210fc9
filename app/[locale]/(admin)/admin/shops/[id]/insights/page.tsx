import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { adminSecondaryButton } from "@/components/admin/form-feedback";
import { ShopInsightsView } from "@/components/insights/shop-insights-view";
import { Link } from "@/i18n/navigation";
import { insightsQuerySchema } from "@/lib/validation/insights";
import { requireOperatorPage } from "@/server/auth/guards";
import { isAppError } from "@/server/errors";
import { getShopInsights } from "@/server/insights/get-shop-insights";

export const metadata: Metadata = { title: "Shop insights" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /admin/shops/[id]/insights?days=: the same insights the shop's owner sees (docs/product.md#shop-insights), for any shop. */
export default async function AdminShopInsightsPage({ params, searchParams }: Props) {
  const viewer = await requireOperatorPage();
  const { id } = await params;
  if (!/^\d{1,15}$/.test(id)) notFound();
  const { days } = insightsQuerySchema.parse({ days: (await searchParams).days });
  const insights = await getShopInsights({ actor: viewer, input: { days, shop_id: Number(id) } }).catch((error: unknown) => {
    if (isAppError(error) && error.code === "not_found") notFound();
    throw error;
  });
  return (
    <>
      <AdminPageHeader
        title={insights.shopName}
        description={`Shop #${insights.shopId}: what its page brings it, as its owner sees it.`}
        actions={<Link href={`/admin/shops/${insights.shopId}`} className={adminSecondaryButton}>Shop record</Link>}
      />
      <ShopInsightsView
        insights={insights}
        locale="en"
        headingLevel="h2"
        intro="Visitors, taps and sales, day by day, against the period before."
        periodHref={(d) => `/admin/shops/${insights.shopId}/insights?days=${d}`}
        csvHref={`/api/v1/admin/shops/${insights.shopId}/insights/export?days=${days}`}
      />
    </>
  );
}
