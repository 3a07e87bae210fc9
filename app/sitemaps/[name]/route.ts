import { shopPath, newsPath, townPath } from "@/lib/public/types";
import { sitemapNews, sitemapShops, sitemapTownPages } from "@/server/seo/sitemap-data";
import { urlSet, xmlResponse } from "@/server/seo/sitemap-xml";
import { listCategories } from "@/server/shops/list-categories";

export const dynamic = "force-dynamic";

const STATIC_PAGES = ["/", "/shops", "/news", "/how-its-works", "/about", "/faq", "/contact-us", "/terms-of-services", "/privacy-policy"];

/** One sitemap file: pages.xml, towns.xml, shops-{n}.xml or news-{n}.xml (n from 1; at most 50,000 URLs each). */
export async function GET(_request: Request, context: { params: Promise<{ name: string }> }) {
  const { name } = await context.params;
  if (name === "pages.xml") {
    const categories = await listCategories();
    return xmlResponse(
      urlSet([
        ...STATIC_PAGES.map((path) => ({ path })),
        ...categories.filter((c) => c.adsCount > 0).map((c) => ({ path: `/shops?category=${encodeURIComponent(c.slug)}` })),
      ]),
    );
  }
  // Town pages exist only while they list a shop (docs/decisions/137-town-pages.md).
  if (name === "towns.xml") {
    const pages = await sitemapTownPages();
    return xmlResponse(urlSet(pages.map((page) => ({ path: townPath(page.town, page.category), lastModified: page.updatedAt }))));
  }
  const match = /^(shops|news)-([1-9][0-9]{0,3})\.xml$/.exec(name);
  if (!match) return new Response("Not found", { status: 404 });
  const file = Number(match[2]);
  const rows = match[1] === "shops" ? await sitemapShops({ file }) : await sitemapNews({ file });
  if (rows.length === 0 && file > 1) return new Response("Not found", { status: 404 });
  return xmlResponse(urlSet(rows.map((row) => ({ path: match[1] === "shops" ? shopPath(row) : newsPath(row), lastModified: row.updatedAt }))));
}
