import { getLocale } from "next-intl/server";
import { permanentRedirect } from "@/i18n/navigation";
import { newsPath } from "@/lib/public/types";
import { firstValues } from "@/lib/validation/public";
import { loadArticleForPage } from "@/server/news/load-article-for-page";

/** the product's /comments?news_id= redirects to all comments of the article (docs/product.md#urls-and-redirects). */
export default async function CommentsRedirect({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const article = await loadArticleForPage(firstValues(await searchParams).news_id);
  permanentRedirect({ href: `${newsPath(article)}/comments`, locale: await getLocale() });
}
