import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountListPage } from "@/components/lists/account-list-page";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Franchisee");
  return { title: t("transactionsTitle"), robots: { index: false }, alternates: await pageAlternates("/franchisee-transactions") };
}

/** /franchisee-transactions (docs/product.md#validation-rules-and-messages, login required): one shell for every shop owner; the rows come from `POST /api/v1/franchisee/transactions/{page}`. */
export default async function FranchiseeTransactionsPage() {
  const t = await getTranslations("Franchisee");
  return (
    <AccountListPage
      kind="walletEntries"
      titleId="transactions-title"
      namespace="Franchisee"
      header={
        <h1 id="transactions-title" className="text-2xl font-bold tracking-tight text-brand-900">{t("transactionsTitle")}</h1>
      }
    />
  );
}
