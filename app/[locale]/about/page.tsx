import { getTranslations } from "next-intl/server";
import { HowItWorksSteps } from "@/components/static/steps";
import { staticMetadata } from "@/components/static/static-metadata";
import { Link } from "@/i18n/navigation";

export const generateMetadata = () => staticMetadata("About", "/about");

/** About (docs/product.md#screens-and-routes): introduction, four-step 'How it works?', View Details, testimonials. */
export default async function AboutPage() {
  const t = await getTranslations("About");
  return (
    <div className="page-container py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{t("title")}</h1>
      <div className="mt-5 max-w-3xl space-y-4 text-lg leading-relaxed text-stone-700">
        <p>{t("intro")}</p>
        <p>{t("mission")}</p>
      </div>
      <section aria-labelledby="about-how" className="mt-12">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="about-how" className="text-2xl font-bold text-brand-900">
            {t("howTitle")}
          </h2>
          <Link href="/how-its-works" className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
            {t("viewDetails")}
          </Link>
        </div>
        <div className="mt-6">
          <HowItWorksSteps headingLevel={3} />
        </div>
      </section>
      <section aria-labelledby="about-testimonials" className="mt-12">
        <h2 id="about-testimonials" className="text-2xl font-bold text-brand-900">
          {t("testimonialsTitle")}
        </h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-3">
          {(["t1", "t2", "t3"] as const).map((key) => (
            <li key={key}>
              <figure className="h-full rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
                <blockquote className="text-stone-800">“{t(`testimonials.${key}.quote`)}”</blockquote>
                <figcaption className="mt-4 text-sm font-semibold text-brand-700">{t(`testimonials.${key}.name`)}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
