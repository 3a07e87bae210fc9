import "server-only";
import { sql } from "drizzle-orm";
import { news, newsCategories } from "@/server/db/schema";
import { cutText, DEFAULT_NEWS_IMAGE, type NewsCardData } from "@/lib/public/types";
import { plainText } from "@/server/public/sanitize";

/** Columns for a news card; select `.from(news).innerJoin(newsCategories, ...)`. */
export const newsCardColumns = {
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
  publishedAt: news.publishedAt,
  createdAt: news.createdAt,
  comments: sql<number>`(select count(*)::int from comments c where c.news_id = "news"."id" and c.status = 'approved')`,
};

type NewsCardRow = {
  id: number;
  slug: string;
  title: string;
  titleMr: string | null;
  titleHi: string | null;
  image: string | null;
  category: string;
  categoryMr: string | null;
  categoryHi: string | null;
  categorySlug: string;
  bodyHtml: string;
  bodyMrHtml: string | null;
  bodyHiHtml: string | null;
  publishedAt: Date | null;
  createdAt: Date;
  comments: number;
};

/** docs/product.md#business-constants: excerpts of 123 characters on home and 250 on the news list, markup stripped. */
export function toNewsCard(row: NewsCardRow, excerptLength: number): NewsCardData {
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
    excerpt: cutText(plainText(row.bodyHtml), excerptLength),
    excerptMr: row.bodyMrHtml ? cutText(plainText(row.bodyMrHtml), excerptLength) : null,
    excerptHi: row.bodyHiHtml ? cutText(plainText(row.bodyHiHtml), excerptLength) : null,
    comments: row.comments,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}
