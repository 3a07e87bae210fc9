/**
 * npm run bench:js — the JavaScript the public pages load before any interaction (issue 3: at most
 * 100 KiB compressed on the home, listing and shop pages before the map loads).
 *
 * Opens each page in Chromium (the one the E2E tests use) against `next start`, waits for the
 * network to go quiet and records every script the PAGE fetched: the <script> tags, the chunks the
 * RSC payload names, and anything imported while hydrating. Nothing is clicked, so the map (loaded on
 * "Show map") is not counted; service workers are blocked so the worker's precaching is not either.
 * Each script is compressed with gzip (level 6, a common server default) and brotli (quality 11, as
 * for precompressed static files), and the largest chunks are listed with the libraries found in them.
 *
 * The framework floor is also printed: the build manifest's `rootMainFiles`, the chunks Next.js loads
 * on every App Router page before any layout or page code (React DOM, the router runtime), which is
 * what an empty page with an empty root layout would load.
 *
 * Options: --no-build (measure the existing .next as it is), --empty-app (also measure an empty
 * App Router page built by the same stack: the floor), --pages /a,/b (defaults below),
 * --top N (chunks to list, default 12). Uses its own embedded PostgreSQL (.data/bench-js-postgres,
 * port BENCH_PG_PORT, default 54332) with the demo data, and web port BENCH_PORT (default 3400).
 * Run with `tsx --conditions=react-server` (so `server-only` resolves) — the npm script does.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { createDb } from "../server/db/connect";
import { startEmbeddedPostgres } from "../server/db/embedded";
import { applyMigrations } from "../server/db/migrate";
import { loadDemoData } from "../server/demo/load-demo-data";
import { loadReferenceData } from "../server/reference/load-reference-data";
import { buildIfNeeded, nextBin, startProductionServer, stopProcess, throwawaySecrets, waitForServer } from "./lib/app-server";

const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54332);
const WEB_PORT = Number(process.env.BENCH_PORT ?? 3400);
const base = `http://127.0.0.1:${WEB_PORT}`;
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const TOP = Number(option("--top") ?? 12);

/**
 * Markers of the libraries that matter for the weight (strings that survive minification), tried
 * in order on each module of a chunk; a module matching none is "app/other".
 */
const MARKERS: [string, RegExp][] = [
  ["react-dom", /__reactFiber\$|__reactContainer\$|Minified React error/],
  ["react", /react\.transitional\.element|react\.element/],
  ["sonner", /data-sonner-toaster|sonner-toast/],
  ["ICU parser (intl-messageformat)", /MALFORMED_ARGUMENT|INVALID_ARGUMENT_TYPE|UNMATCHED_CLOSING_TAG|The intl string context variable/],
  ["next-intl runtime", /INSUFFICIENT_PATH|MISSING_MESSAGE|NEXT_LOCALE|next-intl/],
  ["react-hook-form", /shouldUnregister|useFormContext/],
  ["zod", /\$ZodType|ZodError/],
  ["swr", /keepPreviousData|revalidateIfStale|\$inf\$/],
  ["leaflet", /leaflet-container|leaflet-pane/],
  ["next runtime", /__next|NEXT_|next-router|nextjs|_rsc|RSC|next\/dist|turbopack|TURBOPACK/i],
];

/** `inHtml`: named by the document (a <script> tag or the RSC payload); otherwise imported later, e.g. for a prefetched link's route. */
type Script = { url: string; raw: number; gzip: number; brotli: number; parts: Map<string, number>; inHtml: boolean };

function compress(body: Buffer) {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 6 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).length,
  };
}

/**
 * The chunk's raw bytes by library: a Turbopack chunk is `push([script, id, factory, id, factory…])`,
 * so it is cut before each `id,(args)=>` and every piece is labelled by MARKERS.
 */
function partsOf(text: string, framework: boolean) {
  const starts = [...text.matchAll(/[[,](\d+(?:,\d+)*),(?=(?:\([^)]*\)|[A-Za-z_$][\w$]*)=>)/g)].map((m) => m.index!);
  const bounds = [0, ...starts, text.length];
  const parts = new Map<string, number>();
  for (let i = 0; i + 1 < bounds.length; i += 1) {
    const piece = text.slice(bounds[i], bounds[i + 1]);
    const label = MARKERS.find(([, pattern]) => pattern.test(piece))?.[0] ?? (framework ? "next runtime" : "app/other");
    parts.set(label, (parts.get(label) ?? 0) + piece.length);
  }
  return parts;
}

