import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { addMonths, kolkataMonthStart } from "../../lib/time";
import { createDb } from "../../server/db/connect";
import { applyMigrations } from "../../server/db/migrate";
import { DEMO_OPEN_MONTHS_BEFORE_CURRENT } from "../../server/demo/close-demo-months";
import { demoCustomerLogin, demoFranchiseeLogin } from "../../server/demo/content/people";
import { loadDemoData } from "../../server/demo/load-demo-data";
import { loadReferenceData } from "../../server/reference/load-reference-data";
import { createScratchDatabase } from "../support/db";

/**
 * The demo data's counts may not depend on the day it is loaded (the end-to-end tests count rows
 * and pages on it): loaded at the start, middle and end of a month, on the first and last day of a
 * financial year, on a leap day and on New Year's Day, every count is the same. How the purchases
 * fall into calendar months may differ; the rules about months (which are closed, that the demo
 * customer qualifies in each) hold at every date.
 */
const DATES = [
  "2026-11-01T00:20:00+05:30",
  "2026-11-15T12:00:00+05:30",
  // The oldest month then holds one day of sales, too little to pay anyone (its batch once failed).
  "2026-11-27T10:00:00+05:30",
  "2026-11-30T23:50:00+05:30",
  "2026-04-01T09:00:00+05:30",
  "2026-03-31T22:00:00+05:30",
  "2024-02-29T12:00:00+05:30",
  "2027-01-01T00:05:00+05:30",
].map((iso) => new Date(iso));

type Counts = Record<string, number>;

async function countsOf(db: ReturnType<typeof createDb>["db"]): Promise<Counts> {
  const { rows } = await db.execute<Record<string, string>>(sql`
    WITH ravi AS (SELECT c.id FROM customers c JOIN "user" u ON u.id = c.user_id WHERE u.phone_number = ${demoCustomerLogin.mobile}),
         shop AS (SELECT s.id FROM shops s JOIN franchisees f ON f.id = s.franchisee_id JOIN "user" u ON u.id = f.user_id WHERE u.phone_number = ${demoFranchiseeLogin.mobile})
    SELECT
      (SELECT count(*) FROM sales WHERE customer_id = (SELECT id FROM ravi))::text AS ravi_purchases,
      (SELECT count(*) FROM sales WHERE shop_id = (SELECT id FROM shop))::text AS demo_shop_sales,
      (SELECT count(*) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.shop_id = (SELECT id FROM shop))::text AS demo_shop_wallet_entries,
      (SELECT count(*) FROM sales)::text AS sales,
      (SELECT count(*) FROM customers WHERE code IS NOT NULL)::text AS customers,
      (SELECT count(*) FROM tree_nodes t, tree_nodes me WHERE me.customer_id = (SELECT id FROM ravi) AND t.path > me.path AND t.path < me.path || '2')::text AS ravi_downline,
      (SELECT count(*) FROM shops)::text AS shops,
      (SELECT count(*) FROM categories)::text AS categories,
      (SELECT count(*) FROM news)::text AS news,
      (SELECT count(*) FROM comments)::text AS comments,
      (SELECT count(*) FROM favourites)::text AS favourites,
      (SELECT count(*) FROM shop_visits)::text AS shop_visits,
      (SELECT count(*) FROM kyc_details)::text AS kyc,
      (SELECT count(*) FROM contact_messages)::text AS contact_messages,
      (SELECT count(*) FROM fraud_reports)::text AS fraud_reports,
      (SELECT count(*) FROM "user")::text AS users,
      (SELECT count(*) FROM payout_batches)::text AS payout_batches,
      (SELECT count(*) FROM reviews)::text AS reviews,
      (SELECT count(*) FROM reviews WHERE shop_id = (SELECT id FROM shop))::text AS demo_shop_reviews,
      (SELECT sum(review_rating_sum) FROM shops)::text AS review_stars,
      (SELECT count(*) FROM review_replies)::text AS review_replies`);
  return Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
}

