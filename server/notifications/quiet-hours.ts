import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { QUIET_KINDS } from "@/lib/notifications/kinds";

/**
 * Quiet hours for promotional-style digests (docs/product.md#notifications): their SMS is not sent
 * from 21:00 to 09:00 India time, and goes at 09:00. Money and security messages are not held.
 */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 9;

/** The kinds held by quiet hours, as an SQL list. */
export const QUIET_KIND_SQL = sql.raw(QUIET_KINDS.map((kind) => `'${kind}'`).join(", ") || "NULL");

/** The hour of `at` in India (UTC+05:30 all year: no daylight saving). */
function kolkataHour(at: Date): number {
  return new Date(at.getTime() + 330 * 60_000).getUTCHours();
}

export function isQuietHour(at: Date): boolean {
  const hour = kolkataHour(at);
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/** When an SMS of a quiet kind written at `at` (a timestamptz expression) may go: `at`, or the next 09:00 in India. */
export function quietHoursEndSql(at: SQL): SQL {
  return sql`(CASE
    WHEN extract(hour FROM (${at}) AT TIME ZONE 'Asia/Kolkata') >= ${QUIET_FROM_HOUR}
      THEN (date_trunc('day', (${at}) AT TIME ZONE 'Asia/Kolkata') + make_interval(days => 1, hours => ${QUIET_UNTIL_HOUR})) AT TIME ZONE 'Asia/Kolkata'
    WHEN extract(hour FROM (${at}) AT TIME ZONE 'Asia/Kolkata') < ${QUIET_UNTIL_HOUR}
      THEN (date_trunc('day', (${at}) AT TIME ZONE 'Asia/Kolkata') + make_interval(hours => ${QUIET_UNTIL_HOUR})) AT TIME ZONE 'Asia/Kolkata'
    ELSE (${at}) END)`;
}
