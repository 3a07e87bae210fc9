import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { type Actor, assertRole } from "@/server/auth/actor";
import { COMMISSION_LOCK_KEY } from "@/server/commissions/commission-lock";

export type CommissionCalendar = {
  /** The last closed month (YYYY-MM-01), or null before the first close. */
  lastClosed: string | null;
  /** Months after the last closed one that have sales but no run yet, oldest first. */
  unrun: string[];
  /** The month that must close next: the oldest open month or month with sales after the last closed one. */
  nextToClose: string | null;
  /** A run, close, plan publication or payout batch holds the commission lock right now (any app instance). */
  busy: boolean;
};

/**
 * Where the commission months stand (operators only): what is closed, which months with sales
 * still wait for a first run, which month closes next, and whether a run is in progress now.
 */
export async function getCommissionCalendar(options: { actor: Actor | undefined; db: Executor }): Promise<CommissionCalendar> {
  assertRole(options.actor, "operator");
  const { rows } = await options.db.execute<{ last_closed: string | null; months: string[] | null; unrun: string[] | null; busy: boolean }>(sql`
    WITH RECURSIVE last_closed AS (
      SELECT max(month) AS month FROM commission_months WHERE status = 'closed'
    ), sale_months AS (
      -- A loose index scan over sales (counted_month, status): one probe per month, not a scan of millions of sales.
      SELECT (SELECT min(counted_month) FROM sales, last_closed WHERE counted_month > coalesce(last_closed.month, '0001-01-01'::date)) AS month
      UNION ALL
      SELECT (SELECT min(counted_month) FROM sales WHERE counted_month > sale_months.month) FROM sale_months WHERE sale_months.month IS NOT NULL
    ), pending AS (
      SELECT month FROM sale_months WHERE month IS NOT NULL
      UNION SELECT cm.month FROM commission_months cm, last_closed lc
            WHERE cm.status = 'open' AND cm.month > coalesce(lc.month, '0001-01-01'::date)
    )
    SELECT (SELECT month::text FROM last_closed) AS last_closed,
           (SELECT array_agg(p.month::text ORDER BY p.month) FROM pending p) AS months,
           (SELECT array_agg(p.month::text ORDER BY p.month) FROM pending p
             WHERE NOT EXISTS (SELECT 1 FROM commission_months cm WHERE cm.month = p.month)) AS unrun,
           EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND objsubid = 1
                   AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
                   AND ((classid::bigint << 32) | objid::bigint) = ${COMMISSION_LOCK_KEY}) AS busy`);
  const row = rows[0]!;
  return { lastClosed: row.last_closed, unrun: row.unrun ?? [], nextToClose: row.months?.[0] ?? null, busy: row.busy };
}
