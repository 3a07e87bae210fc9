import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

const STEPS = [
  { key: "account", href: "/register" },
  { key: "search", href: "/shops" },
  { key: "buy", href: "/shops" },
  { key: "earn", href: "/commisions" },
] as const;

/** The four numbered 'How it works' steps (docs/product.md#screens-and-routes), each linking where it happens. */
export function HowItWorksSteps({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useTranslations("HowItWorks");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {STEPS.map((step, index) => (
        <li key={step.key} className="relative flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-brand-700 text-xl font-extrabold text-white">
            {index + 1}
          </span>
          <p className="sr-only">{t("stepLabel", { number: index + 1 })}</p>
          <Heading className="mt-4 text-lg font-bold text-stone-900">
            <Link href={step.href} className="hover:text-brand-700">
              {t(`steps.${step.key}.title`)}
            </Link>
          </Heading>
          <p className="mt-2 text-sm leading-relaxed text-stone-600">{t(`steps.${step.key}.body`)}</p>
        </li>
      ))}
    </ol>
  );
}
