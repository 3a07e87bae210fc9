import "server-only";
import { sql } from "drizzle-orm";
import { addMonths, kolkataDate, kolkataMonthStart } from "@/lib/time";
import { type Actor, assertRole } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";

export type MarketplacePoint = { start: string; newCustomers: number; activeShops: number; sales: number; salesPaise: number; interestPaise: number; commissionPaidPaise: number };
export type MarketplaceTrends = { days: MarketplacePoint[]; months: MarketplacePoint[]; refreshedAt: string | null };

const DAY_MS = 86_400_000;
const METRICS = ["newCustomers", "activeShops", "sales", "salesPaise", "interestPaise", "commissionPaidPaise"] as const;

/**
 * The marketplace over the last `days` India days and `months` months (today's and this month's
 * included), for the console's overview charts: read from marketplace_stats, which the worker keeps
 * (refresh-marketplace-stats.ts). A day or month the worker has not reached yet shows as zeros;
 * `refreshedAt` says how fresh the figures are. Operators only.
 */
export async function getMarketplaceTrends({ actor, db = appDb, now = new Date(), days = 30, months = 12 }: { actor: Actor; db?: Executor; now?: Date; days?: number; months?: number }): Promise<MarketplaceTrends> {
  assertRole(actor, "operator");
  const today = kolkataDate(now);
  const firstDay = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  const thisMonth = kolkataMonthStart(now);
  const firstMonth = addMonths(thisMonth, -(months - 1));
  const { rows } = await db.execute<{ granularity: "day" | "month"; start: string; refreshed_at: string | null } & Record<(typeof METRICS)[number], string>>(sql`
    WITH span AS (
      SELECT 'day' AS granularity, g::date AS start FROM generate_series(${firstDay}::date, ${today}::date, interval '1 day') AS g
      UNION ALL
      SELECT 'month', g::date FROM generate_series(${firstMonth}::date, ${thisMonth}::date, interval '1 month') AS g
    )
    SELECT span.granularity, span.start::text AS start,
      coalesce(m.new_customers, 0)::text AS "newCustomers", coalesce(m.active_shops, 0)::text AS "activeShops", coalesce(m.sales, 0)::text AS "sales",
      coalesce(m.sales_paise, 0)::text AS "salesPaise", coalesce(m.interest_paise, 0)::text AS "interestPaise", coalesce(m.commission_paid_paise, 0)::text AS "commissionPaidPaise",
      m.refreshed_at::text AS refreshed_at
    FROM span LEFT JOIN marketplace_stats m ON m.granularity = span.granularity AND m.start = span.start
    ORDER BY span.granularity, span.start`);
  const point = (row: (typeof rows)[number]): MarketplacePoint => ({ start: row.start, ...(Object.fromEntries(METRICS.map((m) => [m, Number(row[m])])) as Omit<MarketplacePoint, "start">) });
  const refreshed = rows.map((row) => row.refreshed_at).filter((at): at is string => at !== null).sort();
  return {
    days: rows.filter((row) => row.granularity === "day").map(point),
    months: rows.filter((row) => row.granularity === "month").map(point),
    refreshedAt: refreshed.length > 0 ? new Date(refreshed.at(-1)!).toISOString() : null,
  };
}
