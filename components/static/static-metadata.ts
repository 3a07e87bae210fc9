import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageAlternates } from "@/server/seo/page-alternates";

type Namespace = "HowItWorks" | "About" | "Faq" | "Terms" | "Privacy" | "Contact";

/** Title, description, canonical URL, language alternates and Open Graph of a static page. */
export async function staticMetadata(namespace: Namespace, href: string): Promise<Metadata> {
  const t = await getTranslations(namespace);
  const alternates = await pageAlternates(href);
  return {
    title: t("metaTitle"),
    description: t("metaDescription"),
    alternates,
    openGraph: { title: t("metaTitle"), description: t("metaDescription"), url: alternates.canonical },
  };
}
