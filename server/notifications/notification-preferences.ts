import "server-only";
import { eq, sql } from "drizzle-orm";
import { kindsFor, NOTIFICATION_KINDS, type NotificationKind } from "@/lib/notifications/kinds";
import type { PreferencesInput } from "@/lib/validation/notifications";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { notificationPreferences } from "@/server/db/schema";
import { assertPerson } from "./assert-person";

export type NotificationPreference = { kind: NotificationKind; sms: boolean; canTurnOff: boolean };

/**
 * The signed-in person's SMS choice for every kind their roles can receive (in-app is always on);
 * money and security kinds cannot be turned off, and in-app-only kinds (reviews) have no SMS.
 */
export async function getNotificationPreferences({ actor, db = appDb }: { actor: Actor | undefined; db?: Executor }): Promise<{ preferences: NotificationPreference[] }> {
  assertPerson(actor);
  const rows = await db.select({ kind: notificationPreferences.kind, sms: notificationPreferences.sms }).from(notificationPreferences).where(eq(notificationPreferences.userId, actor.userId));
  const chosen = new Map(rows.map((row) => [row.kind, row.sms]));
  return {
    preferences: kindsFor(actor.roles).map((kind) => {
      const mode = NOTIFICATION_KINDS[kind].sms;
      const canTurnOff = mode === "optional";
      return { kind, canTurnOff, sms: canTurnOff ? (chosen.get(kind) ?? true) : mode === "always" };
    }),
  };
}

/** Saves the signed-in person's SMS choices for the kinds given (validated by preferencesSchema); the rest keep theirs. */
export async function setNotificationPreferences({ actor, input, db = appDb }: { actor: Actor | undefined; input: PreferencesInput; db?: Executor }) {
  assertPerson(actor);
  const values = Object.entries(input.sms)
    .filter(([kind]) => NOTIFICATION_KINDS[kind as NotificationKind]?.sms === "optional")
    .map(([kind, sms]) => ({ userId: actor.userId, kind, sms: Boolean(sms) }));
  if (values.length > 0) {
    await db
      .insert(notificationPreferences)
      .values(values)
      .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: { sms: sql`excluded.sms`, updatedAt: sql`now()` } });
  }
  return getNotificationPreferences({ actor, db });
}
