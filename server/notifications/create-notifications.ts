import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { NOTIFICATION_KIND_LIST, NOTIFICATION_KINDS, type NotificationKind } from "@/lib/notifications/kinds";
import type { Executor } from "@/server/db/connect";
import { QUIET_KIND_SQL, quietHoursEndSql } from "./quiet-hours";

/** One notification to write: for whom, of which kind, for which event, and what it says. */
export type NotificationRow = {
  userId: string;
  kind: NotificationKind;
  /** Names the event (`sale:42`): a person is told of one event once, whatever retries happen. */
  eventKey: string;
  params: Record<string, string | number | null>;
  /** The page that explains it, without the language prefix. */
  link: string;
};

const sqlList = (kinds: readonly string[]) => sql.raw(kinds.map((kind) => `'${kind}'`).join(", ") || "NULL");
const ALWAYS_SMS = sqlList(NOTIFICATION_KIND_LIST.filter((kind) => NOTIFICATION_KINDS[kind].sms === "always"));
const OPTIONAL_SMS = sqlList(NOTIFICATION_KIND_LIST.filter((kind) => NOTIFICATION_KINDS[kind].sms === "optional"));
const ALL_KINDS = sqlList(NOTIFICATION_KIND_LIST);

/**
 * The SMS outbox rows for the notifications in `told` (a relation with `id, user_id, kind`), due at
 * `at` (an expression over them): when the kind's SMS goes always, or optionally and the person has
 * not turned it off; a promotional digest's after the quiet hours (server/notifications/quiet-hours.ts).
 * Used when the notifications are written and when the worker queues a fan-out's SMS.
 */
export function smsDeliveriesSql(told: SQL, at: SQL): SQL {
  return sql`
    INSERT INTO notification_deliveries (notification_id, channel, next_attempt_at)
    SELECT n.id, 'sms', CASE WHEN n.kind IN (${QUIET_KIND_SQL}) THEN ${quietHoursEndSql(at)} ELSE ${at} END FROM ${told} n
    WHERE n.kind IN (${ALWAYS_SMS})
       OR (n.kind IN (${OPTIONAL_SMS}) AND NOT EXISTS (
            SELECT 1 FROM notification_preferences p WHERE p.user_id = n.user_id AND p.kind = n.kind AND NOT p.sms))
    ON CONFLICT DO NOTHING`;
}

export type NotificationCteOptions = {
  /**
   * For an event with many recipients (the close): the statement writes one notification_fanouts
   * row instead of an SMS row per notification, and the worker queues the SMS
   * (expandNotificationFanouts), so the event's transaction does not pay for them.
   */
  smsLater?: boolean;
  /**
   * The caller guarantees the event happens once (the close: one month closes once, under its
   * lock): a notification already told is then an error that rolls the event back, not skipped,
   * and the insert is a plain one (no conflict check per row).
   */
  eventOnce?: boolean;
};

/**
 * The write of createNotifications as common table expressions, for a caller that must keep its
 * event in one statement (a sale: server/sales/record-sale.ts). `source` is a query with one row
 * per notification: `user_id, kind, event_key, params (jsonb), link`; `at` the time they carry.
 * Names its expressions `notification_*`. Inserts the notifications, skipping an event already
 * told, and for each one its SMS outbox row (smsDeliveriesSql), or with `smsLater` one fan-out row
 * for all of them. A kind not in lib/notifications/kinds.ts, or a row without a person, is dropped
 * rather than stored. `user_id` must come from a column that references `user` (customers, shops,
 * reviews) or from `user` itself: nothing else checks that the person exists.
 */
export function notificationCtes(source: SQL, at: SQL, options: NotificationCteOptions = {}): SQL {
  return sql`
    notification_source AS (${source}),
    notification_set AS (
      INSERT INTO notifications (user_id, kind, event_key, params, link, created_at)
      SELECT s.user_id, s.kind, s.event_key, s.params, s.link, ${at}
      FROM notification_source s
      WHERE s.kind IN (${ALL_KINDS}) AND s.user_id IS NOT NULL
      ${options.eventOnce ? sql`` : sql`ON CONFLICT (user_id, kind, event_key) DO NOTHING`}
      RETURNING id, user_id, kind, event_key
    ),
    ${
      options.smsLater
        ? sql`notification_sms AS (
      INSERT INTO notification_fanouts (kind, event_key, first_id, last_id)
      SELECT kind, event_key, min(id), max(id) FROM notification_set WHERE kind IN (${ALWAYS_SMS}, ${OPTIONAL_SMS}) GROUP BY kind, event_key
    )`
        : sql`notification_sms AS (${smsDeliveriesSql(sql`notification_set`, at)})`
    }`;
}

/**
 * The one writer of notifications (docs/product.md#notifications): the caller passes its own
 * transaction, so the notification commits with the event that causes it or not at all. One
 * statement whatever the number of recipients. Give `rows`, or `select` (a query shaped as
 * notificationCtes's `source`) when the recipients come from the database (a bank file's lines).
 * Returns how many were written (an event already told is not written again).
 */
export async function createNotifications(tx: Executor, options: ({ rows: NotificationRow[] } | { select: SQL }) & { now?: Date } & NotificationCteOptions): Promise<number> {
  let source: SQL;
  if ("rows" in options) {
    if (options.rows.length === 0) return 0;
    const json = JSON.stringify(options.rows.map((row) => ({ user_id: row.userId, kind: row.kind, event_key: row.eventKey, params: row.params, link: row.link })));
    source = sql`SELECT user_id, kind, event_key, params, link FROM jsonb_to_recordset(${json}::jsonb) AS r(user_id text, kind text, event_key text, params jsonb, link text)`;
  } else {
    source = options.select;
  }
  const at = options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`;
  const { rows } = await tx.execute<{ written: string }>(sql`WITH ${notificationCtes(source, at, options)} SELECT count(*)::text AS written FROM notification_set`);
  return Number(rows[0]?.written ?? 0);
}
