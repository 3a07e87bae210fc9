import type { Metadata } from "next";
import { StaticImage } from "@/components/media/static-image";
import { getLocale, getTranslations } from "next-intl/server";
import { CommentForm } from "@/components/news/comment-form-client";
import { richTextClass } from "@/components/rich-text";
import { JsonLd } from "@/components/seo/json-ld";
import { getPathname, Link, permanentRedirect } from "@/i18n/navigation";
import { formatCount, formatDate } from "@/lib/format";
import { localizedArticle, localizedName } from "@/lib/localized";
import { cutText, newsPath } from "@/lib/public/types";
import { listComments } from "@/server/news/list-comments";
import { loadArticleForPage } from "@/server/news/load-article-for-page";
import { plainText } from "@/server/public/sanitize";
import { pageAlternates } from "@/server/seo/page-alternates";
import { siteOrigin } from "@/server/seo/site-origin";
import { ClientMessages } from "@/components/layout/client-messages";

export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ id: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const article = await loadArticleForPage(id);
  const { title, bodyHtml } = localizedArticle(article, await getLocale());
  const alternates = await pageAlternates(newsPath(article));
  const description = cutText(plainText(bodyHtml), 155);
  return {
    title,
    description,
    alternates,
    openGraph: { type: "article", title, description, url: alternates.canonical, publishedTime: article.publishedAt, images: [{ url: article.image }] },
  };
}

/** News article (docs/product.md#screens-and-routes /news-read; docs/product.md#urls-and-redirects /news/{id}/{slug}): quote, body, comments, form. */
export default async function ArticlePage({ params }: Props) {
  const { id, slug } = await params;
  const article = await loadArticleForPage(id);
  const locale = await getLocale();
  if (slug !== article.slug) permanentRedirect({ href: newsPath(article), locale });
  const t = await getTranslations("News");
  const { title, bodyHtml, lang } = localizedArticle(article, locale);
  const textLang = lang === locale ? undefined : lang;
  const comments = await listComments({ newsId: article.id, page: 1, pageSize: 5 });
  const siteUrl = await siteOrigin();
  const url = new URL(getPathname({ href: newsPath(article), locale }), siteUrl).toString();

  return (
    <ClientMessages namespaces={["News", "PublicForm"]}>
      <article className="page-container max-w-4xl py-8 sm:py-10">
        <JsonLd
          data={{
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            headline: title,
            inLanguage: lang,
            image: [new URL(article.image, siteUrl).toString()],
            datePublished: article.publishedAt,
            dateModified: article.updatedAt,
            mainEntityOfPage: url,
            articleSection: article.category,
            publisher: { "@type": "Organization", name: "DLMP", url: siteUrl.toString() },
          }}
        />
        <p className="flex flex-wrap gap-3 text-sm">
          <Link href={{ pathname: "/news", query: { category: article.categorySlug } }} className="font-semibold text-brand-700 uppercase hover:underline">
            {localizedName({ name: article.category, nameMr: article.categoryMr, nameHi: article.categoryHi }, locale)}
          </Link>
          <time dateTime={article.publishedAt} className="text-stone-600">
            {t("by", { date: formatDate(article.publishedAt, locale, "dateLong") })}
          </time>
        </p>
        <h1 lang={textLang} className="mt-2 text-3xl leading-tight font-extrabold tracking-tight text-stone-900 sm:text-4xl">
          {title}
        </h1>
        <StaticImage
          src={article.image}
          alt=""
          width={960}
          height={540}
          priority
          unoptimized={!article.hasImage || article.image.endsWith(".svg")}
          className="mt-6 aspect-[16/9] w-full rounded-2xl bg-brand-50 object-cover"
        />
        {/* The pull quote has no translations: it goes with the English text only. */}
        {article.quote && lang === "en" ? (
          <blockquote className="mt-8 border-l-4 border-accent-500 bg-accent-50 px-5 py-4 text-lg text-stone-800 italic">{article.quote}</blockquote>
        ) : null}
        <div lang={textLang} className={`mt-6 ${richTextClass}`} dangerouslySetInnerHTML={{ __html: bodyHtml }} />

        <section aria-labelledby="comments-title" className="mt-12 border-t border-stone-200 pt-8">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="comments-title" className="text-xl font-bold text-brand-900">
              {t("commentsHeading")} ({formatCount(comments.count)})
            </h2>
            {comments.count > 0 ? (
              <Link href={`${newsPath(article)}/comments`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
                {t("allComments")}
              </Link>
            ) : null}
          </div>
          {comments.comments.length === 0 ? (
            <p className="mt-4 text-stone-600">{t("noComments")}</p>
          ) : (
            <ul className="mt-4 space-y-4">
              {comments.comments.map((c) => (
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
          <div className="mt-10 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
            <CommentForm newsId={article.id} />
          </div>
        </section>
      </article>
    </ClientMessages>
  );
}
