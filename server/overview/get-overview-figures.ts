import "server-only";
import { sql } from "drizzle-orm";
import { kolkataMonthStart } from "@/lib/time";
import { type Actor, assertRole } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";

/** Below this many rows a count is exact (cheap); above it the planner's statistics give an estimate. */
export const EXACT_COUNT_BELOW = 100_000;

export type OverviewFigures = {
  month: string;
  publishedShops: number;
  customers: number;
  verifiedCustomers: number;
  /** True when the customer figures are the planner's estimates (a large table). */
  customersEstimated: boolean;
  salesThisMonth: number;
  salesThisMonthPaise: number;
  walletFloatPaise: number;
};

const n = (value: unknown) => Number(value ?? 0);

/**
 * The console's headline figures. Exact where an index answers quickly: published shops (the
 * (status, created_at) index, ~100,000 rows at most), this month's sales and their amount (an
 * index-only scan of (counted_month, status, amount_paise), sales_counted_month_idx), the wallet float (one row
 * per shop). Customers are a million rows: counting them exactly reads the whole index on every view,
 * so above EXACT_COUNT_BELOW rows the figures come from PostgreSQL's statistics (pg_class.reltuples
 * for all customers; the share of 'active' in pg_stats for verified ones), refreshed by autovacuum's
 * ANALYZE — within a percent or so, and shown with "≈" (docs/decisions/064-console-overview-and-queues.md, docs/benchmarks.md).
 */
export async function getOverviewFigures({ actor, db = appDb, now = new Date(), exactBelow = EXACT_COUNT_BELOW }: { actor: Actor; db?: Executor; now?: Date; exactBelow?: number }): Promise<OverviewFigures> {
  assertRole(actor, "operator", "Only operators can open the console.");
  const month = kolkataMonthStart(now);
  const [shops, customers, sales, wallets] = await Promise.all([
    db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM shops WHERE status = 'published'`),
    countCustomers(db, exactBelow),
    db.execute<{ n: string; paise: string }>(sql`
      SELECT count(*) AS n, coalesce(sum(amount_paise), 0) AS paise FROM sales
      WHERE counted_month = ${month}::date AND status = 'recorded'`),
    db.execute<{ paise: string }>(sql`SELECT coalesce(sum(balance_paise), 0) AS paise FROM ledger_accounts WHERE kind = 'franchisee_wallet'`),
  ]);
  return {
    month,
    publishedShops: n(shops.rows[0]?.n),
    ...customers,
    salesThisMonth: n(sales.rows[0]?.n),
    salesThisMonthPaise: n(sales.rows[0]?.paise),
    walletFloatPaise: n(wallets.rows[0]?.paise),
  };
}

async function countCustomers(db: Executor, exactBelow: number): Promise<{ customers: number; verifiedCustomers: number; customersEstimated: boolean }> {
  const { rows } = await db.execute<{ total: string; active_share: string | null }>(sql`
    SELECT c.reltuples AS total,
           (SELECT s.most_common_freqs[array_position(s.most_common_vals::text::text[], 'active')]
              FROM pg_stats s WHERE s.schemaname = current_schema() AND s.tablename = 'customers' AND s.attname = 'status') AS active_share
    FROM pg_class c WHERE c.oid = 'customers'::regclass`);
  const estimate = n(rows[0]?.total);
  const share = rows[0]?.active_share;
  if (estimate >= exactBelow && share !== null && share !== undefined) {
    return { customers: Math.round(estimate), verifiedCustomers: Math.round(estimate * Number(share)), customersEstimated: true };
  }
  const exact = await db.execute<{ total: string; verified: string }>(sql`
    SELECT count(*) AS total, count(*) FILTER (WHERE status = 'active') AS verified FROM customers`);
  return { customers: n(exact.rows[0]?.total), verifiedCustomers: n(exact.rows[0]?.verified), customersEstimated: false };
}
