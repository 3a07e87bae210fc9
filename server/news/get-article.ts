import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { db as appDb } from "@/server/db/client";
import { news, newsCategories } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { sanitizeRichText } from "@/server/public/sanitize";
import { DEFAULT_NEWS_IMAGE, type NewsArticleData } from "@/lib/public/types";

/** One published article (docs/product.md#json-api news/single). Unknown or draft: not_found. */
export async function getArticle(options: { id: number; db?: Executor }): Promise<NewsArticleData> {
  const db = options.db ?? appDb;
  const [row] = await db
    .select({
      id: news.id,
      slug: news.slug,
      title: news.title,
      titleMr: news.titleMr,
      titleHi: news.titleHi,
      image: news.image,
      category: newsCategories.name,
      categoryMr: newsCategories.nameMr,
      categoryHi: newsCategories.nameHi,
      categorySlug: newsCategories.slug,
      bodyHtml: news.bodyHtml,
      bodyMrHtml: news.bodyMrHtml,
      bodyHiHtml: news.bodyHiHtml,
      quote: news.quote,
      publishedAt: news.publishedAt,
      createdAt: news.createdAt,
      updatedAt: news.updatedAt,
      comments: sql<number>`(select count(*)::int from comments c where c.news_id = "news"."id" and c.status = 'approved')`,
    })
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(and(eq(news.id, options.id), eq(news.status, "published")))
    .limit(1);
  if (!row) throw new AppError("not_found", { userMessage: "News not found." });
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    titleMr: row.titleMr,
    titleHi: row.titleHi,
    image: row.image || DEFAULT_NEWS_IMAGE,
    hasImage: Boolean(row.image),
    category: row.category,
    categoryMr: row.categoryMr,
    categoryHi: row.categoryHi,
    categorySlug: row.categorySlug,
    bodyHtml: sanitizeRichText(row.bodyHtml),
    bodyMrHtml: row.bodyMrHtml ? sanitizeRichText(row.bodyMrHtml) : null,
    bodyHiHtml: row.bodyHiHtml ? sanitizeRichText(row.bodyHiHtml) : null,
    quote: row.quote,
    comments: row.comments,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
