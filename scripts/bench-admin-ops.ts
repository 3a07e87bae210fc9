/**
 * `npm run bench:admin-ops [-- --members 1000000 --shops 100000 --sales 2000000 --reuse]`
 *
 * Builds a scratch database `bench_admin_ops` (embedded PostgreSQL unless DATABASE_URL) at docs/product.md#scale's
 * scale — a million customers, 100,000 shops with wallets, two million sales this month and one
 * million last month, a million audit entries — and times the operator console's overview, sales
 * list (unfiltered, by dates, by shop, by customer, deep page), shop search, audit log and a busy
 * wallet's ledger. `--reuse` keeps an existing bench database (after the first run).
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { kolkataMonthStart, addMonths } from "../lib/time";
import { listAuditLog } from "../server/audit/list-audit-log";
import { applyMigrations } from "../server/db/migrate";
import { ensureLedgerAccount } from "../server/ledger/ensure-account";
import { postLedgerSet } from "../server/ledger/post-ledger-set";
import { getOverviewFigures } from "../server/overview/get-overview-figures";
import { listAttentionQueues } from "../server/overview/list-attention-queues";
import { listSales } from "../server/sales/list-sales";
import { listShopsForOperator } from "../server/shops/list-shops-for-operator";
import { listWalletLedger } from "../server/wallet/list-wallet-ledger";
import { openScratchDatabase } from "./lib/scratch-database";

const DATABASE = "bench_admin_ops";

async function main() {
  const { values } = parseArgs({
    options: {
      members: { type: "string", default: "1000000" },
      shops: { type: "string", default: "100000" },
      sales: { type: "string", default: "2000000" },
      reuse: { type: "boolean", default: false },
    },
  });
  const members = Number(values.members);
  const shopCount = Number(values.shops);
  const saleCount = Number(values.sales);
  const scratch = await openScratchDatabase(DATABASE, { reuse: values.reuse });
  const { db } = scratch;
  const generate = scratch.fresh;
  const time = async <T>(label: string, work: () => Promise<T>, runs = 1): Promise<T> => {
    let value: T | undefined;
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      value = await work();
      times.push(Math.round(performance.now() - started));
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`[bench] ${label}: ${runs > 1 ? `median ${sorted[Math.floor(runs / 2)]} ms of ${runs} runs (${times.join(", ")})` : `${times[0]} ms`}`);
    return value!;
  };
  const now = new Date();
  const month = kolkataMonthStart(now);
  const lastMonth = addMonths(month, -1);
  try {
    await applyMigrations(db);
    if (generate) {
      await time(`generate ${members.toLocaleString("en-IN")} customers, ${shopCount.toLocaleString("en-IN")} shops, ${saleCount.toLocaleString("en-IN")} + ${(saleCount / 2).toLocaleString("en-IN")} sales, 1,000,000 audit entries`, () =>
        db.transaction(async (tx) => {
          // Bulk load: no triggers or foreign-key checks while generating (the data is consistent by construction).
          await tx.execute(sql`SET LOCAL session_replication_role = replica`);
          await tx.execute(sql`
            INSERT INTO "user" (id, name, email, phone_number, phone_number_verified, role)
            SELECT 'bench-' || i, 'Member ' || i, 'member' || i || '@bench.test', (8000000000 + i)::text, true, 'customer'
            FROM generate_series(1, ${members}) AS i`);
          await tx.execute(sql`
            INSERT INTO customers (id, user_id, code, first_name, last_name, status, verified_at)
            OVERRIDING SYSTEM VALUE
            SELECT i, 'bench-' || i, 'DLMP' || lpad(i::text, 7, '0'), 'Member', 'No ' || i,
                   (CASE WHEN i % 50 = 0 THEN 'pending' WHEN i % 97 = 0 THEN 'blocked' ELSE 'active' END)::customer_status, now()
            FROM generate_series(1, ${members}) AS i`);
          await tx.execute(sql`INSERT INTO categories (id, slug, name) SELECT i, 'cat-' || i, 'Category ' || i FROM generate_series(1, 40) i`);
          await tx.execute(sql`
            INSERT INTO "user" (id, name, email, phone_number, phone_number_verified, role)
            SELECT 'owner-' || i, 'Owner ' || i, 'owner' || i || '@bench.test', (7000000000 + i)::text, true, 'franchisee'
            FROM generate_series(1, ${shopCount}) AS i`);
          await tx.execute(sql`
            INSERT INTO franchisees (id, user_id, owner_name) OVERRIDING SYSTEM VALUE
            SELECT i, 'owner-' || i, 'Owner ' || i FROM generate_series(1, ${shopCount}) AS i`);
          await tx.execute(sql`
            INSERT INTO shops (id, franchisee_id, slug, name, category_id, status, created_at, published_at)
            OVERRIDING SYSTEM VALUE
            SELECT i, i, 'shop-' || i, 'Shop ' || i || ' ' || (ARRAY['Kirana','Medical','Mobile','Sweets','Hardware'])[1 + i % 5], 1 + i % 40,
                   (CASE WHEN i % 40 = 0 THEN 'suspended' ELSE 'published' END)::shop_status, now() - (i || ' minutes')::interval, now()
            FROM generate_series(1, ${shopCount}) AS i`);
          await tx.execute(sql`INSERT INTO ledger_accounts (kind, shop_id) SELECT 'franchisee_wallet', i FROM generate_series(1, ${shopCount}) AS i`);
          await tx.execute(sql`
            INSERT INTO sales (shop_id, customer_id, amount_paise, items, interest_rate_bp, interest_paise, status, counted_month, idempotency_key, created_at)
            SELECT 1 + i % ${shopCount}, 1 + (i::bigint * 7919) % ${members}, 10000 + i % 500000, 'Groceries', 500, (10000 + i % 500000) / 20,
                   (CASE WHEN i % 500 = 0 THEN 'reversed' ELSE 'recorded' END)::sale_status, ${month}::date, 'b-' || i,
                   ${month}::timestamp AT TIME ZONE 'Asia/Kolkata' + (i::float / ${saleCount} * (now() - (${month}::timestamp AT TIME ZONE 'Asia/Kolkata')))
            FROM generate_series(1, ${saleCount}) AS i`);
          await tx.execute(sql`
            INSERT INTO sales (shop_id, customer_id, amount_paise, items, interest_rate_bp, interest_paise, status, counted_month, idempotency_key, created_at)
            SELECT 1 + i % ${shopCount}, 1 + (i::bigint * 104729) % ${members}, 10000 + i % 500000, 'Groceries', 500, (10000 + i % 500000) / 20,
                   'recorded', ${lastMonth}::date, 'a-' || i,
                   ${lastMonth}::timestamp AT TIME ZONE 'Asia/Kolkata' + (i || ' seconds')::interval
            FROM generate_series(1, ${saleCount / 2}) AS i`);
          await tx.execute(sql`
            INSERT INTO audit_log (actor_user_id, action, entity_type, entity_id, before, after, created_at)
            SELECT CASE WHEN i % 10 = 0 THEN 'owner-1' ELSE 'bench-' || (1 + i % ${members}) END,
                   (ARRAY['customer.kyc_updated','customer.profile_updated','shop.update','wallet.top_up'])[1 + i % 4],
                   CASE WHEN i % 4 >= 2 THEN 'shop' ELSE 'customer' END, (1 + i % 5000)::text,
                   jsonb_build_object('n', i), jsonb_build_object('n', i + 1), now() - (i || ' seconds')::interval
            FROM generate_series(1, 1000000) AS i`);
          // Wallets funded through the ledger's door: one top-up each of (shop % 1000) × ₹100 a year
          // ago, then one busy wallet: 5,000 top-ups on shop 1.
          const cash = await ensureLedgerAccount(tx, "company_cash");
          await postLedgerSet(tx, {
            columns: ["kind", "method", "reference", "created_at"],
            postings: sql`
              SELECT 'wallet_topup' AS kind, 'upi' AS method, 'F' || a.shop_id AS reference, now() - interval '1 year' AS created_at,
                     a.id AS wallet, (a.shop_id % 1000) * 10000 AS amount
              FROM ledger_accounts a WHERE a.kind = 'franchisee_wallet' AND a.shop_id % 1000 <> 0 ORDER BY a.shop_id`,
            entries: sql`
              SELECT posting_id, wallet AS account_id, amount AS amount_paise, created_at FROM ledger_posting_set
              UNION ALL SELECT posting_id, ${cash}::bigint, -amount, created_at FROM ledger_posting_set`,
            entriesGiveCreatedAt: true,
          });
          await postLedgerSet(tx, {
            columns: ["kind", "method", "reference", "created_at"],
            postings: sql`SELECT 'wallet_topup' AS kind, 'upi' AS method, 'R' || i AS reference, now() - (i || ' minutes')::interval AS created_at FROM generate_series(1, 5000) i`,
            entries: sql`
              SELECT s.posting_id, a.id AS account_id, 10000 AS amount_paise, s.created_at FROM ledger_posting_set s
              JOIN ledger_accounts a ON a.kind = 'franchisee_wallet' AND a.shop_id = 1
              UNION ALL SELECT posting_id, ${cash}::bigint, -10000, created_at FROM ledger_posting_set`,
            entriesGiveCreatedAt: true,
          });
        }),
      );
      await time("vacuum analyze", () => db.execute(sql`VACUUM ANALYZE`));
    }
    const actor = { userId: "bench-1", roles: ["operator" as const] };
    const figures = await time("overview figures", () => getOverviewFigures({ actor, db, now }), 5);
    console.log(`[bench]   ${JSON.stringify(figures)}`);
    await time("overview queues", () => listAttentionQueues({ actor, db, now }), 5);
    const all = { shopId: null, customerCode: "", from: "", to: "", status: "all" as const };
    const sales = await time("sales list, no filter, page 1 (+ capped count)", () => listSales({ actor, filters: all, db }), 5);
    console.log(`[bench]   ${sales.total}${sales.capped ? "+" : ""} rows`);
    await time("sales list, no filter, page 500 (the deepest)", () => listSales({ actor, filters: all, page: 499, db }), 3);
    const today = new Date().toISOString().slice(0, 10);
    await time("sales list, one day", () => listSales({ actor, filters: { ...all, from: today, to: today }, db }), 5);
    await time("sales list, last month's first week", () => listSales({ actor, filters: { ...all, from: lastMonth, to: `${lastMonth.slice(0, 8)}07` }, db }), 5);
    await time("sales list, one shop", () => listSales({ actor, filters: { ...all, shopId: 4242 }, db }), 5);
    await time("sales list, one customer code", () => listSales({ actor, filters: { ...all, customerCode: "DLMP0004242" }, db }), 5);
    await time("sales list, reversed only", () => listSales({ actor, filters: { ...all, status: "reversed" }, db }), 5);
    await time("shops list, no filter", () => listShopsForOperator({ actor, filters: { search: "", city: "", categoryId: null, status: "all" }, db }), 5);
    await time("shops list, search 'kirana'", () => listShopsForOperator({ actor, filters: { search: "kirana", city: "", categoryId: null, status: "all" }, db }), 5);
    await time("shops list, search an owner's mobile", () => listShopsForOperator({ actor, filters: { search: "7000004242", city: "", categoryId: null, status: "all" }, db }), 5);
    await time("shops list, suspended in one category", () => listShopsForOperator({ actor, filters: { search: "", city: "", categoryId: 1, status: "suspended" }, db }), 5);
    await time("audit log, no filter", () => listAuditLog({ actor, filters: { entityType: "", entityId: "", actor: "", action: "" }, db }), 5);
    await time("audit log, one entity", () => listAuditLog({ actor, filters: { entityType: "shop", entityId: "42", actor: "", action: "" }, db }), 5);
    await time("audit log, one action", () => listAuditLog({ actor, filters: { entityType: "", entityId: "", actor: "", action: "wallet.top_up" }, db }), 5);
    await time("audit log, one actor", () => listAuditLog({ actor, filters: { entityType: "", entityId: "", actor: "7000000001", action: "" }, db }), 5);
    await time("wallet ledger of a busy shop, page 1", () => listWalletLedger({ actor, shopId: 1, db }), 5);
    await time("wallet ledger of a busy shop, page 200", () => listWalletLedger({ actor, shopId: 1, page: 199, db }), 5);
  } finally {
    // Kept for --reuse: generating it takes minutes.
    await scratch.close({ keep: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
