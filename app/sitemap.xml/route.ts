import { countSitemapEntries, SITEMAP_MAX_URLS } from "@/server/seo/sitemap-data";
import { sitemapIndex, xmlResponse } from "@/server/seo/sitemap-xml";

export const dynamic = "force-dynamic";

/** Sitemap index: static pages, the town pages, then shops and news in files of at most 50,000 URLs each. */
export async function GET() {
  const counts = await countSitemapEntries();
  const files = ["/sitemaps/pages.xml", "/sitemaps/towns.xml"];
  for (let n = 1; n <= Math.max(1, Math.ceil(counts.shops / SITEMAP_MAX_URLS)); n += 1) files.push(`/sitemaps/shops-${n}.xml`);
  for (let n = 1; n <= Math.max(1, Math.ceil(counts.news / SITEMAP_MAX_URLS)); n += 1) files.push(`/sitemaps/news-${n}.xml`);
  return xmlResponse(sitemapIndex(files));
}
