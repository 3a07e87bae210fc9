/**
 * npm run bench:public — the public site's speed and weight with 100,000 shops (issue 3):
 *  1. listing and search query latency (p50 / p95 over 200 runs each), through listShops itself;
 *  2. HTTP throughput of the home and a shop page against static files of the same size served
 *     by the same server from public/, with autocannon, one after the other in one run;
 *  3. JavaScript (gzip) that the home, listing and shop pages load before the map.
 * With --queries-only it stops after the queries (1 and the town pages' own statements).
 * Uses its own embedded PostgreSQL (.data/bench-postgres, port BENCH_PG_PORT, default 54332) and
 * web port (BENCH_PORT, default 3400); builds the app first when the build is stale.
 * Run with `tsx --conditions=react-server` (so `server-only` resolves) — the npm script does.
 */
import type { ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { createDb } from "../server/db/connect";
import { startEmbeddedPostgres } from "../server/db/embedded";
import { applyMigrations } from "../server/db/migrate";
import { loadDemoData } from "../server/demo/load-demo-data";
import { loadReferenceData } from "../server/reference/load-reference-data";
import { bulkLoad } from "../server/scale/bulk";
import { generateShops } from "../server/scale/generate-shops";
import { listShops } from "../server/shops/list-shops";
import { getTownPage } from "../server/shops/get-town-page";
import { hasTownPage } from "../server/shops/has-town-page";
import { sitemapTownPages } from "../server/seo/sitemap-data";
import type { ShopListQuery } from "../lib/validation/public";
import { buildIfNeeded, startProductionServer, stopProcess, throwawaySecrets, waitForServer } from "./lib/app-server";

const SHOPS = Number(process.env.BENCH_SHOPS ?? 100_000);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54332);
const WEB_PORT = Number(process.env.BENCH_PORT ?? 3400);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const base = `http://127.0.0.1:${WEB_PORT}`;
const benchDir = path.join(process.cwd(), "public", "bench");

