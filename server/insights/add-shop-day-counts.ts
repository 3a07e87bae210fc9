import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { VISITOR_METRICS, type VisitorMetric } from "@/lib/insights/metrics";

/** Counts to add to one shop's India day. */
export type ShopDayCounts = { shopId: number; day: string; counts: Partial<Record<VisitorMetric, number>> };

const COLUMN: Record<VisitorMetric, string> = {
  views: "views",
  calls: "calls",
  whatsapp: "whatsapp",
  directions: "directions",
  shares: "shares",
  favouritesAdded: "favourites_added",
  favouritesRemoved: "favourites_removed",
  impressions: "impressions",
};

/**
 * Adds counts to shop_daily_stats in one statement, whatever the number of shops and days: one
 * row per shop and day, `count = count + n` (docs/decisions/135-shop-insights.md). Ids of shops that do
 * not exist are dropped rather than failing the batch (the browser reports them). Returns how many
 * shop-days it wrote.
 */
export async function addShopDayCounts(db: Executor, input: readonly ShopDayCounts[]): Promise<number> {
  const rows = mergeRows(input);
  if (rows.length === 0) return 0;
  const columnArrays = VISITOR_METRICS.map((metric) => sql`${`{${rows.map((row) => Math.trunc(row.counts[metric] ?? 0)).join(",")}}`}::int[]`);
  const names = sql.raw(VISITOR_METRICS.map((m) => COLUMN[m]).join(", "));
  const updates = sql.raw(VISITOR_METRICS.map((m) => `${COLUMN[m]} = d.${COLUMN[m]} + excluded.${COLUMN[m]}`).join(", "));
  const result = await db.execute(sql`
    INSERT INTO shop_daily_stats AS d (shop_id, day, ${names})
    SELECT u.shop_id, u.day, ${sql.raw(VISITOR_METRICS.map((m) => `u.${COLUMN[m]}`).join(", "))}
    FROM unnest(
      ${`{${rows.map((row) => row.shopId).join(",")}}`}::bigint[],
      ${`{${rows.map((row) => row.day).join(",")}}`}::date[],
      ${sql.join(columnArrays, sql`, `)}
    ) AS u(shop_id, day, ${names})
    WHERE EXISTS (SELECT 1 FROM shops s WHERE s.id = u.shop_id)
    ORDER BY u.shop_id, u.day
    ON CONFLICT (shop_id, day) DO UPDATE SET ${updates}`);
  return result.rowCount ?? 0;
}

/** One row per shop and day: PostgreSQL refuses to update one row twice in a statement. */
function mergeRows(rows: readonly ShopDayCounts[]): ShopDayCounts[] {
  const merged = new Map<string, ShopDayCounts>();
  for (const row of rows) {
    const key = `${row.shopId}|${row.day}`;
    const into = merged.get(key) ?? { shopId: row.shopId, day: row.day, counts: {} };
    for (const metric of VISITOR_METRICS) {
      const n = row.counts[metric];
      if (n) into.counts[metric] = (into.counts[metric] ?? 0) + n;
    }
    merged.set(key, into);
  }
  return [...merged.values()];
}
