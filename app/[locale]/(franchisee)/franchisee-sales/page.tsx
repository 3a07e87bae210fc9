import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountListPage } from "@/components/lists/account-list-page";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Franchisee");
  return { title: t("salesTitle"), robots: { index: false }, alternates: await pageAlternates("/franchisee-sales") };
}

/** /franchisee-sales (docs/product.md#validation-rules-and-messages, login required): one shell for every shop owner; the rows come from `POST /api/v1/franchisee/sales/{page}`. */
export default async function FranchiseeSalesPage() {
  const t = await getTranslations("Franchisee");
  return (
    <AccountListPage
      kind="shopSales"
      titleId="sales-title"
      namespace="Franchisee"
      header={
        <h1 id="sales-title" className="text-2xl font-bold tracking-tight text-brand-900">{t("salesTitle")}</h1>
      }
    />
  );
}
