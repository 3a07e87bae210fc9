import "server-only";
import { asc, eq } from "drizzle-orm";
import { reorderedPositions } from "@/lib/admin/reorder";
import type { MoveInput } from "@/lib/validation/admin-categories";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit/record-audit";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { newsCategories } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { assertRole } from "@/server/auth/actor";

/** Moves a news category one place up or down; the list is locked and renumbered 1..n. */
export async function moveNewsCategory({ actor, input, db = appDb }: { actor: Actor; input: MoveInput; db?: Database }): Promise<{ position: number }> {
  assertRole(actor, "operator");
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: newsCategories.id, sortOrder: newsCategories.sortOrder }).from(newsCategories).orderBy(asc(newsCategories.sortOrder), asc(newsCategories.name), asc(newsCategories.id)).for("update");
    const moved = reorderedPositions(rows, input.id, input.direction);
    if (!moved) throw new AppError("not_found", { userMessage: "News category not found." });
    for (const change of moved.changes) await tx.update(newsCategories).set({ sortOrder: change.sortOrder }).where(eq(newsCategories.id, change.id));
    await recordAudit(tx, { actor, action: "news_category.move", entityType: "news_category", entityId: input.id, before: { position: moved.from }, after: { position: moved.to, direction: input.direction } });
    return { position: moved.to };
  });
}