/** "react-dom 80 %, next runtime 20 %" */
function describe(parts: Map<string, number>) {
  const total = [...parts.values()].reduce((a, b) => a + b, 0);
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .filter(([, size]) => size / total >= 0.05)
    .map(([label, size]) => `${label} ${Math.round((size / total) * 100)} %`)
    .join(", ");
}

async function measurePages(pages: string[], frameworkFiles: Set<string>, origin = base) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  const results = new Map<string, Script[]>();
  try {
    for (const pagePath of pages) {
      const context = await browser.newContext({ serviceWorkers: "block" });
      const page = await context.newPage();
      const bodies = new Map<string, Promise<Buffer | null>>();
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script" || response.request().frame() !== page.mainFrame()) return;
        // A script that arrives while the page is being closed has no body to read: left out, not a crash.
        if (!bodies.has(response.url())) bodies.set(response.url(), response.body().catch(() => null));
      });
      const document = await page.goto(origin + pagePath, { waitUntil: "load", timeout: 120_000 });
      const html = (await document?.text()) ?? "";
      // Effects and idle callbacks after hydration may still import chunks: wait until no new
      // script has arrived for 3 s (at most 30 s; "networkidle" is not reliable here).
      for (let quiet = 0, seen = -1; quiet < 3 && seen < 30; seen += 1) {
        const before = bodies.size;
        await page.waitForTimeout(1000);
        quiet = bodies.size === before ? quiet + 1 : 0;
      }
      const scripts: Script[] = [];
      for (const [url, body] of bodies) {
        const buffer = await body;
        if (!buffer) continue;
        const { pathname } = new URL(url);
        scripts.push({ url: pathname, ...compress(buffer), parts: partsOf(buffer.toString("utf8"), frameworkFiles.has(pathname)), inHtml: html.includes(pathname) });
      }
      results.set(pagePath, scripts);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

function report(results: Map<string, Script[]>, names: Map<string, string>) {
  console.log(`\n## JavaScript before any interaction (${new Date().toISOString().slice(0, 10)})\n`);
  console.log("| page | scripts | raw KiB | gzip KiB | brotli KiB | of which loaded later (gzip) |\n|---|---:|---:|---:|---:|---:|");
  for (const [pagePath, scripts] of results) {
    const sum = (key: "raw" | "gzip" | "brotli") => scripts.reduce((total, s) => total + s[key], 0);
    const later = scripts.filter((s) => !s.inHtml);
    console.log(
      `| ${names.get(pagePath)} (${pagePath}) | ${scripts.length} | ${kib(sum("raw"))} | ${kib(sum("gzip"))} | ${kib(sum("brotli"))} | ${kib(later.reduce((t, s) => t + s.gzip, 0))} (${later.length}) |`,
    );
  }
  const all = new Map<string, Script & { pages: string[] }>();
  for (const [pagePath, scripts] of results) {
    for (const script of scripts) {
      const known = all.get(script.url) ?? { ...script, pages: [] };
      known.pages.push(names.get(pagePath)!);
      all.set(script.url, known);
    }
  }
  console.log("\nEstimated gzip KiB by library (each chunk's gzip size shared out by its modules' raw bytes):\n");
  const labels = [...new Set([...results.values()].flatMap((scripts) => scripts.flatMap((s) => [...s.parts.keys()])))];
  console.log(`| page | ${labels.join(" | ")} |\n|---|${labels.map(() => "---:").join("|")}|`);
  for (const [pagePath, scripts] of results) {
    const share = (label: string) =>
      scripts.reduce((total, s) => total + ((s.parts.get(label) ?? 0) / [...s.parts.values()].reduce((a, b) => a + b, 0)) * s.gzip, 0);
    console.log(`| ${names.get(pagePath)} | ${labels.map((label) => kib(share(label))).join(" | ")} |`);
  }
  console.log(`\nLargest chunks (gzip), with the libraries found in them (share of raw bytes):\n`);
  console.log("| chunk | gzip KiB | brotli KiB | contains | pages |\n|---|---:|---:|---|---|");
  for (const script of [...all.values()].sort((a, b) => b.gzip - a.gzip).slice(0, TOP)) {
    console.log(`| ${path.basename(script.url)} | ${kib(script.gzip)} | ${kib(script.brotli)} | ${describe(script.parts)} | ${script.pages.join(", ")}${script.inHtml ? "" : " (loaded later)"} |`);
  }
}

