import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ListPager, readListParams } from "@/components/lists/list-pager";
import { SalesTable } from "@/components/franchisee/sales-table";
import { requireFranchiseePage } from "@/server/auth/guards";
import { LIST_PAGE_SIZE, listShopSales } from "@/server/sales/list-shop-sales";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Franchisee");
  return { title: t("salesTitle"), robots: { index: false }, alternates: await pageAlternates("/franchisee-sales") };
}

export default async function FranchiseeSalesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const viewer = await requireFranchiseePage();
  const t = await getTranslations("Franchisee");
  const { period, page } = readListParams(await searchParams);
  const { data, count } = await listShopSales({ actor: viewer, period, page });
  return (
    <section aria-labelledby="sales-title" className="grid gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h1 id="sales-title" className="text-2xl font-bold tracking-tight text-brand-900">{t("salesTitle")}</h1>
      <ListPager pathname="/franchisee-sales" period={period} page={page} count={count} pageSize={LIST_PAGE_SIZE} />
      <SalesTable rows={data} />
    </section>
  );
}
