import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { OfflineContent } from "@/components/pwa/offline-content-client";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Offline");
  return { title: t("metaTitle"), robots: { index: false }, alternates: await pageAlternates("/offline") };
}

/**
 * What the service worker shows for a page it cannot fetch (public/sw.js precaches it in each
 * language). Static: it must not need the network or the database to render from the cache.
 */
export default async function OfflinePage() {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={{ Offline: messages.Offline }}>
      <OfflineContent />
    </NextIntlClientProvider>
  );
}
