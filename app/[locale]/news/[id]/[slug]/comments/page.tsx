import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDate, formatNumber } from "@/lib/format";
import { notFound } from "next/navigation";
import { Link, permanentRedirect } from "@/i18n/navigation";
import { localizedArticle } from "@/lib/localized";
import { newsPath } from "@/lib/public/types";
import { firstValues, pageNumber } from "@/lib/validation/public";
import { listComments } from "@/server/news/list-comments";
import { loadArticleForPage } from "@/server/news/load-article-for-page";
import { pageAlternates } from "@/server/seo/page-alternates";

type Props = { params: Promise<{ id: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const article = await loadArticleForPage(id);
  const t = await getTranslations("News");
  return { title: t("commentsOf", { title: localizedArticle(article, await getLocale()).title }), robots: { index: false, follow: true }, alternates: await pageAlternates(`${newsPath(article)}/comments`) };
}

/** All comments of one article, paged (docs/product.md /comments?news_id=). */
export default async function CommentsPage({ params, searchParams }: Props) {
  const { id, slug } = await params;
  const article = await loadArticleForPage(id);
  const locale = await getLocale();
  if (slug !== article.slug) permanentRedirect({ href: `${newsPath(article)}/comments`, locale });
  const rawPage = firstValues(await searchParams).page;
  const parsedPage = pageNumber.safeParse(rawPage ?? "1");
  if (!parsedPage.success) notFound();
  const t = await getTranslations("News");
  const list = await listComments({ newsId: article.id, page: parsedPage.data });
  if (parsedPage.data > list.pages) notFound();
  const base = `${newsPath(article)}/comments`;
  const nav = "inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-4 font-semibold text-stone-800 hover:border-brand-500";

  return (
    <div className="page-container max-w-3xl py-8 sm:py-10">
      <Link href={newsPath(article)} className="text-sm font-semibold text-brand-700 hover:underline">
        ← {t("backToArticle")}
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{t("commentsOf", { title: localizedArticle(article, locale).title })}</h1>
      <p className="mt-2 text-stone-600">{t("comments", { count: list.count, countText: formatNumber(list.count) })}</p>
      {list.comments.length === 0 ? (
        <p className="mt-6 text-stone-700">{t("noComments")}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {list.comments.map((c) => (
            <li key={c.id} className="rounded-2xl border border-stone-200 bg-white p-4">
              <p className="flex flex-wrap justify-between gap-2 text-sm">
                <span className="font-semibold text-stone-900">{c.name}</span>
                <time dateTime={c.createdAt} className="text-stone-600">
                  {formatDate(c.createdAt, locale)}
                </time>
              </p>
              <p className="mt-2 whitespace-pre-line text-stone-800">{c.comment}</p>
            </li>
          ))}
        </ul>
      )}
      {list.pages > 1 ? (
        <nav aria-label={t("pageOf", { page: list.page, pages: list.pages })} className="mt-8 flex items-center justify-between gap-3">
          {list.page > 1 ? (
            <Link href={{ pathname: base, query: { page: String(list.page - 1) } }} className={nav}>
              {t("previousPage")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-stone-600">{t("pageOf", { page: list.page, pages: list.pages })}</span>
          {list.page < list.pages ? (
            <Link href={{ pathname: base, query: { page: String(list.page + 1) } }} className={nav}>
              {t("nextPage")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
