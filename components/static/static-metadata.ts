import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { getPathname } from "@/i18n/navigation";
import { routing } from "@/i18n/routing";

type Namespace = "HowItWorks" | "About" | "Faq" | "Terms" | "Privacy" | "Contact";

/** Title, description, canonical URL, language alternates and Open Graph of a static page. */
export async function staticMetadata(namespace: Namespace, href: string): Promise<Metadata> {
  const t = await getTranslations(namespace);
  const locale = await getLocale();
  const canonical = getPathname({ href, locale });
  const languages = Object.fromEntries(routing.locales.map((l) => [l, getPathname({ href, locale: l })]));
  return {
    title: t("metaTitle"),
    description: t("metaDescription"),
    alternates: { canonical, languages: { ...languages, "x-default": getPathname({ href, locale: "en" }) } },
    openGraph: { title: t("metaTitle"), description: t("metaDescription"), url: canonical },
  };
}
