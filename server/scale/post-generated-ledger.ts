import { sql } from "drizzle-orm";
import type { Executor } from "../db/connect";
import { ensureLedgerAccount } from "../ledger/ensure-account";
import { postLedgerSet } from "../ledger/post-ledger-set";
import { maxId } from "./bulk";
import type { IdRange } from "./generate-sales";

const int = (n: number) => sql.raw(String(Math.trunc(n)));

/**
 * The ledger of generated shops and sales, as the app would have written it: each shop's wallet,
 * funded by one top-up the day after the shop opened (company cash → wallet) that covers all of
 * its generated sales' interest plus `headroomPaise` (rounded up to ₹1,000; the first
 * `generousShops` shops get `generousHeadroomPaise` instead, for load tests that record many
 * sales), and one sale_interest posting per sale (wallet → company revenue). Every posting
 * balances and each wallet's kept balance is the sum of its entries. Set-based, through the
 * ledger's door with ids of its own (postLedgerSet, `givenIds`).
 */
export async function postGeneratedLedger(
  tx: Executor,
  options: { shops: IdRange; sales: IdRange; headroomPaise: number; generousShops?: number; generousHeadroomPaise?: number },
): Promise<{ wallets: number; topUpPaise: number; salePostings: number }> {
  const { shops, sales, headroomPaise } = options;
  const generousShops = options.generousShops ?? 0;
  const generousHeadroom = options.generousHeadroomPaise ?? headroomPaise;
  const cash = await ensureLedgerAccount(tx, "company_cash");
  const revenue = await ensureLedgerAccount(tx, "company_revenue");

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
    INSERT INTO ledger_accounts (id, kind, shop_id, created_at)
    OVERRIDING SYSTEM VALUE
    SELECT ${int(accountBase)} + n, 'franchisee_wallet', shop_id, opened_at FROM scale_wallets ORDER BY n`);
  await postLedgerSet(tx, {
    givenIds: true,
    columns: ["kind", "method", "reference", "memo", "idempotency_key", "created_at"],
    postings: sql`
      SELECT ${int(postingBase)} + n AS id, 'wallet_topup' AS kind, CASE WHEN n % 3 = 0 THEN 'neft' ELSE 'upi' END AS method,
             'SCALE' || shop_id || 'T1' AS reference, 'Wallet top-up' AS memo, 'scale:topup:' || shop_id AS idempotency_key, opened_at + interval '1 day' AS created_at
      FROM scale_wallets ORDER BY n`,
    entries: sql`
      SELECT ${int(entryBase)} + 2 * (w.n - 1) + side.n AS id, ${int(postingBase)} + w.n AS posting_id,
             CASE side.n WHEN 1 THEN ${int(accountBase)} + w.n ELSE ${int(cash)} END AS account_id,
             CASE side.n WHEN 1 THEN w.top_up ELSE -w.top_up END AS amount_paise, w.opened_at + interval '1 day' AS created_at
      FROM scale_wallets w CROSS JOIN (VALUES (1), (2)) AS side(n)
      ORDER BY w.n, side.n`,
    entriesGiveCreatedAt: true,
  });
  await tx.execute(sql`ANALYZE ledger_accounts`);
  const { rows: totals } = await tx.execute<{ wallets: string; top_up: string | null }>(sql`SELECT count(*)::text AS wallets, sum(top_up)::text AS top_up FROM scale_wallets`);
  await tx.execute(sql`DROP TABLE scale_wallets`);

  postingBase = await maxId(tx, "ledger_postings");
  entryBase = await maxId(tx, "ledger_entries");
  const first = int(sales.firstId);
  const { entries } = await postLedgerSet(tx, {
    givenIds: true,
    columns: ["kind", "sale_id", "memo", "created_by", "created_at"],
    postings: sql`
      SELECT ${int(postingBase)} + 1 + (s.id - ${first}) AS id, 'sale_interest' AS kind, s.id AS sale_id,
             'Sale interest at ' || trim_scale(s.interest_rate_bp / 100.0) || '%' AS memo, s.recorded_by AS created_by, s.created_at
      FROM sales s WHERE s.id BETWEEN ${first} AND ${int(sales.lastId)} AND s.interest_paise > 0`,
    entries: sql`
      SELECT ${int(entryBase)} + 2 * (s.id - ${first}) + side.n AS id, ${int(postingBase)} + 1 + (s.id - ${first}) AS posting_id,
             CASE side.n WHEN 1 THEN w.id ELSE ${int(revenue)} END AS account_id,
             CASE side.n WHEN 1 THEN -s.interest_paise ELSE s.interest_paise END AS amount_paise, s.created_at
      FROM sales s
      JOIN ledger_accounts w ON w.kind = 'franchisee_wallet' AND w.shop_id = s.shop_id AND w.customer_id IS NULL
      CROSS JOIN (VALUES (1), (2)) AS side(n)
      WHERE s.id BETWEEN ${first} AND ${int(sales.lastId)} AND s.interest_paise > 0`,
    entriesGiveCreatedAt: true,
  });
  return { wallets: Number(totals[0]!.wallets), topUpPaise: Number(totals[0]!.top_up ?? 0), salePostings: Math.round(entries / 2) };
}
