import "server-only";
import { sql } from "drizzle-orm";
import { addMonths, kolkataDate, kolkataMonthStart } from "@/lib/time";
import type { Executor } from "@/server/db/connect";

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const istMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** How far a first refresh (an empty table) reaches back: the overview's 12 months and 30 days, with room. */
export const BACKFILL = { days: 400, months: 13 } as const;

export type MarketplaceRefresh = { days: number; months: number };

/**
 * Recomputes the overview's marketplace figures (marketplace_stats) from the tables themselves, each
 * shop-day and month in one set-based statement: the last `days` India days and `months` months up
 * to today's. The worker runs it every 15 minutes for today and yesterday (and the month), at 03:00
 * India time for the last 35 days and two months (reversals of older sales), and for BACKFILL when
 * the table is empty. Idempotent: a refresh replaces the rows it covers.
 */
export async function refreshMarketplaceStats({ db, now = new Date(), days, months }: { db: Executor; now?: Date; days?: number; months?: number }): Promise<MarketplaceRefresh> {
  const empty = (await db.execute<{ any: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM marketplace_stats) AS any`)).rows[0]?.any === false;
  // India's wall clock (UTC+5:30, no daylight saving): the 03:00 run reaches further back.
  const ist = new Date(now.getTime() + 330 * 60_000);
  const nightly = ist.getUTCHours() === 3 && ist.getUTCMinutes() < 15;
  const dayCount = days ?? (empty ? BACKFILL.days : nightly ? 35 : 2);
  const monthCount = months ?? (empty ? BACKFILL.months : nightly ? 2 : kolkataDate(now).endsWith("-01") ? 2 : 1);

  const today = kolkataDate(now);
  const firstDay = addDays(today, -(dayCount - 1));
  await refreshRange(db, "day", firstDay, today, istMidnight(firstDay), istMidnight(addDays(today, 1)), now);
  const thisMonth = kolkataMonthStart(now);
  const firstMonth = addMonths(thisMonth, -(monthCount - 1));
  await refreshRange(db, "month", firstMonth, thisMonth, istMidnight(firstMonth), istMidnight(addMonths(thisMonth, 1)), now);
  return { days: dayCount, months: monthCount };
}

async function refreshRange(db: Executor, granularity: "day" | "month", first: string, last: string, from: Date, to: Date, now: Date): Promise<void> {
  const step = granularity === "day" ? sql.raw(`interval '1 day'`) : sql.raw(`interval '1 month'`);
  // The India date (or its month's first day) of an instant column.
  const bucket = (column: string) =>
    granularity === "day" ? sql.raw(`(${column} AT TIME ZONE 'Asia/Kolkata')::date`) : sql.raw(`date_trunc('month', ${column} AT TIME ZONE 'Asia/Kolkata')::date`);
  await db.execute(sql`
    INSERT INTO marketplace_stats AS m (granularity, start, new_customers, active_shops, sales, sales_paise, interest_paise, commission_paid_paise, refreshed_at)
    SELECT ${granularity}, span.start, coalesce(c.n, 0), coalesce(s.shops, 0), coalesce(s.n, 0), coalesce(s.amount, 0), coalesce(s.interest, 0), coalesce(p.paid, 0), ${now}::timestamptz
    FROM (SELECT g::date AS start FROM generate_series(${first}::date, ${last}::date, ${step}) AS g) AS span
    LEFT JOIN (
      SELECT ${bucket("verified_at")} AS start, count(*) AS n FROM customers
      WHERE verified_at >= ${from}::timestamptz AND verified_at < ${to}::timestamptz GROUP BY 1
    ) AS c ON c.start = span.start
    LEFT JOIN (
      SELECT ${bucket("created_at")} AS start, count(DISTINCT shop_id) AS shops, count(*) AS n, sum(amount_paise) AS amount, sum(interest_paise) AS interest FROM sales
      WHERE status = 'recorded' AND created_at >= ${from}::timestamptz AND created_at < ${to}::timestamptz GROUP BY 1
    ) AS s ON s.start = span.start
    LEFT JOIN (
      SELECT ${bucket("paid_at")} AS start, sum(amount_paise) AS paid FROM payout_lines
      WHERE status = 'paid' AND paid_at >= ${from}::timestamptz AND paid_at < ${to}::timestamptz GROUP BY 1
    ) AS p ON p.start = span.start
    ON CONFLICT (granularity, start) DO UPDATE SET
      new_customers = excluded.new_customers, active_shops = excluded.active_shops, sales = excluded.sales, sales_paise = excluded.sales_paise,
      interest_paise = excluded.interest_paise, commission_paid_paise = excluded.commission_paid_paise, refreshed_at = excluded.refreshed_at`);
}
