import "server-only";
import { inArray } from "drizzle-orm";
import type { ModerateCommentsInput } from "@/lib/validation/admin-comments";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit/record-audit";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { comments, news } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { revalidatePublicPages } from "@/server/shops/revalidate-public-pages";
import { assertRole } from "@/server/auth/actor";

/**
 * Approves or hides comments (one, or a selection from the queue), and back: an approved comment
 * can be hidden and a hidden one approved again. Public pages show approved comments only, so the
 * articles concerned are refreshed at once. One audit entry per comment changed; comments already
 * in the asked state are left alone.
 */
export async function moderateComments({ actor, input, db = appDb, now = new Date() }: { actor: Actor; input: ModerateCommentsInput; db?: Database; now?: Date }): Promise<{ changed: number }> {
  assertRole(actor, "operator");
  const ids = [...new Set(input.ids)];
  const { changed, articles } = await db.transaction(async (tx) => {
    const rows = await tx.select({ id: comments.id, status: comments.status, newsId: comments.newsId }).from(comments).where(inArray(comments.id, ids)).orderBy(comments.id).for("update");
    if (rows.length !== ids.length) throw new AppError("not_found", { userMessage: "Some of these comments no longer exist. Reload the page." });
    const toChange = rows.filter((row) => row.status !== input.status);
    if (toChange.length > 0) {
      await tx.update(comments).set({ status: input.status, moderatedBy: actor.userId, moderatedAt: now }).where(inArray(comments.id, toChange.map((row) => row.id)));
    }
    for (const row of toChange) {
      await recordAudit(tx, { actor, action: input.status === "approved" ? "comment.approve" : "comment.hide", entityType: "comment", entityId: row.id, before: { status: row.status }, after: { status: input.status, newsId: row.newsId } });
    }
    const newsIds = [...new Set(toChange.map((row) => row.newsId))];
    const articles = newsIds.length > 0 ? await tx.select({ id: news.id, slug: news.slug }).from(news).where(inArray(news.id, newsIds)) : [];
    return { changed: toChange.length, articles };
  });
  for (const article of articles) revalidatePublicPages({ news: article });
  return { changed };
}
