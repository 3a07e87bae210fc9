import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyRateBp } from "../../lib/money";
import { logIn } from "../../server/auth/log-in";
import { createDb } from "../../server/db/connect";
import { applyMigrations } from "../../server/db/migrate";
import { loadDemoData } from "../../server/demo/load-demo-data";
import { loadReferenceData } from "../../server/reference/load-reference-data";
import { pathPosition, lastPosition } from "../../server/scale/generate-members";
import { SCALE_PASSWORD, ScaleSeedRefused, seedScale, type ScaleSeedResult, type ScaleSizes } from "../../server/scale/seed-scale";
import { createScratchDatabase } from "../support/db";
import { shopTotalsDrift } from "../support/sales-factories";
import { reviewDrift } from "../support/review-factories";

/** 1 % of issue 9's scale in customers and shops, 0.5 % in sales. */
const SIZES: ScaleSizes = { customers: 10_000, shops: 1_000, salesPerMonth: 10_000, months: 3, news: 40, reviews: 5_000, busyShopReviews: 400 };
const NOW = new Date("2026-11-21T10:00:00+05:30");

describe("breadth-first positions", () => {
  it("numbers paths breadth-first and skips occupied positions", () => {
    expect(["", "0", "1", "00", "01", "10", "11", "000"].map(pathPosition)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(lastPosition(5, [1])).toBe(6);
    // Positions 3 and 9 are taken: 2, 4, 5, 6, 7 are the five free ones.
    expect(lastPosition(5, [1, 3, 9])).toBe(7);
    expect(lastPosition(6, [1, 3, 9])).toBe(8);
    expect(lastPosition(7, [1, 3, 9])).toBe(10);
  });
});

describe("npm run seed:scale at a small size", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let connection: ReturnType<typeof createDb>;
  let result: ScaleSeedResult;
  const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await connection.db.execute<T>(query)).rows[0]!;
  const count = async (query: ReturnType<typeof sql>) => Number((await one<{ n: string }>(query)).n);

  beforeAll(async () => {
    scratch = await createScratchDatabase("scale");
    connection = createDb(scratch.url, { max: 4 });
    await applyMigrations(connection.db);
    await loadReferenceData(connection.db);
    // Demo data first, as `npm start` would have loaded it: the generator must build around it.
    await loadDemoData(connection.db, { now: NOW });
    // Codes cross a million during the load: DLMP999999 is followed by DLMP1000000, never a cut-off DLMP100000.
    await connection.db.execute(sql`SELECT setval('customer_code_seq', 999990)`);
    result = await seedScale({ db: connection.db, sizes: SIZES, now: NOW });
  }, 300_000);

  afterAll(async () => {
    await connection?.pool.end();
    await scratch?.drop();
  });

  it("reports its steps and loads the counts asked for", async () => {
    expect(result.steps.map((s) => s.label)).toContain("vacuum and analyze");
    expect(result.totalMs).toBeGreaterThan(0);
    expect(result.sales.months).toEqual(["2026-08-01", "2026-09-01", "2026-10-01"]);
    expect(await count(sql`SELECT count(*)::text AS n FROM customers WHERE user_id LIKE 'scale-member-%'`)).toBe(SIZES.customers);
    expect(await count(sql`SELECT count(*)::text AS n FROM shops s JOIN franchisees f ON f.id = s.franchisee_id WHERE f.user_id LIKE 'scale-owner-%'`)).toBe(SIZES.shops);
    expect(await count(sql`SELECT count(*)::text AS n FROM sales WHERE idempotency_key LIKE 'scale:%'`)).toBe(SIZES.salesPerMonth * SIZES.months);
    for (const month of result.sales.months) {
      expect(await count(sql`SELECT count(*)::text AS n FROM sales WHERE idempotency_key LIKE 'scale:%' AND counted_month = ${month}::date`)).toBe(SIZES.salesPerMonth);
    }
    expect(await count(sql`SELECT count(*)::text AS n FROM news WHERE status = 'published'`)).toBeGreaterThanOrEqual(SIZES.news);
    expect(await count(sql`SELECT count(DISTINCT city_id)::text AS n FROM shops`)).toBeGreaterThan(100);
    expect(await count(sql`SELECT count(*)::text AS n FROM shops WHERE pincode IS NOT NULL`)).toBeGreaterThan(SIZES.shops / 2);
  });

  it("builds one valid breadth-first tree around the demo members", async () => {
    const tree = await one<{ nodes: string; customers: string; bad_parent: string; bad_side: string; bad_children: string }>(sql`
      SELECT count(*)::text AS nodes,
             (SELECT count(*) FROM customers WHERE status = 'active')::text AS customers,
             count(*) FILTER (WHERE t.path <> '' AND (p.path IS DISTINCT FROM left(t.path, -1) OR t.depth <> length(t.path)))::text AS bad_parent,
             count(*) FILTER (WHERE t.path <> '' AND t.side::text <> CASE right(t.path, 1) WHEN '0' THEN 'L' ELSE 'R' END)::text AS bad_side,
             count(*) FILTER (WHERE t.child_count <> (SELECT count(*) FROM tree_nodes c WHERE c.parent_id = t.customer_id))::text AS bad_children
      FROM tree_nodes t LEFT JOIN tree_nodes p ON p.customer_id = t.parent_id`);
    expect(Number(tree.nodes)).toBe(Number(tree.customers));
    expect(Number(tree.bad_parent)).toBe(0);
    expect(Number(tree.bad_side)).toBe(0);
    expect(Number(tree.bad_children)).toBe(0);
    // Breadth-first: the n nodes fill positions 1..n with no gap.
    const positions = (await connection.db.execute<{ path: string }>(sql`SELECT path FROM tree_nodes`)).rows.map((row) => pathPosition(row.path));
    expect(Math.max(...positions)).toBe(Number(tree.nodes));
    expect(new Set(positions).size).toBe(Number(tree.nodes));
    const codes = await one<{ bad: string; dupes: string }>(sql`
      SELECT count(*) FILTER (WHERE code !~ '^DLMP[0-9]{6,}$')::text AS bad, (count(*) - count(DISTINCT code))::text AS dupes FROM customers`);
    expect(codes).toEqual({ bad: "0", dupes: "0" });
    expect(await count(sql`SELECT count(*)::text AS n FROM customers WHERE code IN ('DLMP999999', 'DLMP1000000', 'DLMP1000001')`)).toBe(3);
    // Every sponsor is above the member in the tree (spillover places members inside the sponsor's downline).
    expect(await count(sql`
      SELECT count(*)::text AS n FROM customers c JOIN tree_nodes t ON t.customer_id = c.id JOIN tree_nodes s ON s.customer_id = c.sponsor_id
      WHERE c.user_id LIKE 'scale-%' AND NOT (t.path > s.path AND t.path LIKE s.path || '%')`)).toBe(0);
    // The load ran without the trigger that counts placements for their ancestors; the recount
    // after it gives every node, demo members included, its path range's count per month.
    expect(await count(sql`
      SELECT count(*)::text AS n FROM (
        SELECT a.customer_id, tree_placement_month(d.placed_at) AS month, count(*)::int AS placed
        FROM tree_nodes a JOIN tree_nodes d ON d.path > a.path AND d.path < a.path || '2' GROUP BY 1, 2) r
      FULL JOIN tree_downline_months m ON m.customer_id = r.customer_id AND m.month = r.month
      WHERE r.placed IS DISTINCT FROM m.placed`)).toBe(0);
  });

  it("balances the ledger: every posting sums to zero, each wallet's cached balance is the sum of its entries", async () => {
    expect(await count(sql`SELECT count(*)::text AS n FROM (SELECT posting_id FROM ledger_entries GROUP BY posting_id HAVING sum(amount_paise) <> 0 OR count(*) < 2) x`)).toBe(0);
    expect(await count(sql`SELECT count(*)::text AS n FROM ledger_postings p WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.posting_id = p.id)`)).toBe(0);
    expect(await count(sql`
      SELECT count(*)::text AS n FROM ledger_accounts a
      WHERE a.kind IN ('franchisee_wallet', 'member_commission')
        AND a.balance_paise <> coalesce((SELECT sum(amount_paise) FROM ledger_entries e WHERE e.account_id = a.id), 0)`)).toBe(0);
    expect(await count(sql`SELECT count(*)::text AS n FROM ledger_accounts WHERE kind = 'franchisee_wallet' AND balance_paise < 0`)).toBe(0);
    expect(await count(sql`SELECT count(*)::text AS n FROM ledger_accounts WHERE kind NOT IN ('franchisee_wallet', 'member_commission') AND balance_paise <> 0`)).toBe(0);
    expect(await count(sql`SELECT count(*)::text AS n FROM shops s WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.shop_id = s.id)`)).toBe(0);
    // Each sale has its interest posting, at the shop's rate, with the app's rounding.
    expect(await count(sql`SELECT count(*)::text AS n FROM sales s WHERE s.interest_paise > 0 AND NOT EXISTS (SELECT 1 FROM ledger_postings p WHERE p.sale_id = s.id AND p.kind = 'sale_interest')`)).toBe(0);
    const sample = (await connection.db.execute<{ amount: string; rate: number; interest: string; shop_rate: number }>(sql`
      SELECT s.amount_paise::text AS amount, s.interest_rate_bp AS rate, s.interest_paise::text AS interest, sh.interest_rate_bp AS shop_rate
      FROM sales s JOIN shops sh ON sh.id = s.shop_id WHERE s.idempotency_key LIKE 'scale:%' ORDER BY s.id LIMIT 500`)).rows;
    for (const sale of sample) {
      expect(sale.rate).toBe(sale.shop_rate);
      expect(Number(sale.interest)).toBe(applyRateBp(Number(sale.amount), sale.rate));
    }
    // The load ran without the trigger that counts each sale into its shop's totals; the recount
    // after it covers every shop, the demo shops' sales (recorded with triggers) included.
    expect(await shopTotalsDrift(connection.db)).toEqual({ shops: 0, pairs: 0 });
    expect(await count(sql`SELECT count(*)::text AS n FROM shop_sale_totals`)).toBeGreaterThan(SIZES.shops / 2);
    // A sale counts in its own Asia/Kolkata month.
    expect(await count(sql`SELECT count(*)::text AS n FROM sales WHERE counted_month <> date_trunc('month', created_at AT TIME ZONE 'Asia/Kolkata')::date`)).toBe(0);
  });

  it("writes about the reviews asked for, by buyers only, one shop with the busy shop's many; the shops' figures are exact", async () => {
    const total = await count(sql`SELECT count(*)::text AS n FROM reviews r JOIN shops s ON s.id = r.shop_id JOIN franchisees f ON f.id = s.franchisee_id WHERE f.user_id LIKE 'scale-owner-%'`);
    expect(total).toBeGreaterThan(SIZES.reviews! * 0.9);
    expect(total).toBeLessThan(SIZES.reviews! * 1.1);
    expect(await count(sql`SELECT count(*)::text AS n FROM reviews WHERE shop_id = ${result.shops.firstId}`)).toBeGreaterThanOrEqual(SIZES.busyShopReviews!);
    // Every star is used, and words in three scripts.
    expect(await count(sql`SELECT count(DISTINCT rating)::text AS n FROM reviews`)).toBe(5);
    expect(await count(sql`SELECT count(*)::text AS n FROM reviews WHERE body ~ '[\u0900-\u097F]'`)).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(*)::text AS n FROM reviews r WHERE r.shop_id >= ${result.shops.firstId} AND (r.created_at > ${NOW.toISOString()}::timestamptz OR r.created_at < (SELECT max(created_at) FROM sales s WHERE s.shop_id = r.shop_id AND s.customer_id = r.customer_id))`)).toBe(0);
    expect(await count(sql`SELECT count(*)::text AS n FROM review_replies rp JOIN reviews r ON r.id = rp.review_id WHERE r.shop_id >= ${result.shops.firstId} AND rp.author_user_id <> 'scale-owner-' || r.shop_id`)).toBe(0);
    expect(await count(sql`SELECT count(*)::text AS n FROM review_replies`)).toBeGreaterThan(SIZES.busyShopReviews! / 2);
    // Reviews only by buyers, counted into their shops as the triggers would have.
    expect(await reviewDrift(connection.db)).toEqual({ shops: [], reviews: [] });
    // Shop 1's owner's page: the same set as the shop's public reviews.
    expect(await count(sql`SELECT review_count::text AS n FROM shops WHERE id = ${result.shops.firstId}`)).toBeGreaterThanOrEqual(SIZES.busyShopReviews!);
  });

  it("leaves no dangling reference (the load ran with triggers, including key checks, off)", async () => {
    const keys = (await connection.db.execute<{ child: string; column: string; parent: string; parent_column: string }>(sql`
      SELECT c.conrelid::regclass::text AS child, a.attname AS column, c.confrelid::regclass::text AS parent, pa.attname AS parent_column
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
      WHERE c.contype = 'f' AND cardinality(c.conkey) = 1 AND c.connamespace = 'public'::regnamespace`)).rows;
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) {
      const dangling = await count(sql.raw(`
        SELECT count(*)::text AS n FROM ${key.child} x WHERE x."${key.column}" IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM ${key.parent} y WHERE y."${key.parent_column}" = x."${key.column}")`));
      expect({ key: `${key.child}.${key.column}`, dangling }).toEqual({ key: `${key.child}.${key.column}`, dangling: 0 });
    }
  });

  it("moves identity sequences past the generated ids, and the printed logins work", async () => {
    for (const table of ["customers", "shops", "sales", "ledger_postings", "ledger_entries", "ledger_accounts", "news", "comments", "franchisees", "reviews"]) {
      const row = await one<{ max: string | null; next: string }>(sql.raw(`SELECT max(id)::text AS max, nextval(pg_get_serial_sequence('${table}', 'id'))::text AS next FROM ${table}`));
      expect(Number(row.next)).toBeGreaterThan(Number(row.max ?? 0));
    }
    expect(result.logins.length).toBeGreaterThanOrEqual(4);
    for (const login of result.logins) {
      expect(login.password).toBe(SCALE_PASSWORD);
      const signedIn = await logIn({ db: connection.db, mobile: login.mobile, password: login.password, role: login.role, ip: "203.0.113.9" });
      expect(signedIn.kind).toBe("signed-in");
    }
  });

  it("refuses to run twice, and refuses a database with real customers unless forced", async () => {
    await expect(seedScale({ db: connection.db, sizes: SIZES, now: NOW })).rejects.toThrow(ScaleSeedRefused);

    const other = await createScratchDatabase("scale_real");
    const second = createDb(other.url, { max: 2 });
    try {
      await applyMigrations(second.db);
      await loadReferenceData(second.db);
      await second.db.execute(sql`INSERT INTO "user" (id, name, email, phone_number, role) VALUES ('real-1', 'Real Person', 'real@example.in', '9123456789', 'customer')`);
      await second.db.execute(sql`INSERT INTO customers (user_id, first_name, last_name, status) VALUES ('real-1', 'Real', 'Person', 'active')`);
      // The indexes dropped for the load are all back: the same set as a freshly migrated database
      // (leaving out the month partitions of commission_statements, which the demo data's closed
      // months add with their own indexes).
      const indexNames = async (db: typeof second.db) =>
        (await db.execute<{ name: string }>(sql`SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public' AND tablename !~ '^commission_statements_m[0-9]{6}' ORDER BY 1`)).rows.map((r) => r.name);
      expect(await indexNames(connection.db)).toEqual(await indexNames(second.db));
      const small: ScaleSizes = { customers: 20, shops: 3, salesPerMonth: 10, months: 1, news: 1 };
      await expect(seedScale({ db: second.db, sizes: small, now: NOW })).rejects.toThrow(/real data \(1 customers/);
      const generated = await second.db.execute<{ n: string }>(sql`SELECT count(*)::text AS n FROM customers WHERE user_id LIKE 'scale-%'`);
      expect(generated.rows[0]!.n).toBe("0");
      const forced = await seedScale({ db: second.db, sizes: small, now: NOW, force: true });
      expect(forced.members.count).toBe(20);
    } finally {
      await second.pool.end();
      await other.drop();
    }
  }, 120_000);
});
