import "server-only";
import { routing } from "@/i18n/routing";
import { siteUrl } from "@/lib/site";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function absolute(path: string): string {
  return new URL(path, siteUrl).toString();
}

/** A path in each language: English plain, the others under their prefix. */
export function localized(path: string, locale: string): string {
  if (locale === routing.defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** A <urlset> with one <url> per page and hreflang alternates for every language. */
export function urlSet(entries: { path: string; lastModified?: Date }[]): string {
  const urls = entries
    .map(({ path, lastModified }) => {
      const alternates = routing.locales
        .map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(absolute(localized(path, locale)))}"/>`)
        .join("");
      const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : "";
      return `<url><loc>${escapeXml(absolute(path))}</loc>${lastmod}${alternates}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

export function sitemapIndex(files: string[]): string {
  const items = files.map((file) => `<sitemap><loc>${escapeXml(absolute(file))}</loc></sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400" },
  });
}
