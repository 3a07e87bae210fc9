import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ListPager, readListParams } from "@/components/lists/list-pager";
import { PurchaseTable } from "@/components/customer/purchase-table";
import { requireCustomerPage } from "@/server/auth/guards";
import { listPurchases, PURCHASE_PAGE_SIZE } from "@/server/customers/list-purchases";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Customer");
  return { title: t("purchaseTitle"), robots: { index: false }, alternates: await pageAlternates("/purchase") };
}

export default async function PurchasePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const viewer = await requireCustomerPage();
  const t = await getTranslations("Customer");
  const { period, page } = readListParams(await searchParams);
  const { data, count } = await listPurchases({ actor: viewer, period, page });
  return (
    <section aria-labelledby="purchase-title" className="grid gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <header>
        <h1 id="purchase-title" className="text-2xl font-bold tracking-tight text-brand-900">{t("purchaseTitle")}</h1>
        <p className="mt-1 text-sm text-stone-600">{t("purchaseIntro")}</p>
      </header>
      <ListPager pathname="/purchase" period={period} page={page} count={count} pageSize={PURCHASE_PAGE_SIZE} />
      <PurchaseTable rows={data} />
    </section>
  );
}
