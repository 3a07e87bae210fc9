import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { user } from "@/server/db/schema";
import { assertPerson } from "./assert-person";

/**
 * Keeps the language of the signed-in person's latest visit (the bell asks on every signed-in
 * page), which their notifications and SMS are written in. Writes only when it changed.
 */
export async function rememberLocale({ actor, locale, db = appDb }: { actor: Actor | undefined; locale: "en" | "mr" | "hi"; db?: Executor }): Promise<void> {
  assertPerson(actor);
  await db.update(user).set({ locale }).where(and(eq(user.id, actor.userId), ne(user.locale, locale)));
}