describe("demo data loaded on different dates", () => {
  const serverUrl = inject("serverUrl");
  let template: Awaited<ReturnType<typeof createScratchDatabase>>;
  const copies: string[] = [];
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const results: { now: Date; counts: Counts; months: Awaited<ReturnType<typeof monthsOf>>; ms: number }[] = [];

  async function monthsOf(db: ReturnType<typeof createDb>["db"]) {
    const { rows } = await db.execute<{ month: string; status: string | null; ravi_own: string; ravi_qualified: boolean | null; ravi_commission: string | null; ravi_status: string | null }>(sql`
      WITH ravi AS (SELECT c.id FROM customers c JOIN "user" u ON u.id = c.user_id WHERE u.phone_number = ${demoCustomerLogin.mobile})
      SELECT s.counted_month::text AS month, cm.status::text AS status,
             sum(s.amount_paise) FILTER (WHERE s.customer_id = (SELECT id FROM ravi))::text AS ravi_own,
             cs.qualified AS ravi_qualified, cs.commission_paise::text AS ravi_commission, cs.status::text AS ravi_status
      FROM sales s LEFT JOIN commission_months cm ON cm.month = s.counted_month
      LEFT JOIN commission_statements cs ON cs.month = s.counted_month AND cs.member_id = (SELECT id FROM ravi)
      GROUP BY 1, 2, 4, 5, 6 ORDER BY 1`);
    return rows;
  }

  beforeAll(async () => {
    template = await createScratchDatabase("demo_dates");
    const base = createDb(template.url, { max: 2 });
    await applyMigrations(base.db);
    await loadReferenceData(base.db);
    await base.pool.end();
    const templateName = new URL(template.url).pathname.slice(1);
    for (const [index, now] of DATES.entries()) {
      const name = `${templateName}_${index}`;
      await admin(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
      copies.push(name);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const connection = createDb(url.toString(), { max: 4 });
      try {
        const loaded = await loadDemoData(connection.db, { now });
        expect(loaded.loaded).toBe(true);
        results.push({ now, counts: await countsOf(connection.db), months: await monthsOf(connection.db), ms: loaded.ms });
      } finally {
        await connection.pool.end();
      }
    }
  }, 600_000);

  afterAll(async () => {
    for (const name of copies) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await template?.drop();
  });

  it("has the same counts whatever the date", () => {
    const [first, ...rest] = results;
    expect(first!.counts.ravi_purchases).toBeGreaterThan(10);
    expect(first!.counts.demo_shop_sales).toBeGreaterThan(10);
    expect(first!.counts.ravi_downline).toBeGreaterThan(5);
    for (const other of rest) expect(other.counts, other.now.toISOString()).toEqual(first!.counts);
  });

  it("closes the months before the last three and the current one, oldest first; the demo customer qualifies and earns in each", () => {
    for (const { now, months } of results) {
      const at = now.toISOString();
      const current = kolkataMonthStart(now);
      const lastClosed = addMonths(current, -(DEMO_OPEN_MONTHS_BEFORE_CURRENT + 1));
      const closed = months.filter((m) => m.month <= lastClosed);
      const open = months.filter((m) => m.month > lastClosed);
      expect(closed.length, at).toBeGreaterThanOrEqual(1);
      expect(open.length, at).toBeGreaterThanOrEqual(DEMO_OPEN_MONTHS_BEFORE_CURRENT);
      for (const m of closed) {
        expect(m.status, `${at} ${m.month}`).toBe("closed");
        expect(Number(m.ravi_own), `${at} ${m.month}: Ravi's own purchases`).toBeGreaterThanOrEqual(100_000);
        // The oldest month may hold only a day or two of sales: nobody below Ravi bought, no statement.
        if (m !== closed[0] || closed.length === 1) {
          expect(m.ravi_qualified, `${at} ${m.month}`).toBe(true);
          expect(Number(m.ravi_commission), `${at} ${m.month}: Ravi's commission`).toBeGreaterThan(0);
        }
      }
      // All but the last closed month are paid; the last one is approved, waiting for the next batch
      // (or paid too, when it is the only one or the older one paid nobody).
      expect(closed.slice(0, -1).every((m) => m.ravi_status === "paid" || m.ravi_status === "held" || m.ravi_status === null), at).toBe(true);
      expect(["approved", "paid"], at).toContain(closed.at(-1)!.ravi_status);
      // The console's journeys close the open months with sales, oldest first: none of them is run yet.
      for (const m of open) expect(m.status, `${at} ${m.month}`).toBeNull();
      expect(open.every((m) => m.month <= current)).toBe(true);
    }
  });

  it("reports its load time", () => {
    // No bound here: this machine is shared (docs/benchmarks.md has the figures); `npm start` prints it.
    for (const { ms } of results) expect(ms).toBeGreaterThan(0);
    console.log(`[demo dates] loadDemoData ms: ${results.map((r) => r.ms).join(", ")}`);
  });
});
