import { getLocale } from "next-intl/server";
import { permanentRedirect } from "@/i18n/navigation";
import { newsPath } from "@/lib/public/types";
import { firstValues } from "@/lib/validation/public";
import { loadArticleForPage } from "@/server/news/load-article-for-page";

/** the product's /news-read?id= redirects to the article's /news/{id}/{slug} (docs/product.md#urls-and-redirects). */
export default async function NewsReadRedirect({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const article = await loadArticleForPage(firstValues(await searchParams).id);
  permanentRedirect({ href: newsPath(article), locale: await getLocale() });
}
