import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * What the app told a person (docs/product.md#notifications). Written only by createNotifications
 * (server/notifications/create-notifications.ts) inside the transaction of the event that causes it,
 * so an event never loses its notification and a rolled-back event leaves none. The text is not
 * stored: `kind` and `params` are rendered when read or sent, in the page's language or the person's
 * (`user.locale`; messages/{en,mr,hi}/notifications.json). `event_key` names the event (`sale:42`,
 * `payout_line:7`): the same event never notifies a person twice.
 *
 * `user_id` has no foreign key: its per-row check locked every recipient's `user` row, a third of
 * what the close's 1,05,920 notifications cost once their SMS rows left it. Writers take recipients from columns that reference `user`, and
 * the trigger `user_delete_notifications` removes a deleted person's notifications as the cascade did
 * (docs/decisions/136-notifications-close-under-ten-percent.md, docs/database-behaviour.md).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text().notNull(),
    kind: text().notNull(),
    eventKey: text().notNull(),
    params: jsonb().$type<Record<string, string | number | null>>().notNull().default({}),
    /** The page that explains it, without the language prefix (`/purchase`). */
    link: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique("notifications_user_kind_event_unique").on(t.userId, t.kind, t.eventKey),
    // The list (newest first) and the unread count (a person's notifications are few: no index of its own).
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * The outbox: one row per notification and channel still to deliver beyond the app (SMS today),
 * written in the notification's statement. The worker claims due rows (status pending ->
 * sending), sends, and marks them sent; a failure goes back to pending with a later
 * `next_attempt_at` until `attempts` runs out (failed). A row left `sending` by a worker that died
 * mid-send is never resent (it may have gone): the next sweep marks it failed
 * (docs/decisions/131-notifications-outbox.md).
 */
export const notificationDeliveries = pgTable(
  "notification_deliveries",
  {
    notificationId: bigint({ mode: "number" })
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    channel: text().notNull().default("sms"),
    status: text().$type<"pending" | "sending" | "sent" | "failed" | "skipped">().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    lastError: text(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.channel] }),
    index("notification_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("notification_deliveries_sending_idx").on(t.claimedAt).where(sql`${t.status} = 'sending'`),
    check("notification_deliveries_channel", sql`${t.channel} IN ('sms')`),
    check("notification_deliveries_status", sql`${t.status} IN ('pending', 'sending', 'sent', 'failed', 'skipped')`),
    check("notification_deliveries_attempts", sql`${t.attempts} >= 0`),
  ],
);

/**
 * SMS still to queue for a set of notifications written in one statement (the close's statements):
 * their rows in notification_deliveries are made by the worker (expandNotificationFanouts), not by
 * the event's transaction, which writes only this row. The notifications are those of `kind` and
 * `event_key` with ids from `first_id` to `last_id` (one statement's ids; another transaction's
 * rows in between are of other events). The row is deleted in the statement that queues the SMS,
 * so they are queued once.
 */
export const notificationFanouts = pgTable("notification_fanouts", {
  id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text().notNull(),
  eventKey: text().notNull(),
  firstId: bigint({ mode: "number" }).notNull(),
  lastId: bigint({ mode: "number" }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's choice per kind: SMS on or off (in-app always). No row: the kind's default (SMS on).
 * Kinds whose SMS is `always` (lib/notifications/kinds.ts) ignore a row.
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    sms: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
