import "server-only";
import { eq } from "drizzle-orm";
import type { NewsCategoryUpdateInput } from "@/lib/validation/admin-news";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit/record-audit";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { isUniqueViolation } from "@/server/db/errors";
import { newsCategories } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { revalidatePublicPages } from "@/server/shops/revalidate-public-pages";
import { NEWS_SLUG_TAKEN, newsCategoryValues } from "./news-category-values";
import { assertRole } from "@/server/auth/actor";

/** Renames a news category (its articles' pages show the new name within a minute; the home page at once). */
export async function updateNewsCategory({ actor, input, db = appDb }: { actor: Actor; input: NewsCategoryUpdateInput; db?: Database }): Promise<{ id: number; slug: string }> {
  assertRole(actor, "operator");
  const values = newsCategoryValues(input);
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(newsCategories).where(eq(newsCategories.id, input.id)).for("update");
      if (!before) throw new AppError("not_found", { userMessage: "News category not found." });
      await tx.update(newsCategories).set(values).where(eq(newsCategories.id, input.id));
      await recordAudit(tx, { actor, action: "news_category.update", entityType: "news_category", entityId: input.id, before: { name: before.name, nameMr: before.nameMr, nameHi: before.nameHi, slug: before.slug }, after: values });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("validation_failed", { userMessage: NEWS_SLUG_TAKEN, fieldErrors: { slug: NEWS_SLUG_TAKEN } });
    throw error;
  }
  revalidatePublicPages({ newsCategoriesChanged: true });
  return { id: input.id, slug: values.slug };
}
