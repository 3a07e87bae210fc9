/**
 * npm run bench:lighthouse — what a visitor on a slow phone feels: Lighthouse's default mobile run
 * (a mid-range phone, 4x slower CPU, slow 4G, simulated) on every public page type in English,
 * Marathi and Hindi, the median of several runs per page. The budgets (docs/benchmarks.md,
 * "Lighthouse (mobile)"): performance 95+, TBT ≤ 150 ms, LCP ≤ 2.5 s, CLS ≤ 0.05, accessibility 100.
 *
 * Serves the production build as `npm start` does (scripts/serve-app.ts, the page cache in front of
 * Next.js) on its own embedded PostgreSQL with the demo data, warms every page once, then runs
 * Lighthouse 12.2.3 (the newest that runs on Node 20) in Debian's Chromium (CHROMIUM_PATH). Measure
 * with the machine otherwise idle: the simulated throttling scales what the CPU really does.
 *
 * Prints a table (performance, LCP, TBT, CLS, accessibility, script and HTML bytes over the wire)
 * and, with --write, files it at the top of docs/benchmarks.md's Lighthouse section.
 *
 * Options: --runs N (default 3), --locales en,mr,hi, --pages home,listing,… (the kinds below),
 * --no-build (measure the existing .next), --write. Ports: BENCH_PG_PORT (default 54333),
 * BENCH_PORT (default 3410). Run with `tsx --conditions=react-server` (the npm script does).
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import * as chromeLauncher from "chrome-launcher";
import path from "node:path";
import type { Result as LighthouseResult } from "lighthouse";
import { createDb } from "../server/db/connect";
import { startEmbeddedPostgres } from "../server/db/embedded";
import { applyMigrations } from "../server/db/migrate";
import { loadDemoData } from "../server/demo/load-demo-data";
import { loadReferenceData } from "../server/reference/load-reference-data";
import { buildIfNeeded, startProductionServer, stopProcess, throwawaySecrets, waitForServer } from "./lib/app-server";

const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54333);
const WEB_PORT = Number(process.env.BENCH_PORT ?? 3410);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const base = `http://127.0.0.1:${WEB_PORT}`;
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const RUNS = Number(option("--runs") ?? 3);
const LOCALES = (option("--locales") ?? "en,mr,hi").split(",");
const KINDS = ["home", "listing", "filtered listing", "shop page", "news", "article", "static page", "contact"] as const;
type Kind = (typeof KINDS)[number];
const wanted = new Set((option("--pages") ?? KINDS.join(",")).split(","));

const BUDGET = { performance: 95, lcpMs: 2_500, tbtMs: 150, cls: 0.05, accessibility: 100 };

type Figures = { performance: number; accessibility: number; lcpMs: number; tbtMs: number; cls: number; scriptBytes: number; htmlBytes: number };

/** Paths of one of each page kind, read from the demo data so they exist (an article with comments). */
async function pagePaths(url: string): Promise<Record<Kind, string>> {
  const { db, pool } = createDb(url, { max: 1 });
  try {
    const row = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)).rows[0] as T | undefined) ?? null;
    const shop = await row<{ id: string; slug: string }>(sql`SELECT id::text, slug FROM shops WHERE status = 'published' ORDER BY featured DESC, id LIMIT 1`);
    const article = await row<{ id: string; slug: string }>(sql`
      SELECT n.id::text, n.slug FROM news n JOIN comments c ON c.news_id = n.id AND c.status = 'approved'
      WHERE n.status = 'published' GROUP BY n.id ORDER BY count(*) DESC, n.id LIMIT 1`);
    const category = await row<{ slug: string; city: string }>(sql`
      SELECT c.slug, t.slug AS city FROM shops s JOIN categories c ON c.id = s.category_id JOIN cities t ON t.id = s.city_id
      WHERE s.status = 'published' GROUP BY c.slug, t.slug ORDER BY count(*) DESC, c.slug LIMIT 1`);
    if (!shop || !article || !category) throw new Error("the demo data has no shop, article with comments or category");
    return {
      home: "/",
      listing: "/shops",
      "filtered listing": `/shops?category=${category.slug}&city=${category.city}`,
      "shop page": `/shops/${shop.id}/${shop.slug}`,
      news: "/news",
      article: `/news/${article.id}/${article.slug}`,
      "static page": "/about",
      contact: "/contact-us",
    };
  } finally {
    await pool.end();
  }
}

const localized = (locale: string, pagePath: string) => (locale === "en" ? pagePath : pagePath === "/" ? `/${locale}` : `/${locale}${pagePath}`);

type Audit = { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } };

/**
 * One Lighthouse run, in a plain Node.js process of its own (Lighthouse's command line), attached to
 * the Chromium launched here. Not in this process: tsx compiles with esbuild's `keepNames`, whose
 * `__name(…)` calls Lighthouse then copies into the page with the functions it runs there, where
 * `__name` does not exist ("ReferenceError: __name is not defined").
 */
async function measure(url: string, port: number): Promise<Figures> {
  const cli = path.join("node_modules", "lighthouse", "cli", "index.js");
  const json = execFileSync(process.execPath, [cli, url, `--port=${port}`, "--output=json", "--output-path=stdout", "--quiet", "--only-categories=performance,accessibility"], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  const lhr = JSON.parse(json) as LighthouseResult;
  const { categories, audits, runtimeError } = lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const audit = (id: string) => audits[id] as Audit | undefined;
  const bytes = (type: string) => (audit("network-requests")?.details?.items ?? []).filter((item) => item.resourceType === type).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audit("largest-contentful-paint")?.numericValue ?? NaN,
    tbtMs: audit("total-blocking-time")?.numericValue ?? NaN,
    cls: audit("cumulative-layout-shift")?.numericValue ?? NaN,
    scriptBytes: bytes("Script"),
    htmlBytes: bytes("Document"),
  };
}

