import { eq, sql } from "drizzle-orm";
import { hashPassword } from "better-auth/crypto";
import { addMonths, kolkataMonthStart } from "../../lib/time";
import type { Database } from "../db/connect";
import { dataLoads } from "../db/schema";
import { bulkLoad } from "./bulk";
import { findRealData } from "./find-real-data";
import { generateMembers, memberMobile, type GeneratedMembers } from "./generate-members";
import { generateNews } from "./generate-news";
import { generateBusyShopSales, generateReviews } from "./generate-reviews";
import { generateSales, type IdRange } from "./generate-sales";
import { generateShops, ownerMobile, type GeneratedShops } from "./generate-shops";
import { postGeneratedLedger } from "./post-generated-ledger";
import { formatNumber } from "@/lib/format";

export type ScaleSizes = {
  customers: number;
  shops: number;
  salesPerMonth: number;
  months: number;
  news: number;
  /** About this many reviews by the generated buyers (none when absent). */
  reviews?: number;
  /** The first generated shop's buyers and reviewers: a shop page with this many reviews. */
  busyShopReviews?: number;
};

/**
 * Issue 9's scale: a million customers, 100,000 shops, 2,000,000 sales a month for three months;
 * issue 20's: 2,000,000 reviews, one shop with 10,000 of them.
 */
export const FULL_SCALE: ScaleSizes = { customers: 1_000_000, shops: 100_000, salesPerMonth: 2_000_000, months: 3, news: 2_000, reviews: 2_000_000, busyShopReviews: 10_000 };
/** Every generated customer and shop owner logs in with this password. */
export const SCALE_PASSWORD = "Scale@12345";
/** Shops whose wallets hold enough for a load test's thousands of sales. */
export const GENEROUS_SHOPS = 20;

const DATA_SET = "scale";
const SEED_LOCK = 727_009;
/** Tables whose secondary indexes are built once after the load instead of row by row. */
const BULK_TABLES = ["user", "account", "customers", "tree_nodes", "franchisees", "shops", "sales", "ledger_accounts", "ledger_postings", "ledger_entries", "news", "comments", "reviews", "review_replies"];

export type ScaleLogin = { role: "customer" | "franchisee"; mobile: string; password: string; note: string };
export type ScaleSeedResult = {
  steps: { label: string; ms: number }[];
  totalMs: number;
  members: GeneratedMembers;
  shops: GeneratedShops;
  sales: IdRange & { months: string[] };
  logins: ScaleLogin[];
  triggers: "replica" | "disabled";
};

export class ScaleSeedRefused extends Error {}

/**
 * Loads the scale data set (see FULL_SCALE) into a migrated database with the reference data:
 * members in a breadth-first tree, shops over the real towns with funded wallets, `months` full
 * months of sales before the current one with their ledger postings, and news. One transaction
 * (bulkLoad: triggers off, indexes rebuilt after), so a failure leaves nothing. Refuses a database holding real (non-demo,
 * non-generated) customers or shops unless `force`, and one where it already ran.
 */
