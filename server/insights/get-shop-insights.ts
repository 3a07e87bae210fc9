import "server-only";
import { sql } from "drizzle-orm";
import { changePercent, INSIGHT_METRICS, type InsightDay, type InsightFigure, type InsightMetric, type InsightPeriod, type ShopInsights } from "@/lib/insights/metrics";
import { kolkataDate } from "@/lib/time";
import { type Actor, assertRole } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { AppError } from "@/server/errors";
import { getFranchiseeShop } from "@/server/franchisees/get-franchisee-shop";

export type ShopInsightsInput = { days: InsightPeriod; /** Operators name the shop; a shop owner always gets their own. */ shop_id?: number };

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const istMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

type Row = { day: string; unique_now: string; unique_before: string } & Record<InsightMetric, string>;

/**
 * A shop's insights for the last 7, 30 or 90 India days (today included) against the period before
 * (docs/product.md#shop-insights): what visitors did (shop_daily_stats) and what the shop's recorded
 * sales say (sales, reversed ones left out). A shop owner sees their own shop only, whatever they
 * ask for; an operator names any shop. One statement over both periods: the visitor rows by primary
 * key, the sales through sales_shop_created_idx, a customer's earlier purchase at the shop (is this
 * customer new?) through sales_customer_created_idx.
 */
export async function getShopInsights({ actor, input, db = appDb, now = new Date() }: { actor: Actor; input: ShopInsightsInput; db?: Executor; now?: Date }): Promise<ShopInsights> {
  const shop = await resolveShop(actor, input.shop_id, db);
  const days = input.days;
  const to = kolkataDate(now);
  const from = addDays(to, -(days - 1));
  const previousFrom = addDays(from, -days);
  const previousTo = addDays(from, -1);

  // Planned for its own values each time (not a named statement): a generic plan cannot see how
  // narrow the shop's date range is and scanned sales wholesale (seconds at the scale data).
  const { rows } = await db.execute<Row>(
    sql`
    WITH span AS (
      SELECT d::date AS day FROM generate_series(${previousFrom}::date, ${to}::date, interval '1 day') AS d
    ),
    visits AS (
      SELECT * FROM shop_daily_stats WHERE shop_id = ${shop.id} AND day BETWEEN ${previousFrom}::date AND ${to}::date
    ),
    bought AS (
      SELECT customer_id, amount_paise, interest_paise, created_at, (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day
      FROM sales
      WHERE shop_id = ${shop.id} AND status = 'recorded' AND created_at >= ${istMidnight(previousFrom)}::timestamptz AND created_at < ${istMidnight(addDays(to, 1))}::timestamptz
    ),
    sale_days AS (
      SELECT day, count(*) AS sales, sum(amount_paise) AS sales_paise, sum(interest_paise) AS interest_paise, count(DISTINCT customer_id) AS customers
      FROM bought GROUP BY day
    ),
    first_in_span AS (
      SELECT DISTINCT ON (customer_id) customer_id, created_at, day FROM bought ORDER BY customer_id, created_at
    ),
    new_days AS (
      SELECT f.day, count(*) AS customers FROM first_in_span f
      WHERE NOT EXISTS (
        SELECT 1 FROM sales s WHERE s.customer_id = f.customer_id AND s.shop_id = ${shop.id} AND s.status = 'recorded' AND s.created_at < f.created_at
      )
      GROUP BY f.day
    ),
    uniques AS (
      SELECT count(DISTINCT customer_id) FILTER (WHERE day >= ${from}::date) AS unique_now,
             count(DISTINCT customer_id) FILTER (WHERE day < ${from}::date) AS unique_before
      FROM bought
    )
    SELECT span.day::text AS day,
      coalesce(v.views, 0)::text AS "views", coalesce(v.calls, 0)::text AS "calls", coalesce(v.whatsapp, 0)::text AS "whatsapp",
      coalesce(v.directions, 0)::text AS "directions", coalesce(v.shares, 0)::text AS "shares",
      coalesce(v.favourites_added, 0)::text AS "favouritesAdded", coalesce(v.favourites_removed, 0)::text AS "favouritesRemoved",
      coalesce(v.impressions, 0)::text AS "impressions",
      coalesce(sd.sales, 0)::text AS "sales", coalesce(sd.sales_paise, 0)::text AS "salesPaise", coalesce(sd.interest_paise, 0)::text AS "interestPaise",
      coalesce(sd.customers, 0)::text AS "uniqueCustomers", coalesce(nd.customers, 0)::text AS "newCustomers",
      uniques.unique_now::text AS unique_now, uniques.unique_before::text AS unique_before
    FROM span
    CROSS JOIN uniques
    LEFT JOIN visits v ON v.day = span.day
    LEFT JOIN sale_days sd ON sd.day = span.day
    LEFT JOIN new_days nd ON nd.day = span.day
    ORDER BY span.day`,
  );

  const all: InsightDay[] = rows.map((row) => ({ day: row.day, ...(Object.fromEntries(INSIGHT_METRICS.map((m) => [m, Number(row[m])])) as Record<InsightMetric, number>) }));
  const series = all.filter((d) => d.day >= from);
  const before = all.filter((d) => d.day < from);
  const total = (list: InsightDay[], metric: InsightMetric) => list.reduce((sum, d) => sum + d[metric], 0);
  const figures: InsightFigure[] = INSIGHT_METRICS.map((metric) => {
    // Unique customers of a period are distinct over the whole period, not a sum of days.
    const value = metric === "uniqueCustomers" ? Number(rows[0]?.unique_now ?? 0) : total(series, metric);
    const previous = metric === "uniqueCustomers" ? Number(rows[0]?.unique_before ?? 0) : total(before, metric);
    return { metric, value, previous, changePercent: changePercent(value, previous) };
  });
  return { shopId: shop.id, shopName: shop.name, days, from, to, previousFrom, previousTo, figures, series };
}

async function resolveShop(actor: Actor, shopId: number | undefined, db: Executor): Promise<{ id: number; name: string }> {
  if (shopId === undefined) {
    const own = await getFranchiseeShop({ actor, db });
    return { id: own.shopId, name: own.shopName };
  }
  // Another shop's figures are for operators only: a shop owner naming a shop is refused, even their own id.
  assertRole(actor, "operator");
  const { rows } = await db.execute<{ id: string; name: string }>(sql`SELECT id::text, name FROM shops WHERE id = ${shopId}`);
  if (!rows[0]) throw new AppError("not_found", { userMessage: "Shop not found." });
  return { id: Number(rows[0].id), name: rows[0].name };
}