function frameworkFiles() {
  const manifest = JSON.parse(readFileSync(path.join(".next", "build-manifest.json"), "utf8")) as { rootMainFiles?: string[] };
  return manifest.rootMainFiles ?? [];
}

async function framework() {
  const files = frameworkFiles();
  const sizes = await Promise.all(files.map(async (file) => compress(Buffer.from(await (await fetch(`${base}/_next/${file}`)).arrayBuffer()))));
  const sum = (key: "raw" | "gzip" | "brotli") => sizes.reduce((total, s) => total + s[key], 0);
  console.log(`\nFramework floor (rootMainFiles, ${files.length} scripts, loaded by every page): raw ${kib(sum("raw"))} KiB, gzip ${kib(sum("gzip"))} KiB, brotli ${kib(sum("brotli"))} KiB`);
}

/**
 * The floor the mandated stack sets: an App Router app with one empty page and an empty root
 * layout, built by the same Next.js, React and Turbopack (.data/empty-app, built once), measured the
 * same way. `--empty-app` prints it.
 */
async function emptyApp() {
  const dir = path.join(process.cwd(), ".data", "empty-app");
  const files: Record<string, string> = {
    "package.json": JSON.stringify({ name: "empty-app", private: true }),
    "next.config.ts": `export default { turbopack: { root: ${JSON.stringify(process.cwd())} } };\n`,
    "app/layout.tsx": "export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (\n    <html lang=\"en\">\n      <body>{children}</body>\n    </html>\n  );\n}\n",
    "app/page.tsx": "export default function Page() {\n  return <p>empty</p>;\n}\n",
  };
  mkdirSync(path.join(dir, "app"), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  if (!existsSync(path.join(dir, ".next", "BUILD_ID"))) {
    const build = spawnSync(nextBin, ["build"], { cwd: dir, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
    if (build.status !== 0) throw new Error("empty app build failed");
  }
  const port = WEB_PORT + 1;
  const server = startProductionServer({ port, nextStart: true, cwd: dir });
  try {
    await waitForServer(`http://127.0.0.1:${port}/`, { child: server });
    const [scripts = []] = (await measurePages(["/"], new Set(), `http://127.0.0.1:${port}`)).values();
    const sum = (key: "raw" | "gzip" | "brotli") => scripts.reduce((total, s) => total + s[key], 0);
    console.log(`\nEmpty App Router page, same stack (.data/empty-app): ${scripts.length} scripts, raw ${kib(sum("raw"))} KiB, gzip ${kib(sum("gzip"))} KiB, brotli ${kib(sum("brotli"))} KiB`);
  } finally {
    await stopProcess(server);
  }
}

async function main() {
  const embedded = await startEmbeddedPostgres({ dataDir: ".data/bench-js-postgres", port: PG_PORT });
  const url = embedded.url("bench_js");
  let server: ChildProcess | undefined;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      server?.kill("SIGTERM");
      void embedded.stop().finally(() => process.exit(130));
    });
  }
  try {
    await embedded.ensureDatabase("bench_js");
    const { db, pool } = createDb(url, { max: 2 });
    await applyMigrations(db);
    await loadReferenceData(db);
    await loadDemoData(db);
    await pool.end();

    if (!args.includes("--no-build")) buildIfNeeded({ env: { ...process.env, DATABASE_URL: url }, announce: "[bench:js] building the app…" });

    server = startProductionServer({ port: WEB_PORT, nextStart: true, env: { DATABASE_URL: url, ...throwawaySecrets() } });
    await waitForServer(`${base}/api/health`, { child: server });
    const shop = (await fetch(`${base}/single?id=1`, { redirect: "manual" })).headers.get("location");
    const names = new Map<string, string>([
      ["/", "home"],
      ["/shops", "listing"],
    ]);
    if (shop) names.set(new URL(shop, base).pathname, "shop page");
    for (const extra of (option("--pages") ?? "").split(",").filter(Boolean)) names.set(extra, extra);
    // Warm the ISR caches first so that every page is measured as a visitor gets it.
    for (const pagePath of names.keys()) await fetch(base + pagePath);
    report(await measurePages([...names.keys()], new Set(frameworkFiles().map((file) => `/_next/${file}`))), names);
    await framework();
    if (args.includes("--empty-app")) await emptyApp();
  } finally {
    if (server) await stopProcess(server);
    await embedded.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
