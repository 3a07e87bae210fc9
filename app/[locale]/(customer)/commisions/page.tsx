import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { CommissionsClient, ListSkeleton } from "@/components/lists/account-list-client";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Customer");
  return { title: t("commissionsTitle"), robots: { index: false }, alternates: await pageAlternates("/commisions") };
}

/**
 * the product's /commisions: one row a month, 5 a page; ?month=YYYY-MM opens that month's statement. One
 * shell for every customer; the rows and the statement come from `POST /api/v1/customers/commision`
 * in the browser (docs/decisions/089-account-list-shells.md).
 */
export default async function CommissionsPage() {
  const t = await getTranslations("Customer");
  const header = (
    <header>
      <h1 id="commissions-title" className="text-2xl font-bold tracking-tight text-brand-900">{t("commissionsTitle")}</h1>
      <p className="mt-1 text-sm text-stone-600">{t("commissionsIntro")}</p>
    </header>
  );
  return (
    <ClientMessages namespaces={["Customer", "Lists"]}>
      <Suspense fallback={<ListSkeleton />}>
        <CommissionsClient header={header} />
      </Suspense>
    </ClientMessages>
  );
}
