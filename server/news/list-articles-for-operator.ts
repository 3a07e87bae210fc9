import "server-only";
import { and, count, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "@/lib/admin/list-params";
import type { NewsStatusFilter } from "@/lib/validation/admin-news";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { news, newsCategories } from "@/server/db/schema";
import { assertRole } from "@/server/auth/actor";

export type OperatorArticleRow = {
  id: number;
  slug: string;
  title: string;
  category: string;
  status: "draft" | "published";
  publishedAt: string | null;
  updatedAt: string;
  approvedComments: number;
  pendingComments: number;
};

/** Articles for the operator, drafts included, newest first; filters by status, category and title. */
export async function listArticlesForOperator({ actor, filters, page = 0, db = appDb }: { actor: Actor; filters: { status: NewsStatusFilter; categoryId?: number; q: string }; page?: number; db?: Executor }): Promise<{ rows: OperatorArticleRow[]; total: number }> {
  assertRole(actor, "operator");
  const where: SQL[] = [];
  if (filters.status !== "all") where.push(eq(news.status, filters.status));
  if (filters.categoryId) where.push(eq(news.categoryId, filters.categoryId));
  if (filters.q) where.push(ilike(news.title, `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: news.id,
        slug: news.slug,
        title: news.title,
        category: newsCategories.name,
        status: news.status,
        publishedAt: news.publishedAt,
        updatedAt: news.updatedAt,
        approvedComments: sql<number>`(SELECT count(*)::int FROM comments c WHERE c.news_id = ${news.id} AND c.status = 'approved')`,
        pendingComments: sql<number>`(SELECT count(*)::int FROM comments c WHERE c.news_id = ${news.id} AND c.status = 'pending')`,
      })
      .from(news)
      .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
      .where(condition)
      .orderBy(desc(news.updatedAt), desc(news.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(page * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(news).where(condition),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, publishedAt: row.publishedAt?.toISOString() ?? null, updatedAt: row.updatedAt.toISOString() })),
    total: total?.n ?? 0,
  };
}
