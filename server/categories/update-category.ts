import "server-only";
import { eq } from "drizzle-orm";
import type { CategoryUpdateInput } from "@/lib/validation/admin-categories";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit/record-audit";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { isUniqueViolation } from "@/server/db/errors";
import { categories } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { revalidatePublicPages } from "@/server/shops/revalidate-public-pages";
import { categoryValues, SLUG_TAKEN } from "./category-values";
import { assertRole } from "@/server/auth/actor";

/**
 * Edits a shop category's names, slug, icon and popular flag. A new slug changes the listing's
 * filter URL (/shops?category=…); old links then show all shops with the filter noted as unknown.
 */
export async function updateCategory({ actor, input, db = appDb }: { actor: Actor; input: CategoryUpdateInput; db?: Database }): Promise<{ id: number; slug: string }> {
  assertRole(actor, "operator");
  const values = await categoryValues(input);
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(categories).where(eq(categories.id, input.id)).for("update");
      if (!before) throw new AppError("not_found", { userMessage: "Category not found." });
      await tx.update(categories).set({ ...values, updatedAt: new Date() }).where(eq(categories.id, input.id));
      await recordAudit(tx, {
        actor,
        action: "category.update",
        entityType: "category",
        entityId: input.id,
        before: { name: before.name, nameMr: before.nameMr, nameHi: before.nameHi, slug: before.slug, icon: before.icon, popular: before.popular },
        after: values,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("validation_failed", { userMessage: SLUG_TAKEN, fieldErrors: { slug: SLUG_TAKEN } });
    throw error;
  }
  revalidatePublicPages({ categoriesChanged: true });
  return { id: input.id, slug: values.slug };
}
