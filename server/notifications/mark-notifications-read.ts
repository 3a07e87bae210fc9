import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { NOTIFICATION_MESSAGES, type MarkReadInput } from "@/lib/validation/notifications";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { notifications } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { assertPerson } from "./assert-person";
import { countUnreadNotifications } from "./list-notifications";

/**
 * Marks one of the signed-in person's notifications read, or all of them. Someone else's id is
 * answered as one that does not exist. Reading again changes nothing (the first read time stays).
 */
export async function markNotificationsRead({ actor, input, db = appDb, now = new Date() }: { actor: Actor | undefined; input: MarkReadInput; db?: Executor; now?: Date }): Promise<{ unread: number }> {
  assertPerson(actor);
  if ("id" in input) {
    const [row] = await db.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.id, input.id), eq(notifications.userId, actor.userId)));
    if (!row) throw new AppError("not_found", { userMessage: NOTIFICATION_MESSAGES.notFound });
    await db.update(notifications).set({ readAt: now }).where(and(eq(notifications.id, input.id), isNull(notifications.readAt)));
  } else {
    await db.update(notifications).set({ readAt: now }).where(and(eq(notifications.userId, actor.userId), isNull(notifications.readAt)));
  }
  return { unread: await countUnreadNotifications({ actor, db }) };
}
