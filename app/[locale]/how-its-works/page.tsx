import { getTranslations } from "next-intl/server";
import { HowItWorksSteps } from "@/components/static/steps";
import { staticMetadata } from "@/components/static/static-metadata";
import { Link } from "@/i18n/navigation";

export const generateMetadata = () => staticMetadata("HowItWorks", "/how-its-works");

/** 'How Its Works' (docs/product.md#urls-and-redirects): four numbered steps. /how-it-works redirects here. */
export default async function HowItWorksPage() {
  const t = await getTranslations("HowItWorks");
  return (
    <div className="page-container py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{t("title")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-stone-600">{t("intro")}</p>
      <div className="mt-10">
        <HowItWorksSteps />
      </div>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link href="/register" className="inline-flex min-h-12 items-center rounded-xl bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">
          {t("cta")}
        </Link>
        <Link href="/shops" className="inline-flex min-h-12 items-center rounded-xl border border-brand-600 px-6 font-semibold text-brand-700 hover:bg-brand-50">
          {t("ctaShops")}
        </Link>
        <Link href="/commisions" className="inline-flex min-h-12 items-center rounded-xl px-6 font-semibold text-brand-700 underline-offset-4 hover:underline">
          {t("ctaCommissions")}
        </Link>
      </div>
    </div>
  );
}
