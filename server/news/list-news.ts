import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { db as appDb } from "@/server/db/client";
import { news, newsCategories } from "@/server/db/schema";
import type { NewsListResult } from "@/lib/public/types";
import { NEWS_PAGE_SIZE } from "@/lib/validation/public";
import { newsCardColumns, toNewsCard } from "./news-card-columns";

export type ListNewsOptions = {
  category?: string;
  page?: number;
  pageSize?: number;
  excerptLength?: number;
  db?: Executor;
};

/** Published news, newest first, optionally of one category (docs/product.md#screens-and-routes News; excerpt 250 characters). */
export async function listNews(options: ListNewsOptions): Promise<NewsListResult> {
  const db = options.db ?? appDb;
  const page = options.page ?? 1;
  const pageSize = options.pageSize ?? NEWS_PAGE_SIZE;
  const filters: SQL[] = [eq(news.status, "published")];
  if (options.category) {
    filters.push(sql`${news.categoryId} = (select ${newsCategories.id} from ${newsCategories} where ${newsCategories.slug} = ${options.category})`);
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(newsCardColumns)
      .from(news)
      .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
      .where(where)
      .orderBy(sql`${news.publishedAt} desc nulls last`, sql`${news.id} desc`)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(news).where(where),
  ]);
  const count = total?.count ?? 0;
  return {
    news: rows.map((row) => toNewsCard(row, options.excerptLength ?? 250)),
    count,
    page,
    pageSize,
    hasMore: page * pageSize < count,
  };
}
