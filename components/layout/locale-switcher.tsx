"use client";

import { useLocale, useTranslations } from "next-intl";
import type { MouseEvent } from "react";
import { GlobeIcon } from "@/components/icons/chrome-icons";
import { Link, usePathname } from "@/i18n/navigation";
import { LOCALE_COOKIE, routing } from "@/i18n/routing";

type Props = { variant?: "onDark" | "onLight" };

/** The link's own URL (already in its language) with the page's current query and fragment. */
function withCurrentQuery(link: HTMLAnchorElement): string {
  const target = new URL(link.href);
  target.search = window.location.search;
  target.hash = window.location.hash;
  return target.toString();
}

/** Before a new tab or a copied link uses the href, give it the current query (filters change it without a render). */
function refreshHref(event: { currentTarget: HTMLAnchorElement }) {
  event.currentTarget.href = withCurrentQuery(event.currentTarget);
}

/**
 * Links to the current page in each language. Each language is named in its
 * own script, so a visitor can find theirs whatever the page's language.
 * A click keeps the query (`/shops?city=katol` → `/mr/shops?city=katol`) and
 * remembers the choice in the language cookie for a year, which the proxy
 * reads to send plain URLs to that language. Changing language swaps the root
 * layout (`<html lang>`), so it is a full page load.
 */
export function LocaleSwitcher({ variant = "onLight" }: Props) {
  const t = useTranslations("LocaleSwitcher");
  const current = useLocale();
  const pathname = usePathname();
  const onDark = variant === "onDark";
  const choose = (locale: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
    const target = withCurrentQuery(event.currentTarget);
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      event.currentTarget.href = target;
      return;
    }
    event.preventDefault();
    window.location.assign(target);
  };

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
                onClick={choose(locale)}
                onPointerEnter={refreshHref}
                onFocus={refreshHref}
                onContextMenu={refreshHref}
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
