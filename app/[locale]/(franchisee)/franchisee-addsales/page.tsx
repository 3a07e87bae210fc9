import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { requireFranchiseePage } from "@/server/auth/guards";
import { getAddSaleContext } from "@/server/sales/get-add-sale-context";
import { AddSaleClient } from "./add-sale-client";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Franchisee");
  return { title: t("addSaleTitle"), robots: { index: false }, alternates: await pageAlternates("/franchisee-addsales") };
}

export default async function AddSalePage() {
  const viewer = await requireFranchiseePage();
  const t = await getTranslations("Franchisee");
  const context = await getAddSaleContext({ actor: viewer });
  const messages = await getMessages();
  return (
    <section aria-labelledby="add-sale-title" className="mx-auto grid w-full max-w-xl gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
      <header>
        <h1 id="add-sale-title" className="text-2xl font-bold tracking-tight text-brand-900">{t("addSaleTitle")}</h1>
        <p className="mt-1 text-sm text-stone-600">{t("addSaleIntro")}</p>
      </header>
      <NextIntlClientProvider messages={{ Franchisee: messages.Franchisee, FranchiseeValidation: messages.FranchiseeValidation }}>
        <AddSaleClient interestRateBp={context.interestRateBp} walletPaise={context.walletPaise} />
      </NextIntlClientProvider>
    </section>
  );
}
