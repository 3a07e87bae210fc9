import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { siteContact } from "@/lib/site";
import { requireCustomerPage } from "@/server/auth/guards";
import { getOwnPurchase } from "@/server/customers/get-own-purchase";
import { ReportFraudClient } from "./report-client";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("CustomerFraud");
  return { title: t("title"), robots: { index: false }, alternates: await pageAlternates("/report-fraud") };
}

/** `?sale=42` ("Not my purchase?" on a sale's notification): the report is tied to that sale, if it is on the customer's own code. */
export default async function ReportFraudPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const viewer = await requireCustomerPage();
  const t = await getTranslations("CustomerFraud");
  const { sale } = await searchParams;
  const saleId = typeof sale === "string" && /^\d{1,15}$/.test(sale) ? Number(sale) : null;
  const [messages, purchase] = await Promise.all([getMessages(), saleId ? getOwnPurchase({ actor: viewer, saleId }) : null]);
  return (
    <section aria-labelledby="report-title" className="mx-auto grid w-full max-w-4xl gap-5 lg:grid-cols-[2fr_1fr]">
      <div className="grid gap-5">
        <header>
          <h1 id="report-title" className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{t("title")}</h1>
          <p className="mt-1 text-stone-600">{t("intro")}</p>
        </header>
        <NextIntlClientProvider messages={{ CustomerFraud: messages.CustomerFraud, CustomerValidation: messages.CustomerValidation }}>
          <ReportFraudClient purchase={purchase} saleAsked={saleId !== null} />
        </NextIntlClientProvider>
      </div>
      <aside className="self-start rounded-2xl border border-stone-200 bg-white p-5 text-sm shadow-sm lg:mt-16">
        <h2 className="font-semibold text-stone-900">{t("contactTitle")}</h2>
        <dl className="mt-2 grid gap-2">
          <div><dt className="text-stone-500">{t("email")}</dt><dd><a href={`mailto:${siteContact.supportEmail}`} className="font-medium text-brand-700 hover:underline">{siteContact.supportEmail}</a></dd></div>
          <div><dt className="text-stone-500">{t("phone")}</dt><dd><a href={siteContact.phoneHref} className="font-medium text-brand-700 hover:underline">{siteContact.phoneDisplay}</a></dd></div>
        </dl>
      </aside>
    </section>
  );
}
