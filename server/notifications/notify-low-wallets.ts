import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { notificationCtes } from "./create-notifications";

/** The window of sales whose average interest sets each shop's warning level. */
export const LOW_WALLET_WINDOW_DAYS = 30;

/**
 * Warns shop owners whose wallet can cover fewer than their shop's `low_wallet_sales` more sales at
 * the average interest of the shop's sales of the last 30 days (docs/product.md#notifications), once
 * per low spell: the spell begins when the warning is written (shops.low_wallet_since, in the same
 * statement) and ends at the first check that finds the wallet covering them again. A shop without
 * a sale with interest in the window has no level and is never warned. Set-based over every shop,
 * one statement; run by the worker every quarter of an hour (a warning need not be instant, and
 * the sale's own statement stays as it is).
 */
export async function notifyLowWallets({ db, now = new Date() }: { db: Executor; now?: Date }): Promise<{ warned: number; recovered: number }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const { rows } = await db.execute<{ warned: string; recovered: string }>(sql`
    WITH recent AS (
      SELECT shop_id, round(avg(interest_paise))::bigint AS average_paise FROM sales
      WHERE created_at >= ${at} - make_interval(days => ${LOW_WALLET_WINDOW_DAYS}) AND created_at <= ${at}
        AND status = 'recorded' AND interest_paise > 0
      GROUP BY shop_id
    ),
    level AS (
      SELECT s.id AS shop_id, s.low_wallet_sales, s.low_wallet_since, w.balance_paise, r.average_paise,
             (r.average_paise IS NOT NULL AND w.balance_paise < s.low_wallet_sales * r.average_paise) AS low
      FROM shops s
      JOIN ledger_accounts w ON w.kind = 'franchisee_wallet' AND w.shop_id = s.id
      LEFT JOIN recent r ON r.shop_id = s.id
      WHERE r.average_paise IS NOT NULL OR s.low_wallet_since IS NOT NULL
    ),
    recovered AS (
      UPDATE shops s SET low_wallet_since = NULL FROM level
      WHERE s.id = level.shop_id AND NOT level.low AND s.low_wallet_since IS NOT NULL
      RETURNING s.id
    ),
    began AS (
      UPDATE shops s SET low_wallet_since = ${at} FROM level
      WHERE s.id = level.shop_id AND level.low AND s.low_wallet_since IS NULL
      RETURNING s.id, s.franchisee_id, level.balance_paise, level.average_paise, level.low_wallet_sales
    ),
    ${notificationCtes(
      sql`
        SELECT f.user_id, 'wallet_low' AS kind, 'wallet_low:' || b.id || ':' || extract(epoch FROM ${at})::bigint AS event_key,
               jsonb_build_object('shopId', b.id, 'balancePaise', b.balance_paise, 'interestPaise', b.average_paise,
                                  'sales', b.balance_paise / b.average_paise, 'threshold', b.low_wallet_sales) AS params,
               '/franchisee-transactions' AS link
        FROM began b JOIN franchisees f ON f.id = b.franchisee_id`,
      at,
    )}
    SELECT (SELECT count(*) FROM notification_set)::text AS warned, (SELECT count(*) FROM recovered)::text AS recovered`);
  return { warned: Number(rows[0]?.warned ?? 0), recovered: Number(rows[0]?.recovered ?? 0) };
}