export async function seedScale(options: {
  db: Database;
  sizes: ScaleSizes;
  force?: boolean;
  now?: Date;
  log?: (line: string) => void;
}): Promise<ScaleSeedResult> {
  const { db, sizes, force = false, now = new Date() } = options;
  const log = options.log ?? (() => {});
  const started = performance.now();
  const steps: { label: string; ms: number }[] = [];
  const step = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const value = await work();
    const ms = Math.round(performance.now() - t0);
    steps.push({ label, ms });
    log(`[scale] ${label}: ${(ms / 1000).toFixed(1)} s`);
    return value;
  };

  const [marker] = await db.select().from(dataLoads).where(eq(dataLoads.name, DATA_SET));
  if (marker) throw new ScaleSeedRefused(`the scale data set is already loaded (${marker.version}); start from a fresh database to load it again`);
  const real = await findRealData(db);
  if ((real.customers > 0 || real.shops > 0) && !force) {
    throw new ScaleSeedRefused(
      `this database holds real data (${real.customers} customers and ${real.shops} shops that are neither demo nor generated); refusing to mix generated data into it (--force overrides)`,
    );
  }
  const thisMonth = kolkataMonthStart(now);
  const months = Array.from({ length: sizes.months }, (_, i) => addMonths(thisMonth, i - sizes.months));
  const firstMonthStart = new Date(`${months[0] ?? thisMonth}T00:00:00+05:30`);
  // Everyone joined and every shop opened before the first generated sale.
  const before = new Date(firstMonthStart.getTime() - 2 * 86_400_000);
  const { rows: closed } = await db.execute<{ month: string }>(sql`SELECT max(month)::text AS month FROM commission_months WHERE status = 'closed'`);
  if (closed[0]?.month && months[0] && closed[0].month >= months[0]) {
    throw new ScaleSeedRefused(`commission month ${closed[0].month.slice(0, 7)} is closed: generated sales may not land in a closed month`);
  }

  const passwordHash = await hashPassword(SCALE_PASSWORD);
  let triggerMode: "replica" | "disabled" = "replica";
  const result = await bulkLoad(
    db,
    BULK_TABLES,
    async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
      const { rows: role } = await tx.execute<{ value: string }>(sql`SELECT current_setting('session_replication_role') AS value`);
      triggerMode = role[0]?.value === "replica" ? "replica" : "disabled";
      const members = await step(`${formatNumber(sizes.customers)} customers (users, credentials, tree)`, () =>
        generateMembers(tx, { count: sizes.customers, passwordHash, joinedBefore: before }),
      );
      const shops = await step(`${formatNumber(sizes.shops)} shops (owners, credentials, franchisees)`, () =>
        generateShops(tx, { count: sizes.shops, passwordHash, openedBefore: before }),
      );
      const saleRanges: IdRange[] = [];
      for (const month of months) {
        saleRanges.push(
          await step(`${formatNumber(sizes.salesPerMonth)} sales in ${month.slice(0, 7)}`, () =>
            generateSales(tx, { month, count: sizes.salesPerMonth, shops, members }),
          ),
        );
      }
      const busyShopReviews = sizes.busyShopReviews ?? 0;
      const lastMonth = months.at(-1);
      if (busyShopReviews > 0 && lastMonth) {
        saleRanges.push(
          await step(`${formatNumber(busyShopReviews)} buyers of shop ${shops.firstId}`, () =>
            generateBusyShopSales(tx, { month: lastMonth, count: busyShopReviews, shopId: shops.firstId, members }),
          ),
        );
      }
      // Inside the transaction the planner would otherwise plan the joins below from the tables'
      // sizes before the load (a nested loop over a million rows).
      await step("analyze", () => tx.execute(sql`ANALYZE customers, tree_nodes, shops, sales, ledger_accounts`));
      // Bulk loads run without the trigger that counts each sale into its shop's totals: recount.
      await step("shop sale totals", () => tx.execute(sql`SELECT shop_sale_totals_rebuild()`));
      const sales = { firstId: saleRanges[0]?.firstId ?? 0, lastId: saleRanges.at(-1)?.lastId ?? -1 };
      await step("wallets, top-ups and sale interest postings", () =>
        postGeneratedLedger(tx, { shops, sales, headroomPaise: 5_000_00, generousShops: GENEROUS_SHOPS, generousHeadroomPaise: 1_00_00_000_00 }),
      );
      if ((sizes.reviews ?? 0) > 0) {
        const written = await step(`${formatNumber(sizes.reviews ?? 0)} reviews with replies`, () =>
          generateReviews(tx, { target: sizes.reviews ?? 0, busyShopId: busyShopReviews > 0 ? shops.firstId : null, shops, now }),
        );
        log(`[scale] wrote ${formatNumber(written.reviews)} reviews and ${formatNumber(written.replies)} replies`);
        // Written with triggers off: the shops' review figures in one pass.
        await step("shop review totals", () => tx.execute(sql`SELECT shop_review_totals_rebuild()`));
      }
      await step(`${formatNumber(sizes.news)} news articles with comments`, () => generateNews(tx, { count: sizes.news, publishedBefore: now }));
      await tx.insert(dataLoads).values({ name: DATA_SET, version: JSON.stringify(sizes) });
      return { members, shops, sales };
    },
    (label, ms) => {
      steps.push({ label, ms });
      log(`[scale] ${label}: ${(ms / 1000).toFixed(1)} s`);
    },
  );

  const { members, shops } = result;
  const middle = members.firstId + Math.floor(members.count / 2);
  const logins: ScaleLogin[] = [
    { role: "customer", mobile: memberMobile(members.firstId), password: SCALE_PASSWORD, note: "the first generated member: the largest generated downline" },
    { role: "customer", mobile: memberMobile(middle), password: SCALE_PASSWORD, note: "a member in the middle of the tree" },
    { role: "customer", mobile: memberMobile(members.lastId), password: SCALE_PASSWORD, note: "the last member placed: no downline" },
    { role: "franchisee", mobile: ownerMobile(shops.firstId), password: SCALE_PASSWORD, note: `owner of shop ${shops.firstId} (the one with the most reviews); the first ${GENEROUS_SHOPS} shops' wallets hold ₹1 crore` },
    { role: "franchisee", mobile: ownerMobile(shops.lastId), password: SCALE_PASSWORD, note: `owner of shop ${shops.lastId}` },
  ];
  return { steps, totalMs: Math.round(performance.now() - started), members, shops, sales: { ...result.sales, months }, logins, triggers: triggerMode };
}
