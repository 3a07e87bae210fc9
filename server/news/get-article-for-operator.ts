import "server-only";
import { eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { news } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { assertRole } from "@/server/auth/actor";

/** One article, draft or published, for its edit form. */
export async function getArticleForOperator({ actor, id, db = appDb }: { actor: Actor; id: number; db?: Executor }) {
  assertRole(actor, "operator");
  const [row] = await db.select().from(news).where(eq(news.id, id));
  if (!row) throw new AppError("not_found", { userMessage: "Article not found." });
  return row;
}
