import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { formatDate } from "@/lib/format";
import { Link } from "@/i18n/navigation";
import { requireCustomerPage } from "@/server/auth/guards";
import { getKyc } from "@/server/customers/get-kyc";
import { KycClient } from "./kyc-client";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("CustomerKyc");
  return { title: t("title"), robots: { index: false }, alternates: await pageAlternates("/kyc") };
}

export default async function KycPage() {
  const viewer = await requireCustomerPage();
  const t = await getTranslations("CustomerKyc");
  const locale = await getLocale();
  const [{ kyc, panOnFile }, messages] = await Promise.all([getKyc({ actor: viewer }), getMessages()]);
  return (
    <section aria-labelledby="kyc-title" className="mx-auto grid w-full max-w-2xl gap-5">
      <header>
        <h1 id="kyc-title" className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{t("title")}</h1>
        <p className="mt-1 text-stone-600">{t("intro")}</p>
      </header>
      <div data-testid="kyc-on-file" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <h2 className="font-semibold text-stone-900">{t("onFile")}</h2>
        {kyc ? (
          <>
            <p className="mt-1 text-stone-800">{t("onFileValue", { bank: kyc.bank_name, branch: kyc.branch, ifsc: kyc.ifsc, masked: kyc.account_masked })}</p>
            <p className="mt-1 text-xs text-stone-500">{t("updatedAt", { date: formatDate(kyc.updatedAt, locale, "dateTime") })}</p>
          </>
        ) : (
          <p className="mt-1 text-stone-600">{t("none")}</p>
        )}
        {panOnFile ? null : (
          <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <Link href="/profile" className="font-semibold underline">{t("panMissing")}</Link>
          </p>
        )}
      </div>
      <NextIntlClientProvider messages={{ CustomerKyc: messages.CustomerKyc, CustomerValidation: messages.CustomerValidation }}>
        <KycClient initial={kyc ? { bank_name: kyc.bank_name, branch: kyc.branch, ifsc: kyc.ifsc } : null} />
      </NextIntlClientProvider>
    </section>
  );
}
