import "server-only";
import { eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { categories } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { assertRole } from "@/server/auth/actor";

/** One shop category for its edit form. */
export async function getCategory({ actor, id, db = appDb }: { actor: Actor; id: number; db?: Executor }) {
  assertRole(actor, "operator");
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw new AppError("not_found", { userMessage: "Category not found." });
  return row;
}
