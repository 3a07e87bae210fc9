import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundContent } from "@/components/feedback/not-found-content";
import { SiteShell } from "@/components/layout/site-shell";
import { siteOrigin } from "@/server/seo/site-origin";
import "./globals.css";

/*
 * 404 for every URL that matches no route: `/no-such-page`, `/mr/no-such-page`,
 * `/unknown.txt`. Enabled by `experimental.globalNotFound` in next.config.ts.
 *
 * Why not a `[locale]/[...rest]` catch-all calling `notFound()` (next-intl's
 * older recipe)? In Next.js 16.4 a `notFound()` thrown while rendering a
 * Server Component answers with an empty `<html id="__next_error__">` shell
 * and the 404 page is drawn only by client-side JavaScript (vercel/next.js
 * #62228, still open): blank for crawlers and for slow phones until the JS
 * arrives. Unmatched URLs take this route instead, which is fully
 * server-rendered.
 *
 * There is no `[locale]` segment here: i18n/request.ts falls back to the
 * locale the proxy negotiated for the request (from the `/mr` or `/hi` prefix,
 * the locale cookie or Accept-Language).
 */

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("NotFound");
  const meta = await getTranslations("Metadata");
  return {
    metadataBase: await siteOrigin(),
    title: meta("titleTemplate").replace("%s", t("title")),
    description: t("description"),
  };
}

export const viewport: Viewport = { themeColor: "#136257" };

export default function GlobalNotFound() {
  return (
    <SiteShell>
      <NotFoundContent />
    </SiteShell>
  );
}
