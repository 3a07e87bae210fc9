import "server-only";
import { eq } from "drizzle-orm";
import type { ArticleUpdateInput } from "@/lib/validation/admin-news";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit/record-audit";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { news } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { revalidatePublicPages } from "@/server/shops/revalidate-public-pages";
import { articleValues } from "./article-values";
import { assertRole } from "@/server/auth/actor";

function auditAction(from: "draft" | "published", to: "draft" | "published") {
  if (from === to) return "news.update";
  return to === "published" ? "news.publish" : "news.unpublish";
}

/**
 * Saves an article and publishes or unpublishes it. published_at is set on the first publication
 * only, so unpublishing and publishing again keeps the article's original date. The public
 * article (old and new URL), the home page and the news list show the change at once.
 */
export async function updateArticle({ actor, input, db = appDb, now = new Date() }: { actor: Actor; input: ArticleUpdateInput; db?: Database; now?: Date }): Promise<{ id: number; slug: string; status: "draft" | "published" }> {
  assertRole(actor, "operator");
  const values = await articleValues(db, input);
  const { before, after } = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(news).where(eq(news.id, input.id)).for("update");
    if (!current) throw new AppError("not_found", { userMessage: "Article not found." });
    const [updated] = await tx
      .update(news)
      .set({ ...values, status: input.status, publishedAt: current.publishedAt ?? (input.status === "published" ? now : null), updatedAt: now })
      .where(eq(news.id, input.id))
      .returning({ id: news.id, slug: news.slug, status: news.status, publishedAt: news.publishedAt });
    const summary = (row: typeof current) => ({ title: row.title, titleMr: row.titleMr, titleHi: row.titleHi, slug: row.slug, categoryId: row.categoryId, image: row.image, quote: row.quote, bodyHtml: row.bodyHtml, bodyMrHtml: row.bodyMrHtml, bodyHiHtml: row.bodyHiHtml, status: row.status, publishedAt: row.publishedAt });
    await recordAudit(tx, {
      actor,
      action: auditAction(current.status, input.status),
      entityType: "news",
      entityId: input.id,
      before: summary(current),
      after: { ...values, status: updated!.status, publishedAt: updated!.publishedAt },
    });
    return { before: current, after: updated! };
  });
  if (before.status === "published" || after.status === "published") {
    revalidatePublicPages({ news: after });
    if (before.slug !== after.slug) revalidatePublicPages({ news: { id: before.id, slug: before.slug } });
  }
  return { id: after.id, slug: after.slug, status: after.status };
}
