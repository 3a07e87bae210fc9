"use client";

import { useLocale, useTranslations } from "next-intl";
import { GlobeIcon } from "@/components/icons";
import { Link, usePathname } from "@/i18n/navigation";
import { routing } from "@/i18n/routing";

type Props = { variant?: "onDark" | "onLight" };

/**
 * Links to the current page in each language. Each language is named in its
 * own script, so a visitor can find theirs whatever the page's language.
 */
export function LocaleSwitcher({ variant = "onLight" }: Props) {
  const t = useTranslations("LocaleSwitcher");
  const current = useLocale();
  const pathname = usePathname();
  const onDark = variant === "onDark";

  return (
    <nav aria-label={t("label")} className="flex items-center gap-2">
      <GlobeIcon className={`size-4 shrink-0 ${onDark ? "text-brand-200" : "text-stone-500"}`} />
      <ul className="flex items-center gap-1">
        {routing.locales.map((locale) => {
          const active = locale === current;
          return (
            <li key={locale}>
              <Link
                href={pathname}
                locale={locale}
                hrefLang={locale}
                lang={locale}
                aria-current={active ? "true" : undefined}
                className={
                  onDark
                    ? `inline-flex min-h-8 items-center rounded-md px-2 text-sm transition-colors ${
                        active ? "bg-white/15 font-semibold text-white" : "text-brand-100 hover:bg-white/10 hover:text-white"
                      }`
                    : `inline-flex min-h-10 items-center rounded-full border px-3.5 text-sm transition-colors ${
                        active
                          ? "border-brand-600 bg-brand-600 font-semibold text-white"
                          : "border-stone-300 bg-white text-stone-700 hover:border-brand-500 hover:text-brand-700"
                      }`
                }
              >
                {t(locale)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
