import "server-only";
import { getLocale } from "next-intl/server";
import { getPathname } from "@/i18n/navigation";
import { routing } from "@/i18n/routing";

type Href = Parameters<typeof getPathname>[0]["href"];

/**
 * Every page's `alternates`: the canonical URL in the page's own language, the same page in each
 * language (hreflang en, mr, hi) and `x-default` = the English URL, which serves visitors whose
 * language is none of these. Paths are relative; the root layout's `metadataBase` makes them
 * absolute. Used by every page's generateMetadata (a Playwright test checks the tags).
 */
export async function pageAlternates(href: Href): Promise<{ canonical: string; languages: Record<string, string> }> {
  const locale = await getLocale();
  // An empty query object would leave a bare "?" (`/shops?`).
  const path = (l: string) => getPathname({ href, locale: l as (typeof routing.locales)[number] }).replace(/\?$/, "");
  const languages = Object.fromEntries(routing.locales.map((l) => [l, path(l)])) as Record<string, string>;
  return {
    canonical: path(locale),
    languages: { ...languages, "x-default": languages[routing.defaultLocale]! },
  };
}
