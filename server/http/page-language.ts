import "server-only";
import { hasLocale } from "next-intl";
import { routing } from "@/i18n/routing";

export type PageLanguage = (typeof routing.locales)[number];

/** The `lang` a download link names (the page's language), else English: a CSV's headings follow the page. */
export function pageLanguage(request: Request): PageLanguage {
  const lang = new URL(request.url).searchParams.get("lang");
  return hasLocale(routing.locales, lang) ? lang : routing.defaultLocale;
}
