import "server-only";
import { sql } from "drizzle-orm";
import type { CategoryInput } from "@/lib/validation/admin-categories";
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

/** Adds a shop category at the end of the display order; the public menus and home grid show it at once. */
export async function createCategory({ actor, input, db = appDb }: { actor: Actor; input: CategoryInput; db?: Database }): Promise<{ id: number; slug: string }> {
  assertRole(actor, "operator");
  const values = await categoryValues(input);
  let created: { id: number; slug: string };
  try {
    created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(categories)
        .values({ ...values, sortOrder: sql`(SELECT coalesce(max(${categories.sortOrder}), 0) + 1 FROM ${categories})` })
        .returning();
      await recordAudit(tx, { actor, action: "category.create", entityType: "category", entityId: row!.id, after: { ...values, sortOrder: row!.sortOrder } });
      return { id: row!.id, slug: row!.slug };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("validation_failed", { userMessage: SLUG_TAKEN, fieldErrors: { slug: SLUG_TAKEN } });
    throw error;
  }
  revalidatePublicPages({ categoriesChanged: true });
  return created;
}
