import "server-only";
import { sql } from "drizzle-orm";
import type { NewsCategoryInput } from "@/lib/validation/admin-news";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit/record-audit";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { isUniqueViolation } from "@/server/db/errors";
import { newsCategories } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { NEWS_SLUG_TAKEN, newsCategoryValues } from "./news-category-values";
import { assertRole } from "@/server/auth/actor";

/** Adds a news category at the end of the order (the news page's filter lists them in this order). */
export async function createNewsCategory({ actor, input, db = appDb }: { actor: Actor; input: NewsCategoryInput; db?: Database }): Promise<{ id: number; slug: string }> {
  assertRole(actor, "operator");
  const values = newsCategoryValues(input);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(newsCategories)
        .values({ ...values, sortOrder: sql`(SELECT coalesce(max(${newsCategories.sortOrder}), 0) + 1 FROM ${newsCategories})` })
        .returning();
      await recordAudit(tx, { actor, action: "news_category.create", entityType: "news_category", entityId: row!.id, after: { ...values, sortOrder: row!.sortOrder } });
      return { id: row!.id, slug: row!.slug };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("validation_failed", { userMessage: NEWS_SLUG_TAKEN, fieldErrors: { slug: NEWS_SLUG_TAKEN } });
    throw error;
  }
}
