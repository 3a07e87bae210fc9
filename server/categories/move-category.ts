import "server-only";
import { asc, eq } from "drizzle-orm";
import type { MoveInput } from "@/lib/validation/admin-categories";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit/record-audit";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { categories } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { revalidatePublicPages } from "@/server/shops/revalidate-public-pages";
import { reorderedPositions } from "@/lib/admin/reorder";
import { assertRole } from "@/server/auth/actor";

/**
 * Moves a shop category one place up or down in the display order. The whole (short) list is
 * locked and renumbered 1..n, so ties or gaps left by older data never make a move do nothing.
 */
export async function moveCategory({ actor, input, db = appDb }: { actor: Actor; input: MoveInput; db?: Database }): Promise<{ position: number }> {
  assertRole(actor, "operator");
  const result = await db.transaction(async (tx) => {
    const rows = await tx.select({ id: categories.id, sortOrder: categories.sortOrder }).from(categories).orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id)).for("update");
    const moved = reorderedPositions(rows, input.id, input.direction);
    if (!moved) throw new AppError("not_found", { userMessage: "Category not found." });
    for (const change of moved.changes) await tx.update(categories).set({ sortOrder: change.sortOrder }).where(eq(categories.id, change.id));
    await recordAudit(tx, { actor, action: "category.move", entityType: "category", entityId: input.id, before: { position: moved.from }, after: { position: moved.to, direction: input.direction } });
    return { position: moved.to };
  });
  revalidatePublicPages({ categoriesChanged: true });
  return result;
}
