import "server-only";
import { sql } from "drizzle-orm";
import { kolkataDate } from "@/lib/time";
import type { Executor } from "@/server/db/connect";
import { createNotifications } from "./create-notifications";

/**
 * Tells each member how many new members were placed in their downline on the India day before
 * `now` (docs/product.md#notifications): one digest a day at most, never one message per sign-up.
 * The day names the event, so a retried or repeated run tells nobody twice. A new member's
 * ancestors are the prefixes of its tree path, each found by the path's unique index; the company
 * root (path '') is not told. One statement; the worker runs it every morning at 10:00 India time,
 * after the quiet hours, so its SMS go at once (server/notifications/quiet-hours.ts).
 */
export async function notifyDownlineDigest({ db, now = new Date() }: { db: Executor; now?: Date }): Promise<{ day: string; told: number }> {
  const today = kolkataDate(now);
  const day = kolkataDate(new Date(now.getTime() - 86_400_000));
  const told = await createNotifications(db, {
    now,
    select: sql`
      WITH fresh AS (
        SELECT path FROM tree_nodes
        WHERE placed_at >= (${day}::date::timestamp AT TIME ZONE 'Asia/Kolkata') AND placed_at < (${today}::date::timestamp AT TIME ZONE 'Asia/Kolkata')
      ),
      counted AS (
        SELECT t.customer_id, count(*) AS joined
        FROM fresh f CROSS JOIN LATERAL generate_series(1, length(f.path) - 1) AS k JOIN tree_nodes t ON t.path = left(f.path, k)
        GROUP BY t.customer_id
      )
      SELECT c.user_id, 'downline_digest' AS kind, ${`downline_digest:${day}`}::text AS event_key,
             jsonb_build_object('count', counted.joined, 'day', ${day}::text) AS params, '/downline' AS link
      FROM counted JOIN customers c ON c.id = counted.customer_id`,
  });
  return { day, told };
}