/**
 * Lighthouse now and then loses its own trace (NO_NAVSTART, NO_FCP), more often on a busy
 * machine: such a run has no figures at all, so it is run again, up to twice, and said.
 */
async function measureWithRetry(url: string, port: number): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url, port);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const lost = /NO_NAVSTART|NO_FCP|NO_LCP|Something went wrong with recording the trace/.test(message);
      if (!lost || attempt === 3) throw error;
      console.warn(`[bench:lighthouse] ${url}: Lighthouse lost its trace, running it again (${attempt}/2)`);
    }
  }
}

/** The run with the median performance score (Lighthouse's own advice: report a whole run, not per-metric medians). */
function median(runs: Figures[]): Figures {
  return [...runs].sort((a, b) => a.performance - b.performance || a.tbtMs - b.tbtMs)[Math.floor(runs.length / 2)]!;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

function table(rows: { locale: string; kind: Kind; path: string; figures: Figures; spread: [number, number] }[]): string {
  const lines = [
    "| page | lang | perf (min–max) | LCP s | TBT ms | CLS | a11y | JS KiB | HTML KiB | budget |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---|",
  ];
  for (const { locale, kind, figures: f, spread } of rows) {
    const misses = [
      f.performance < BUDGET.performance && "perf",
      f.lcpMs > BUDGET.lcpMs && "LCP",
      f.tbtMs > BUDGET.tbtMs && "TBT",
      f.cls > BUDGET.cls && "CLS",
      f.accessibility < BUDGET.accessibility && "a11y",
    ].filter(Boolean);
    lines.push(
      `| ${kind} | ${locale} | ${f.performance} (${spread[0]}–${spread[1]}) | ${(f.lcpMs / 1000).toFixed(2)} | ${Math.round(f.tbtMs)} | ${f.cls.toFixed(3)} | ${f.accessibility} | ${kib(f.scriptBytes)} | ${kib(f.htmlBytes)} | ${misses.length ? `missed: ${misses.join(", ")}` : "met"} |`,
    );
  }
  return lines.join("\n");
}

/** Files the table at the top of the "Lighthouse (mobile)" topic of docs/benchmarks.md, newest first. */
function writeToBenchmarks(markdown: string) {
  const file = "docs/benchmarks.md";
  const text = readFileSync(file, "utf8");
  const heading = "## Lighthouse (mobile)";
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  const entry = `### ${new Date().toISOString().slice(0, 10)}, ${commit}\n\nReproduce: \`npm run bench:lighthouse -- --runs ${RUNS} --write\` (machine otherwise idle). Lighthouse 12.2.3, default mobile settings (simulated slow 4G, 4x CPU slowdown), Debian Chromium; the median run of ${RUNS} per page.\n\n${markdown}\n`;
  const at = text.indexOf(`${heading}\n`);
  const next = at < 0 ? `${text.trimEnd()}\n\n${heading}\n\n${entry}` : `${text.slice(0, at + heading.length + 1)}\n${entry}${text.slice(at + heading.length + 1)}`;
  writeFileSync(file, next);
  console.log(`[bench:lighthouse] written to ${file}`);
}

async function main() {
  const embedded = await startEmbeddedPostgres({ dataDir: ".data/bench-lighthouse-postgres", port: PG_PORT });
  const url = embedded.url("bench_lighthouse");
  let server: ChildProcess | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await embedded.ensureDatabase("bench_lighthouse");
    const { db, pool } = createDb(url, { max: 2 });
    await applyMigrations(db);
    await loadReferenceData(db);
    await loadDemoData(db);
    await pool.end();
    const paths = await pagePaths(url);

    if (!args.includes("--no-build")) buildIfNeeded({ env: { ...process.env, DATABASE_URL: url }, announce: "[bench:lighthouse] building the app…" });
    server = startProductionServer({ port: WEB_PORT, env: { DATABASE_URL: url, NEXT_PUBLIC_SITE_URL: base, ...throwawaySecrets() } });
    await waitForServer(`${base}/api/health`, { child: server });

    const pages = LOCALES.flatMap((locale) => KINDS.filter((kind) => wanted.has(kind)).map((kind) => ({ locale, kind, path: localized(locale, paths[kind]) })));
    // Every page once, so each run measures what a visitor gets from the page cache.
    for (const page of pages) await fetch(base + page.path);

    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"],
    });
    const rows = [];
    for (const page of pages) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measureWithRetry(base + page.path, chrome.port));
      const figures = median(runs);
      const scores = runs.map((r) => r.performance);
      rows.push({ ...page, figures, spread: [Math.min(...scores), Math.max(...scores)] as [number, number] });
      console.log(`[bench:lighthouse] ${page.locale} ${page.kind} ${page.path}: ${figures.performance} (runs ${scores.join(", ")}), LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms`);
    }
    const markdown = table(rows);
    console.log(`\n${markdown}\n`);
    if (args.includes("--write")) writeToBenchmarks(markdown);
  } finally {
    await chrome?.kill();
    if (server) await stopProcess(server);
    await embedded.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
