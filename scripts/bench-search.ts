/**
 * npm run bench:search — the search box and the listing's filters at 100,000 shops (issue 22):
 * suggestions (suggestSearch: shops, categories, towns) for Latin, Devanagari, prefix and typo
 * queries, and the filtered listing (listShops), p50 / p95 over 200 runs each after 20 warm-ups.
 * Uses its own embedded PostgreSQL (.data/bench-postgres, port BENCH_PG_PORT, default 54332), the
 * same database and shop generator as `npm run bench:public`. No web server.
 * Run with `tsx --conditions=react-server` (so `server-only` resolves) — the npm script does.
 */
import { sql } from "drizzle-orm";
import { createDb, type Database } from "../server/db/connect";
import { startEmbeddedPostgres } from "../server/db/embedded";
import { applyMigrations } from "../server/db/migrate";
import { loadDemoData } from "../server/demo/load-demo-data";
import { loadReferenceData } from "../server/reference/load-reference-data";
import { bulkLoad } from "../server/scale/bulk";
import { generateShops } from "../server/scale/generate-shops";
import { suggestSearch } from "../server/search/suggest-search";
import { listShops } from "../server/shops/list-shops";
import type { ShopListQuery } from "../lib/validation/public";

const SHOPS = Number(process.env.BENCH_SHOPS ?? 100_000);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54332);
const RUNS = 200;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(run: () => Promise<number>): Promise<{ p50: number; p95: number; max: number; count: number }> {
  for (let i = 0; i < 20; i += 1) await run();
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    count = await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)!, count };
}

async function seed(db: Database) {
  const [{ count } = { count: 0 }] = (await db.execute<{ count: number }>(sql`select count(*)::int as count from shops`)).rows;
  if (count >= SHOPS) return count;
  const started = Date.now();
  await bulkLoad(db, ["user", "franchisees", "shops"], (tx) => generateShops(tx, { count: SHOPS - count, passwordHash: null, openedBefore: new Date() }));
  console.log(`[bench] seeded ${SHOPS - count} shops in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await db.execute(sql`analyze shops`);
  return SHOPS;
}

async function main() {
  const embedded = await startEmbeddedPostgres({ dataDir: ".data/bench-postgres", port: PG_PORT });
  const { db, pool } = createDb(embedded.url("bench"), { max: 4 });
  try {
    // BENCH_RESEED=1 starts from an empty database (after a migration of the search columns changed).
    if (process.env.BENCH_RESEED === "1") await embedded.recreateDatabase("bench");
    else await embedded.ensureDatabase("bench");
    await applyMigrations(db);
    await loadReferenceData(db);
    await loadDemoData(db);
    const total = await seed(db);

    const [{ name: oneShop } = { name: "" }] = (await db.execute<{ name: string }>(sql`select name from shops order by id limit 1 offset 5000`)).rows;
    const suggestions: [string, string, "en" | "mr" | "hi"][] = [
      ["'ki' (two letters)", "ki", "en"],
      ["'kirana' (Latin)", "kirana", "en"],
      ["'किराणा' (Devanagari)", "किराणा", "mr"],
      ["'shree ganesh kir' (prefix)", "shree ganesh kir", "en"],
      ["'gajanam' (typo)", "gajanam", "en"],
      ["'वर्धा' (town)", "वर्धा", "hi"],
      ["'havells' (brand)", "havells", "en"],
      ["'gamesh' (typo, five-letter key)", "gamesh", "en"],
      [`'${oneShop}' (one shop's name)`, oneShop, "en"],
      ["'shri swami hardware wardha' (no such shop)", "shri swami hardware wardha", "en"],
      ["'zzqx' (nothing near)", "zzqx", "en"],
    ];
    const lines = ["| suggestions for | shops suggested | p50 ms | p95 ms | max ms |", "|---|---:|---:|---:|---:|"];
    for (const [name, q, lang] of suggestions) {
      const m = await measure(async () => (await suggestSearch({ input: { q, lang }, db })).shops.length);
      lines.push(`| ${name} | ${m.count} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${m.max.toFixed(1)} |`);
      console.log(lines.at(-1));
    }

    const listings: [string, ShopListQuery][] = [
      ["search 'kirana' (Latin, also finds किराणा)", { search: "kirana" }],
      ["search 'किराणा'", { search: "किराणा" }],
      ["search 'wardha medical' + city", { search: "wardha medical", city: "wardha" }],
      ["category + city", { category: "grocery", city: "wardha" }],
      ["open now (Monday 11:00 IST)", { open_now: true }],
      ["open now + category + city", { open_now: true, category: "grocery", city: "wardha" }],
      ["open now (Sunday 11:00 IST: the generated shops close on Sundays)", { open_now: true, category: "medical" }],
      ["pincode", { pincode: "440010" }],
      ["near me, nearest", { lat: 21.1458, lng: 79.0882, sort: "nearest" }],
    ];
    lines.push("", "| listing | matches | p50 ms | p95 ms | max ms |", "|---|---:|---:|---:|---:|");
    for (const [name, query] of listings) {
      // A fixed clock, so "open now" finds the same shops on every run.
      const now = name.includes("Sunday") ? new Date("2026-11-29T11:00:00+05:30") : new Date("2026-11-23T11:00:00+05:30");
      const m = await measure(async () => (await listShops({ query, db, now })).count);
      lines.push(`| ${name} | ${m.count} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${m.max.toFixed(1)} |`);
      console.log(lines.at(-1));
    }
    console.log(`\n## Results (${new Date().toISOString().slice(0, 10)}, ${total.toLocaleString("en-IN")} shops, ${RUNS} runs each)\n`);
    console.log(lines.join("\n"));
  } finally {
    await pool.end();
    await embedded.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
