import { getTranslations } from "next-intl/server";

/** Terms of Services and Privacy Policy: numbered sections of static legal text. */
export async function LegalPage({ namespace, sections }: { namespace: "Terms" | "Privacy"; sections: readonly string[] }) {
  const t = await getTranslations(namespace);
  const section = t as unknown as (key: string) => string;
  return (
    <div className="page-container max-w-3xl py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{t("title")}</h1>
      <p className="mt-2 text-sm text-stone-600">{t("updated")}</p>
      <div className="mt-8 space-y-8">
        {sections.map((key) => (
          <section key={key} aria-labelledby={`section-${key}`}>
            <h2 id={`section-${key}`} className="text-xl font-bold text-stone-900">
              {section(`sections.${key}.title`)}
            </h2>
            <p className="mt-2 leading-relaxed text-stone-700">{section(`sections.${key}.body`)}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
