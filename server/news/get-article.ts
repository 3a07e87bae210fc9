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
      image: news.image,
      category: newsCategories.name,
      categoryMr: newsCategories.nameMr,
      categorySlug: newsCategories.slug,
      bodyHtml: news.bodyHtml,
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
    image: row.image || DEFAULT_NEWS_IMAGE,
    hasImage: Boolean(row.image),
    category: row.category,
    categoryMr: row.categoryMr,
    categorySlug: row.categorySlug,
    bodyHtml: sanitizeRichText(row.bodyHtml),
    quote: row.quote,
    comments: row.comments,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
