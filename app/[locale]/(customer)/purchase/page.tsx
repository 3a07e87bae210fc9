import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountListPage } from "@/components/lists/account-list-page";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Customer");
  return { title: t("purchaseTitle"), robots: { index: false }, alternates: await pageAlternates("/purchase") };
}

/** /purchase (docs/product.md#validation-rules-and-messages, login required): one shell for every customer; the rows come from `POST /api/v1/customers/purchase/{page}`. */
export default async function PurchasePage() {
  const t = await getTranslations("Customer");
  return (
    <AccountListPage
      kind="purchases"
      titleId="purchase-title"
      namespace="Customer"
      header={
        <header>
          <h1 id="purchase-title" className="text-2xl font-bold tracking-tight text-brand-900">{t("purchaseTitle")}</h1>
          <p className="mt-1 text-sm text-stone-600">{t("purchaseIntro")}</p>
        </header>
      }
    />
  );
}
