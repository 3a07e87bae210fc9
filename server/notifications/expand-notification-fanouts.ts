import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { smsDeliveriesSql } from "./create-notifications";

/**
 * Queues the SMS of notifications written with `smsLater` (the close's statements): for each
 * notification_fanouts row, in one statement, deletes the row and writes the SMS outbox rows its
 * notifications would have had (smsDeliveriesSql: the kind's rule, the person's preference as it is
 * now, due when the notification was written). The row and the SMS rows change together, and a
 * row another worker holds is skipped, so each SMS is queued once
 * (docs/decisions/136-notifications-close-under-ten-percent.md). Runs before each SMS sweep. Returns
 * how many SMS rows were queued.
 */
export async function expandNotificationFanouts({ db }: { db: Executor }): Promise<number> {
  let queued = 0;
  for (;;) {
    const { rows } = await db.execute<{ fanouts: string; queued: string }>(sql`
      WITH fanout AS (
        DELETE FROM notification_fanouts
        WHERE id = (SELECT id FROM notification_fanouts ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING kind, event_key, first_id, last_id
      ), told AS (
        SELECT n.id, n.user_id, n.kind, n.created_at
        FROM fanout f JOIN notifications n ON n.id BETWEEN f.first_id AND f.last_id AND n.kind = f.kind AND n.event_key = f.event_key
      ), queued AS (
        ${smsDeliveriesSql(sql`told`, sql`n.created_at`)}
        RETURNING 1
      )
      SELECT (SELECT count(*) FROM fanout)::text AS fanouts, (SELECT count(*) FROM queued)::text AS queued`);
    if (rows[0]?.fanouts !== "1") return queued;
    queued += Number(rows[0].queued);
  }
}
