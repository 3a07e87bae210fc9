import { getTranslations } from "next-intl/server";
import { AlertIcon } from "@/components/icons";
import { staticMetadata } from "@/components/static/static-metadata";
import { JsonLd } from "@/components/seo/json-ld";

export const generateMetadata = () => staticMetadata("Faq", "/faq");

const ITEMS = ["q1", "q2", "q3", "q4", "q5", "q6"] as const;

/** FAQ (docs/product.md#screens-and-routes): a warning to read first, then an accordion (native details/summary). */
export default async function FaqPage() {
  const t = await getTranslations("Faq");
  return (
    <div className="page-container max-w-3xl py-10 sm:py-14">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: ITEMS.map((key) => ({ "@type": "Question", name: t(`items.${key}.q`), acceptedAnswer: { "@type": "Answer", text: t(`items.${key}.a`) } })),
        }}
      />
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{t("title")}</h1>
      <p role="note" className="mt-5 flex gap-3 rounded-xl border border-accent-300 bg-accent-50 p-4 text-accent-900">
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
        {t("warning")}
      </p>
      <div className="mt-8 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
        {ITEMS.map((key, index) => (
          <details key={key} className="group p-5" open={index === 0}>
            <summary className="flex min-h-8 cursor-pointer list-none items-center justify-between gap-4 font-semibold text-stone-900">
              {t(`items.${key}.q`)}
              <span aria-hidden="true" className="text-xl text-brand-700 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-3 leading-relaxed text-stone-700">{t(`items.${key}.a`)}</p>
          </details>
        ))}
      </div>
    </div>
  );
}