async function seedShops(url: string) {
  const { db, pool } = createDb(url, { max: 2 });
  try {
    const [{ count } = { count: 0 }] = (await db.execute<{ count: number }>(sql`select count(*)::int as count from shops`)).rows;
    if (count >= SHOPS) return count;
    const started = Date.now();
    const extra = SHOPS - count;
    // The shared generator (server/scale, as `npm run seed:scale`): owners, franchisees and shops
    // over every town (three in four in the popular ones), every category, with Marathi names and
    // brands so the trigram indexes see realistic text.
    await bulkLoad(db, ["user", "franchisees", "shops"], (tx) => generateShops(tx, { count: extra, passwordHash: null, openedBefore: new Date() }));
    console.log(`[bench] seeded ${extra} shops in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const [{ total } = { total: 0 }] = (await db.execute<{ total: number }>(sql`select count(*)::int as total from shops`)).rows;
    return total;
  } finally {
    await pool.end();
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function benchQueries(url: string) {
  const { db, pool } = createDb(url, { max: 2 });
  const scenarios: [string, ShopListQuery][] = [
    ["all, page 1", {}],
    ["all, page 50", { page: 50 }],
    ["city=nagpur", { city: "nagpur" }],
    ["category=grocery", { category: "grocery" }],
    ["city + category", { city: "wardha", category: "grocery" }],
    ["pincode", { pincode: "440010" }],
    ["search 'kirana' (English)", { search: "kirana" }],
    ["search 'किराणा' (Devanagari)", { search: "किराणा" }],
    ["search 'amul' (brand)", { search: "amul" }],
    ["search 'shree ganesh' + city", { search: "shree ganesh", city: "nagpur" }],
    ["near me (Nagpur)", { lat: 21.1458, lng: 79.0882 }],
    ["near me + category", { lat: 21.1458, lng: 79.0882, category: "medical" }],
    ["search 'zzqx' (no match)", { search: "zzqx" }],
    ["search 'ganesh' page 20", { search: "ganesh", page: 20 }],
  ];
  const rows: string[] = [];
  try {
    for (const [name, query] of scenarios) {
      for (let i = 0; i < 20; i += 1) await listShops({ query, db });
      const times: number[] = [];
      let count = 0;
      for (let i = 0; i < 200; i += 1) {
        const t0 = performance.now();
        count = (await listShops({ query, db })).count;
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      rows.push(`| ${name} | ${count.toLocaleString("en-IN")} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${times.at(-1)!.toFixed(1)} |`);
      console.log(rows.at(-1));
    }
    // A town page's statements besides listShops (docs/decisions/137-town-pages.md), the canonical check
    // of a filtered /shops, and the sitemap's list of town pages (fewer runs: it reads every shop).
    const town: [string, () => Promise<number>, number][] = [
      ["town page: getTownPage nagpur", async () => (await getTownPage({ input: { town: "nagpur" }, db })).shopCount, 200],
      ["town page: getTownPage wardha/grocery", async () => (await getTownPage({ input: { town: "wardha", category: "grocery" }, db })).shopCount, 200],
      ["town page: getTownPage unknown town (404)", () => getTownPage({ input: { town: "no-such-town" }, db }).then(() => 1, () => 0), 200],
      ["/shops canonical: hasTownPage wardha/grocery", async () => Number(await hasTownPage({ input: { town: "wardha", category: "grocery" }, db })), 200],
      ["sitemap: sitemapTownPages", async () => (await sitemapTownPages({ db })).length, 20],
    ];
    for (const [name, run, runs] of town) {
      for (let i = 0; i < 5; i += 1) await run();
      const times: number[] = [];
      let count = 0;
      for (let i = 0; i < runs; i += 1) {
        const t0 = performance.now();
        count = await run();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      rows.push(`| ${name} | ${count.toLocaleString("en-IN")} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${times.at(-1)!.toFixed(1)} |`);
      console.log(rows.at(-1));
    }
  } finally {
    await pool.end();
  }
  return rows;
}

function startServer(url: string): ChildProcess {
  // The production server (scripts/serve-app.ts), as `npm start` runs it; BENCH_NEXT_START=1 measures plain `next start` instead.
  return startProductionServer({ port: WEB_PORT, nextStart: process.env.BENCH_NEXT_START === "1", env: { DATABASE_URL: url, ...throwawaySecrets() } });
}

/** The server's health check, for at most a minute. */
const waitFor = (server: ChildProcess) => waitForServer(`${base}/api/health`, { child: server, timeoutMs: 60_000 });

async function jsWeight(pagePath: string) {
  const html = await (await fetch(base + pagePath)).text();
  // noModule scripts (the legacy polyfills) are skipped by every browser that runs modules.
  const tags = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!).filter((attrs) => !/noModule/i.test(attrs));
  const sources = [...new Set(tags.map((attrs) => /src="([^"]+)"/.exec(attrs)?.[1]).filter((src): src is string => Boolean(src)))];
  let raw = 0;
  let gz = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    raw += body.length;
    gz += gzipSync(body, { level: 6 }).length;
  }
  return { scripts: sources.length, rawKiB: raw / 1024, gzipKiB: gz / 1024, htmlKiB: Buffer.byteLength(html) / 1024 };
}

/** The server process's CPU time so far, in milliseconds (Linux /proc; 0 elsewhere). */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

async function throughput(target: string, pid: number | undefined) {
  const before = cpuMs(pid);
  const result = await autocannon({ url: base + target, connections: CONNECTIONS, duration: DURATION });
  const cpuPerRequest = (cpuMs(pid) - before) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, cpuPerRequest };
}

async function main() {
  const embedded = await startEmbeddedPostgres({ dataDir: ".data/bench-postgres", port: PG_PORT });
  const url = embedded.url("bench");
  let server: ChildProcess | undefined;
  // Ctrl-C or a kill must not leave the web server or PostgreSQL behind.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      server?.kill("SIGTERM");
      rmSync(benchDir, { recursive: true, force: true });
      void embedded.stop().finally(() => process.exit(130));
    });
  }
  try {
    // The data is regenerated when the script's seed changes; BENCH_RESEED=1 forces it.
    if (process.env.BENCH_RESEED === "1") await embedded.recreateDatabase("bench");
    else await embedded.ensureDatabase("bench");
    const { db, pool } = createDb(url, { max: 2 });
    await applyMigrations(db);
    await loadReferenceData(db);
    await loadDemoData(db);
    await pool.end();
    const total = await seedShops(url);
    console.log(`[bench] ${total.toLocaleString("en-IN")} shops in the database`);

    console.log("\n| query | matches | p50 ms | p95 ms | max ms |\n|---|---:|---:|---:|---:|");
    const queryRows = await benchQueries(url);
    if (process.argv.includes("--queries-only")) return;

    buildIfNeeded({ env: { ...process.env, DATABASE_URL: url }, announce: "[bench] building the app…" });

    // First start: warm the ISR caches and learn the pages' sizes.
    server = startServer(url);
    await waitFor(server);
    const shopPage = "/shops/5000/bench-shop-4933";
    const shopUrl = (await fetch(`${base}/single?id=5000`, { redirect: "manual" })).headers.get("location") ?? shopPage;
    const shopTarget = new URL(shopUrl, base).pathname;
    const pages = { home: "/", shop: shopTarget };
    const sizes: Record<string, number> = {};
    for (const [name, target] of Object.entries(pages)) {
      for (let i = 0; i < 3; i += 1) sizes[name] = Buffer.byteLength(await (await fetch(base + target)).text());
    }
    const weights = { home: await jsWeight("/"), listing: await jsWeight("/shops"), shop: await jsWeight(shopTarget) };
    await stopProcess(server);

    // Static files of the same sizes, served by the same server from public/.
    mkdirSync(benchDir, { recursive: true });
    for (const [name, size] of Object.entries(sizes)) writeFileSync(path.join(benchDir, `${name}.html`), "x".repeat(size));
    server = startServer(url);
    await waitFor(server);
    for (const target of [...Object.values(pages), "/bench/home.html", "/bench/shop.html"]) await fetch(base + target);

    const rows: string[] = [];
    for (const [name, target] of Object.entries(pages)) {
      const page = await throughput(target, server.pid);
      const file = await throughput(`/bench/${name}.html`, server.pid);
      rows.push(
        `| ${name} (${target}, ${(sizes[name]! / 1024).toFixed(1)} KiB) | ${page.rps.toFixed(0)} | ${file.rps.toFixed(0)} | ${((page.rps / file.rps) * 100).toFixed(0)}% | ${page.p99} / ${file.p99} | ${page.cpuPerRequest.toFixed(2)} / ${file.cpuPerRequest.toFixed(2)} | ${page.non2xx + page.errors} |`,
      );
      console.log(rows.at(-1));
    }

    console.log(`\n## Results (${new Date().toISOString().slice(0, 10)}, ${total.toLocaleString("en-IN")} shops)\n`);
    console.log("Listing and search queries (listShops: rows + count), 200 runs each after 20 warm-ups:\n");
    console.log("| query | matches | p50 ms | p95 ms | max ms |\n|---|---:|---:|---:|---:|");
    console.log(queryRows.join("\n"));
    console.log(`\nThroughput, ${CONNECTIONS} connections × ${DURATION} s each, page then same-size static file:\n`);
    console.log(`(load average at the end: ${readFileSync("/proc/loadavg", "utf8").trim()})\n`);
    console.log("| page | page req/s | static req/s | ratio | p99 ms page / static | server CPU ms/req page / static | errors |\n|---|---:|---:|---:|---:|---:|---:|");
    console.log(rows.join("\n"));
    console.log("\nJavaScript loaded by the page before the map (gzip level 6):\n");
    console.log("| page | scripts | raw KiB | gzip KiB | HTML KiB |\n|---|---:|---:|---:|---:|");
    for (const [name, w] of Object.entries(weights)) {
      console.log(`| ${name} | ${w.scripts} | ${w.rawKiB.toFixed(1)} | ${w.gzipKiB.toFixed(1)} | ${w.htmlKiB.toFixed(1)} |`);
    }
  } finally {
    if (server) await stopProcess(server);
    rmSync(benchDir, { recursive: true, force: true });
    await embedded.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
