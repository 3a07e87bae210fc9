/**
 * npm run bench:reviews — reviews at scale (issue 20), on the `npm run seed:scale` database
 * (DATABASE_URL, else the embedded server at EMBEDDED_PG_DIR / EMBEDDED_PG_PORT, started if needed):
 *  1. the listing sorted "Top rated" (and with "4★ and up", a town, a later page), the home page's
 *     Top rated tab and "near me": p50 / p95 / max over RUNS runs each, through the domain functions;
 *  2. the shop with the most reviews: every keyset page of its reviews in each order (newest, most
 *     helpful, lowest rated), and the owner's back-office pages (all, unanswered): per page p50 / p95 / max.
 * Prints Markdown tables. Run with `tsx --conditions=react-server` (so `server-only` resolves) — the npm script does.
 */
import { loadEnvConfig } from "@next/env";
import { sql } from "drizzle-orm";
import type { ReviewSort } from "../lib/reviews/review-rules";
import type { ShopListQuery } from "../lib/validation/public";
import type { UserActor } from "../server/auth/actor";
import { createDb, type Database } from "../server/db/connect";
import { listOwnerReviews } from "../server/reviews/list-owner-reviews";
import { listShopReviews } from "../server/reviews/list-shop-reviews";
import { listShops } from "../server/shops/list-shops";
import { listTopRatedShops, listTopRatedShopsNear } from "../server/shops/list-top-rated-shops";
import { openAppDatabase } from "./lib/app-database";
import { ensureLocalSecrets } from "./lib/local-secrets";

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
/** Pages walked per order of the busy shop (each page 10 reviews; 10,000 reviews are 1,000 pages). */
const MAX_PAGES = Number(process.env.BENCH_MAX_PAGES ?? 1_000);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
const ms = (n: number) => n.toFixed(2);

async function timed(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < Math.min(20, runs); i += 1) await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await work();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

async function benchListing(db: Database) {
  const scenarios: [string, () => Promise<unknown>][] = (
    [
      ["listing sort=rating, page 1", { sort: "rating" }],
      ["listing sort=rating, page 50", { sort: "rating", page: 50 }],
      ["listing sort=rating&min_rating=4", { sort: "rating", min_rating: 4 }],
      ["listing sort=rating&city=nagpur", { sort: "rating", city: "nagpur" }],
      ["listing sort=rating&category=grocery", { sort: "rating", category: "grocery" }],
    ] as [string, ShopListQuery][]
  ).map(([name, query]) => [name, () => listShops({ query, db })] as [string, () => Promise<unknown>]);
  scenarios.push(["home Top rated tab", () => listTopRatedShops({ db })]);
  scenarios.push(["home Top rated near me (Nagpur, 15 km)", () => listTopRatedShopsNear({ input: { lat: 21.15, lng: 79.09 }, db })]);
  scenarios.push(["home Top rated near me (Gadchiroli, 15 km)", () => listTopRatedShopsNear({ input: { lat: 20.18, lng: 80.0 }, db })]);
  console.log(`\n${row(["query", "runs", "p50 ms", "p95 ms", "max ms"])}\n|---|---:|---:|---:|---:|`);
  for (const [name, work] of scenarios) {
    const times = await timed(RUNS, work);
    console.log(row([name, RUNS, ms(percentile(times, 50)), ms(percentile(times, 95)), ms(times.at(-1)!)]));
  }
}

async function benchBusyShop(db: Database) {
  const { rows } = await db.execute<{ id: string; count: number; user_id: string }>(sql`
    SELECT s.id::text, s.review_count AS count, f.user_id FROM shops s JOIN franchisees f ON f.id = s.franchisee_id
    WHERE s.status = 'published' ORDER BY s.review_count DESC LIMIT 1`);
  const shop = rows[0];
  if (!shop || shop.count === 0) throw new Error("no shop has reviews: run `npm run seed:scale` first");
  const shopId = Number(shop.id);
  const owner: UserActor = { userId: shop.user_id, roles: ["franchisee"] };
  console.log(`\nshop ${shopId}: ${shop.count.toLocaleString("en-IN")} public reviews\n`);
  console.log(`${row(["pages of the busy shop", "pages", "reviews", "p50 ms", "p95 ms", "max ms"])}\n|---|---:|---:|---:|---:|---:|`);

  const walk = async (name: string, page: (cursor: string | undefined) => Promise<{ reviews: unknown[]; nextCursor: string | null }>) => {
    // A first walk warms the cache as a busy shop's pages would be; the second is measured.
    for (let pass = 0; pass < 2; pass += 1) {
      const times: number[] = [];
      let cursor: string | undefined;
      let reviews = 0;
      for (let i = 0; i < MAX_PAGES; i += 1) {
        const t0 = performance.now();
        const answer = await page(cursor);
        times.push(performance.now() - t0);
        reviews += answer.reviews.length;
        if (!answer.nextCursor) break;
        cursor = answer.nextCursor;
      }
      if (pass === 1) {
        times.sort((a, b) => a - b);
        console.log(row([name, times.length, reviews.toLocaleString("en-IN"), ms(percentile(times, 50)), ms(percentile(times, 95)), ms(times.at(-1)!)]));
      }
    }
  };
  for (const sort of ["newest", "helpful", "lowest"] as ReviewSort[]) {
    await walk(`shop page, ${sort}`, (cursor) => listShopReviews({ input: { shop_id: shopId, sort, cursor }, db }));
  }
  await walk("owner's back office, all", (cursor) => listOwnerReviews({ actor: owner, input: { filter: "all", cursor }, db }));
  await walk("owner's back office, unanswered", (cursor) => listOwnerReviews({ actor: owner, input: { filter: "unanswered", cursor }, db }));
}

async function main() {
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  ensureLocalSecrets();
  const database = await openAppDatabase();
  const { db, pool } = createDb(database.url, { max: 2 });
  try {
    const { rows } = await db.execute<{ shops: number; reviews: number }>(sql`SELECT (SELECT count(*)::int FROM shops) AS shops, (SELECT count(*)::int FROM reviews) AS reviews`);
    console.log(`[bench] ${rows[0]!.shops.toLocaleString("en-IN")} shops, ${rows[0]!.reviews.toLocaleString("en-IN")} reviews`);
    await benchListing(db);
    await benchBusyShop(db);
  } finally {
    await pool.end();
    await database.release();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[bench] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
