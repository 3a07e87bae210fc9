import { getLocale } from "next-intl/server";
import { permanentRedirect } from "@/i18n/navigation";
import { newsPath } from "@/lib/public/types";
import { loadArticleForPage } from "@/server/news/load-article-for-page";

/** /news/{id} goes to the article's canonical /news/{id}/{slug}. */
export default async function NewsIdRedirect({ params }: { params: Promise<{ id: string }> }) {
  const article = await loadArticleForPage((await params).id);
  permanentRedirect({ href: newsPath(article), locale: await getLocale() });
}
