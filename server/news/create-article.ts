import "server-only";
import type { ArticleInput } from "@/lib/validation/admin-news";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit/record-audit";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { news } from "@/server/db/schema";
import { revalidatePublicPages } from "@/server/shops/revalidate-public-pages";
import { articleValues } from "./article-values";
import { assertRole } from "@/server/auth/actor";

/** Writes a new article, as a draft or published at once (published_at = now). */
export async function createArticle({ actor, input, db = appDb, now = new Date() }: { actor: Actor; input: ArticleInput; db?: Database; now?: Date }): Promise<{ id: number; slug: string; status: "draft" | "published" }> {
  assertRole(actor, "operator");
  const values = await articleValues(db, input);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(news)
      .values({ ...values, status: input.status, publishedAt: input.status === "published" ? now : null, authorId: actor.userId })
      .returning({ id: news.id, slug: news.slug, status: news.status, publishedAt: news.publishedAt });
    await recordAudit(tx, {
      actor,
      action: input.status === "published" ? "news.create_published" : "news.create",
      entityType: "news",
      entityId: row!.id,
      after: { ...values, status: row!.status, publishedAt: row!.publishedAt },
    });
    return row!;
  });
  if (created.status === "published") revalidatePublicPages({ news: created });
  return { id: created.id, slug: created.slug, status: created.status };
}
