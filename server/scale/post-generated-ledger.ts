import { sql } from "drizzle-orm";
import type { Executor } from "../db/connect";
import { ledgerAccounts } from "../db/schema";
import { maxId } from "./bulk";
import type { IdRange } from "./generate-sales";

const int = (n: number) => sql.raw(String(Math.trunc(n)));

async function companyAccount(tx: Executor, kind: "company_cash" | "company_revenue"): Promise<number> {
  await tx.insert(ledgerAccounts).values({ kind }).onConflictDoNothing();
  const { rows } = await tx.execute<{ id: string }>(sql`SELECT id::text FROM ledger_accounts WHERE kind = ${kind} AND shop_id IS NULL AND customer_id IS NULL`);
  return Number(rows[0]!.id);
}

/**
 * The ledger of generated shops and sales, as the app would have written it: each shop's wallet,
 * funded by one top-up the day after the shop opened (company cash → wallet) that covers all of
 * its generated sales' interest plus `headroomPaise` (rounded up to ₹1,000; the first
 * `generousShops` shops get `generousHeadroomPaise` instead, for load tests that record many
 * sales), and one sale_interest posting per sale (wallet → company revenue). Every posting
 * balances and each wallet's cached balance is the sum of its entries. Set-based.
 */
export async function postGeneratedLedger(
  tx: Executor,
  options: { shops: IdRange; sales: IdRange; headroomPaise: number; generousShops?: number; generousHeadroomPaise?: number },
): Promise<{ wallets: number; topUpPaise: number; salePostings: number }> {
  const { shops, sales, headroomPaise } = options;
  const generousShops = options.generousShops ?? 0;
  const generousHeadroom = options.generousHeadroomPaise ?? headroomPaise;
  const cash = await companyAccount(tx, "company_cash");
  const revenue = await companyAccount(tx, "company_revenue");

  const accountBase = await maxId(tx, "ledger_accounts");
  let postingBase = await maxId(tx, "ledger_postings");
  let entryBase = await maxId(tx, "ledger_entries");
  await tx.execute(sql`DROP TABLE IF EXISTS scale_wallets`);
  await tx.execute(sql`
    CREATE TEMP TABLE scale_wallets ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY sh.id) AS n, sh.id AS shop_id, sh.created_at AS opened_at, coalesce(i.interest, 0) AS interest,
           ceil((coalesce(i.interest, 0) + CASE WHEN sh.id < ${int(shops.firstId + generousShops)} THEN ${int(generousHeadroom)} ELSE ${int(headroomPaise)} END) / 100000.0)::bigint * 100000 AS top_up
    FROM shops sh
    LEFT JOIN (SELECT shop_id, sum(interest_paise) AS interest FROM sales
               WHERE id BETWEEN ${int(sales.firstId)} AND ${int(sales.lastId)} AND status = 'recorded' GROUP BY shop_id) i ON i.shop_id = sh.id
    WHERE sh.id BETWEEN ${int(shops.firstId)} AND ${int(shops.lastId)}`);
  await tx.execute(sql`
    INSERT INTO ledger_accounts (id, kind, shop_id, balance_paise, created_at)
    OVERRIDING SYSTEM VALUE
    SELECT ${int(accountBase)} + n, 'franchisee_wallet', shop_id, top_up - interest, opened_at FROM scale_wallets ORDER BY n`);
  await tx.execute(sql`
    INSERT INTO ledger_postings (id, kind, method, reference, memo, idempotency_key, created_at)
    OVERRIDING SYSTEM VALUE
    SELECT ${int(postingBase)} + n, 'wallet_topup', CASE WHEN n % 3 = 0 THEN 'neft' ELSE 'upi' END::payment_method,
           'SCALE' || shop_id || 'T1', 'Wallet top-up', 'scale:topup:' || shop_id, opened_at + interval '1 day'
    FROM scale_wallets ORDER BY n`);
  await tx.execute(sql`
    INSERT INTO ledger_entries (id, posting_id, account_id, amount_paise, created_at)
    OVERRIDING SYSTEM VALUE
    SELECT ${int(entryBase)} + 2 * (w.n - 1) + side.n, ${int(postingBase)} + w.n,
           CASE side.n WHEN 1 THEN ${int(accountBase)} + w.n ELSE ${int(cash)} END,
           CASE side.n WHEN 1 THEN w.top_up ELSE -w.top_up END, w.opened_at + interval '1 day'
    FROM scale_wallets w CROSS JOIN (VALUES (1), (2)) AS side(n)
    ORDER BY w.n, side.n`);
  await tx.execute(sql`ANALYZE ledger_accounts`);
  const { rows: totals } = await tx.execute<{ wallets: string; top_up: string | null }>(sql`SELECT count(*)::text AS wallets, sum(top_up)::text AS top_up FROM scale_wallets`);
  await tx.execute(sql`DROP TABLE scale_wallets`);

  postingBase = await maxId(tx, "ledger_postings");
  entryBase = await maxId(tx, "ledger_entries");
  const first = int(sales.firstId);
  await tx.execute(sql`
    INSERT INTO ledger_postings (id, kind, sale_id, memo, created_by, created_at)
    OVERRIDING SYSTEM VALUE
    SELECT ${int(postingBase)} + 1 + (s.id - ${first}), 'sale_interest', s.id, 'Sale interest at ' || trim_scale(s.interest_rate_bp / 100.0) || '%',
           s.recorded_by, s.created_at
    FROM sales s WHERE s.id BETWEEN ${first} AND ${int(sales.lastId)} AND s.interest_paise > 0`);
  const inserted = await tx.execute(sql`
    INSERT INTO ledger_entries (id, posting_id, account_id, amount_paise, created_at)
    OVERRIDING SYSTEM VALUE
    SELECT ${int(entryBase)} + 2 * (s.id - ${first}) + side.n, ${int(postingBase)} + 1 + (s.id - ${first}),
           CASE side.n WHEN 1 THEN w.id ELSE ${int(revenue)} END,
           CASE side.n WHEN 1 THEN -s.interest_paise ELSE s.interest_paise END, s.created_at
    FROM sales s
    JOIN ledger_accounts w ON w.kind = 'franchisee_wallet' AND w.shop_id = s.shop_id AND w.customer_id IS NULL
    CROSS JOIN (VALUES (1), (2)) AS side(n)
    WHERE s.id BETWEEN ${first} AND ${int(sales.lastId)} AND s.interest_paise > 0`);
  return { wallets: Number(totals[0]!.wallets), topUpPaise: Number(totals[0]!.top_up ?? 0), salePostings: Math.round((inserted.rowCount ?? 0) / 2) };
}
