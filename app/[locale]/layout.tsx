import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { SiteShell } from "@/components/layout/site-shell";
import { routing } from "@/i18n/routing";
import { siteOrigin } from "@/server/seo/site-origin";
import "../globals.css";

/*
 * No `dynamicParams = false` here: Next.js applies it to every dynamic segment below (a route falls
 * back to 404 when ANY of its segments says false), which would make on-demand ISR pages such as
 * /shops/{id}/{slug} and /news/{id}/{slug} 404. Unknown locales are still a 404: i18n/request.ts
 * calls notFound() for a first segment that is not a configured locale.
 */

/** Pre-render every page in every language at build time. */
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations("Metadata");
  return {
    metadataBase: await siteOrigin(),
    title: { default: t("defaultTitle"), template: t("titleTemplate") },
    description: t("description"),
    applicationName: t("siteName"),
    openGraph: { type: "website", siteName: t("siteName"), locale: `${locale}_IN` },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: "#136257",
};

/**
 * Root layout. The locale comes from the `[locale]` segment through
 * next/root-params (see i18n/request.ts), which also turns unknown locale
 * values into a 404, so no `params` are needed here.
 */
export default function LocaleLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}
