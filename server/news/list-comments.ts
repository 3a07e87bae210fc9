import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { db as appDb } from "@/server/db/client";
import { comments } from "@/server/db/schema";
import type { CommentsPage } from "@/lib/public/types";
import { COMMENT_PAGE_SIZE } from "@/lib/validation/public";

/** Approved comments of an article, newest first, one page at a time (docs/product.md#json-api news/commentsall). */
export async function listComments(options: { newsId: number; page?: number; pageSize?: number; db?: Executor }): Promise<CommentsPage> {
  const db = options.db ?? appDb;
  const page = options.page ?? 1;
  const pageSize = options.pageSize ?? COMMENT_PAGE_SIZE;
  const where = and(eq(comments.newsId, options.newsId), eq(comments.status, "approved"));
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: comments.id, name: comments.name, comment: comments.body, createdAt: comments.createdAt })
      .from(comments)
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(comments).where(where),
  ]);
  const count = total?.count ?? 0;
  return {
    comments: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    count,
    page,
    pageSize,
    pages: Math.max(1, Math.ceil(count / pageSize)),
  };
}
