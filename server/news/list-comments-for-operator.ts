import "server-only";
import { and, count, eq, sql, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "@/lib/admin/list-params";
import type { CommentStatusFilter } from "@/lib/validation/admin-comments";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { comments, news, user } from "@/server/db/schema";
import { assertRole } from "@/server/auth/actor";

export type ModerationRow = {
  id: number;
  name: string;
  email: string;
  body: string;
  status: "pending" | "approved" | "hidden";
  createdAt: string;
  moderatedAt: string | null;
  moderatedBy: string | null;
  news: { id: number; slug: string; title: string; status: "draft" | "published" };
};

/**
 * The comment moderation queue: pending comments oldest first (a queue is worked from its oldest
 * end), then the others newest first. Served by the (status, created_at) index for one status.
 */
export async function listCommentsForOperator({ actor, status, newsId, page = 0, db = appDb }: { actor: Actor; status: CommentStatusFilter; newsId?: number; page?: number; db?: Executor }): Promise<{ rows: ModerationRow[]; total: number; pending: number }> {
  assertRole(actor, "operator");
  const where: SQL[] = [];
  if (status !== "all") where.push(eq(comments.status, status));
  if (newsId) where.push(eq(comments.newsId, newsId));
  const condition = and(...where);
  const pendingWhere = and(eq(comments.status, "pending"), newsId ? eq(comments.newsId, newsId) : undefined);
  const [rows, [total], [pending]] = await Promise.all([
    db
      .select({
        id: comments.id,
        name: comments.name,
        email: comments.email,
        body: comments.body,
        status: comments.status,
        createdAt: comments.createdAt,
        moderatedAt: comments.moderatedAt,
        moderatedBy: user.name,
        newsId: news.id,
        newsSlug: news.slug,
        newsTitle: news.title,
        newsStatus: news.status,
      })
      .from(comments)
      .innerJoin(news, eq(news.id, comments.newsId))
      .leftJoin(user, eq(user.id, comments.moderatedBy))
      .where(condition)
      .orderBy(sql`(${comments.status} = 'pending') DESC`, sql`CASE WHEN ${comments.status} = 'pending' THEN ${comments.createdAt} END ASC`, sql`${comments.createdAt} DESC`, sql`${comments.id} DESC`)
      .limit(ADMIN_PAGE_SIZE)
      .offset(page * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(comments).where(condition),
    db.select({ n: count() }).from(comments).where(pendingWhere),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      body: row.body,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      moderatedAt: row.moderatedAt?.toISOString() ?? null,
      moderatedBy: row.moderatedBy,
      news: { id: row.newsId, slug: row.newsSlug, title: row.newsTitle, status: row.newsStatus },
    })),
    total: total?.n ?? 0,
    pending: pending?.n ?? 0,
  };
}
