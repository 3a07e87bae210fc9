import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../server/db/connect";
import { applyMigrations } from "../../server/db/migrate";
import { MEDIA_KEY } from "../../lib/public/media-path";
import { SHOPS_WITHOUT_PICTURES } from "../../server/demo/content/images";
import { demoNews } from "../../server/demo/content/news";
import { loadDemoData } from "../../server/demo/load-demo-data";
import { readMedia } from "../../server/storage/media-storage";
import { loadReferenceData } from "../../server/reference/load-reference-data";
import { createScratchDatabase } from "../support/db";
import { shopTotalsDrift } from "../support/sales-factories";

const TABLES = ["user", "account", "customers", "tree_nodes", "shops", "franchisees", "categories", "news", "comments", "sales", "ledger_postings", "ledger_entries", "kyc_details", "favourites", "cities", "pincodes", "reviews", "review_replies"] as const;

describe("demo data", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let connection: ReturnType<typeof createDb>;
  const count = async (table: string) =>
    Number((await connection.db.execute<{ n: string }>(sql.raw(`SELECT count(*)::text AS n FROM "${table}"`))).rows[0]!.n);
  const counts = async () => Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await count(t)] as const)));

  beforeAll(async () => {
    scratch = await createScratchDatabase("demo");
    connection = createDb(scratch.url, { max: 4 });
    await applyMigrations(connection.db);
    await loadReferenceData(connection.db);
  });

  afterAll(async () => {
    await connection.pool.end();
    await scratch.drop();
  });

  it("never loads into a database that already has people or shops of its own", async () => {
    const inUse = await createScratchDatabase("demo_in_use");
    const other = createDb(inUse.url, { max: 2 });
    try {
      await applyMigrations(other.db);
      await other.db.execute(sql`INSERT INTO "user" (id, name, email, email_verified, created_at, updated_at) VALUES ('live-1', 'Live Operator', 'live@example.in', true, now(), now())`);
      expect(await loadDemoData(other.db)).toEqual({ loaded: false, ms: 0, refused: "database in use" });
      const [row] = (await other.db.execute<{ users: number; shops: number; loads: number }>(
        sql`SELECT (SELECT count(*)::int FROM "user") AS users, (SELECT count(*)::int FROM shops) AS shops, (SELECT count(*)::int FROM data_loads) AS loads`,
      )).rows;
      expect(row).toEqual({ users: 1, shops: 0, loads: 0 });
    } finally {
      await other.pool.end();
      await inUse.drop();
    }
  });

  it("loads once: a second and a concurrent third load change nothing", async () => {
    const first = await loadDemoData(connection.db);
    expect(first.loaded).toBe(true);
    const afterFirst = await counts();
    const [second, third] = await Promise.all([loadDemoData(connection.db), loadDemoData(connection.db)]);
    expect(second.loaded).toBe(false);
    expect(third.loaded).toBe(false);
    expect(await counts()).toEqual(afterFirst);
  });

  it("makes every screen meaningful", async () => {
    const c = await counts();
    expect(c.shops).toBeGreaterThanOrEqual(60);
    expect(c.categories).toBeGreaterThanOrEqual(10);
    expect(c.news).toBeGreaterThanOrEqual(10);
    expect(c.comments).toBeGreaterThan(0);
    // Reviews in the three languages with mixed ratings, one with the owner's reply, all from buyers; the shops' counts follow.
    expect(c.reviews).toBe(16);
    expect(c.review_replies).toBe(1);
    const rated = await connection.db.execute<{ ratings: string; shops: string; unbought: string; drift: string; devanagari: string }>(sql`
      SELECT (SELECT count(DISTINCT rating)::text FROM reviews) AS ratings,
             (SELECT count(DISTINCT shop_id)::text FROM reviews) AS shops,
             (SELECT count(*)::text FROM reviews r WHERE NOT r.is_public OR NOT EXISTS (SELECT 1 FROM shop_customers c WHERE c.shop_id = r.shop_id AND c.customer_id = r.customer_id)) AS unbought,
             (SELECT count(*)::text FROM shops s WHERE s.review_count <> (SELECT count(*) FROM reviews r WHERE r.shop_id = s.id)) AS drift,
             (SELECT count(*)::text FROM reviews WHERE body ~ '[ऀ-ॿ]') AS devanagari`);
    expect(rated.rows[0]).toMatchObject({ ratings: "5", unbought: "0", drift: "0" });
    expect(Number(rated.rows[0]!.shops)).toBeGreaterThanOrEqual(8);
    expect(Number(rated.rows[0]!.devanagari)).toBeGreaterThanOrEqual(4);
    // "Helpful" votes from other customers, never the author, with the kept count equal to the votes.
    const helpful = await connection.db.execute<{ voted: string; own: string; drift: string; counts: string }>(sql`
      SELECT (SELECT count(*)::text FROM reviews WHERE helpful_count > 0) AS voted,
             (SELECT count(*)::text FROM review_helpful_votes v JOIN reviews r ON r.id = v.review_id WHERE v.customer_id = r.customer_id) AS own,
             (SELECT count(*)::text FROM reviews r WHERE r.helpful_count <> (SELECT count(*) FROM review_helpful_votes v WHERE v.review_id = r.id)) AS drift,
             (SELECT count(DISTINCT helpful_count)::text FROM reviews) AS counts`);
    expect(helpful.rows[0]).toMatchObject({ own: "0", drift: "0" });
    expect(Number(helpful.rows[0]!.voted)).toBeGreaterThanOrEqual(8);
    expect(Number(helpful.rows[0]!.counts)).toBeGreaterThanOrEqual(4);
    expect(c.sales).toBeGreaterThan(100);
    expect(c.kyc_details).toBeGreaterThan(0);
    const featured = await connection.db.execute<{ featured: string; best: string; towns: string }>(
      sql`SELECT count(*) FILTER (WHERE featured)::text AS featured, count(*) FILTER (WHERE best_deal)::text AS best, count(DISTINCT city_id)::text AS towns FROM shops`,
    );
    expect(Number(featured.rows[0]!.featured)).toBeGreaterThan(0);
    expect(Number(featured.rows[0]!.best)).toBeGreaterThan(0);
    expect(Number(featured.rows[0]!.towns)).toBeGreaterThanOrEqual(5);
  });

  it("loads every article's Marathi and Hindi title and text, so /mr and /hi read the news in their language", async () => {
    const rows = (
      await connection.db.execute<{ slug: string; title_mr: string | null; body_mr_html: string | null; title_hi: string | null; body_hi_html: string | null }>(
        sql`SELECT slug, title_mr, body_mr_html, title_hi, body_hi_html FROM news`,
      )
    ).rows;
    expect(rows.length).toBe(demoNews.length);
    for (const row of rows) {
      for (const text of [row.title_mr, row.body_mr_html, row.title_hi, row.body_hi_html]) expect(text, row.slug).toMatch(/[\u0900-\u097F]/);
      expect(row.body_hi_html, row.slug).not.toBe(row.body_mr_html);
    }
  });

  it("gives every shop but a few, and every article, its own picture, stored and served like an upload", async () => {
    const shops = (await connection.db.execute<{ image1: string | null; image2: string | null; created_at: Date }>(sql`SELECT image1, image2, created_at FROM shops ORDER BY created_at DESC`)).rows;
    const pictures = shops.map((s) => s.image1).filter((key): key is string => key !== null);
    expect(shops.length - pictures.length).toBe(SHOPS_WITHOUT_PICTURES.length);
    // The newest shops come first on the home page and /shops: all of them have pictures.
    expect(shops.slice(0, 12).every((s) => s.image1 !== null)).toBe(true);
    expect(shops.filter((s) => s.image2 !== null).length).toBeGreaterThan(10);
    expect(new Set(pictures).size).toBe(pictures.length);
    for (const key of pictures) expect(key).toMatch(MEDIA_KEY);
    expect(await readMedia(pictures[0]!)).not.toBeNull();
    const news = (await connection.db.execute<{ image: string | null }>(sql`SELECT image FROM news`)).rows;
    for (const article of news) expect(article.image).toMatch(/^\/media\/news\/[a-f0-9]{32}\.webp$/);
    expect(new Set(news.map((n) => n.image)).size).toBe(news.length);
  });

  it("builds a valid binary tree a few levels deep", async () => {
    const nodes = (await connection.db.execute<{ path: string; depth: number; child_count: number }>(sql`SELECT path, depth, child_count FROM tree_nodes`)).rows;
    const paths = new Set(nodes.map((n) => n.path));
    expect(paths.has("")).toBe(true);
    for (const node of nodes) {
      if (node.path !== "") expect(paths.has(node.path.slice(0, -1)), `parent of ${node.path}`).toBe(true);
      const children = ["0", "1"].filter((bit) => paths.has(node.path + bit)).length;
      expect(node.child_count, `children of '${node.path}'`).toBe(children);
    }
    expect(Math.max(...nodes.map((n) => n.depth))).toBeGreaterThanOrEqual(3);
  });

  it("keeps money right: postings balance, cached wallet balances equal the ledger, no wallet overdrawn", async () => {
    const unbalanced = await connection.db.execute(sql`SELECT posting_id FROM ledger_entries GROUP BY posting_id HAVING sum(amount_paise) <> 0`);
    expect(unbalanced.rows).toHaveLength(0);
    const drift = await connection.db.execute(sql`
      SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
      WHERE a.kind IN ('franchisee_wallet', 'member_commission')
      GROUP BY a.id, a.balance_paise HAVING a.balance_paise <> coalesce(sum(e.amount_paise), 0)`);
    expect(drift.rows).toHaveLength(0);
    const companyKept = await connection.db.execute(sql`SELECT id FROM ledger_accounts WHERE kind NOT IN ('franchisee_wallet', 'member_commission') AND balance_paise <> 0`);
    expect(companyKept.rows).toHaveLength(0);
    const interest = await connection.db.execute<{ wrong: string }>(
      sql`SELECT count(*)::text AS wrong FROM sales WHERE interest_paise <> round(amount_paise * interest_rate_bp / 10000.0)`,
    );
    expect(Number(interest.rows[0]!.wrong)).toBe(0);
    // The demo's sales are inserted with triggers on: the shops' dashboard totals count them all.
    expect(await shopTotalsDrift(connection.db)).toEqual({ shops: 0, pairs: 0 });
    expect(Number((await connection.db.execute<{ n: string }>(sql`SELECT count(*)::text AS n FROM shop_sale_totals`)).rows[0]!.n)).toBeGreaterThan(0);
  });

  it("gives every verified customer a unique DLMP code", async () => {
    const rows = (await connection.db.execute<{ code: string }>(sql`SELECT code FROM customers WHERE status = 'active'`)).rows;
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) expect(row.code).toMatch(/^DLMP\d{6}$/);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
  });
});
