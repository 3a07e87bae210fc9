/**
 * `npm run bench:load [-- --url http://host:port --duration 20 --connections 50 --only home,shop --soak --soak-seconds 300 --heap-snapshots --pid N]`
 *
 * Drives the running app with autocannon, one route after the other, at the scale data
 * (`npm run seed:scale`): home, the shop listing with filters, text search, a shop page, /news and
 * an article, a logged-in customer's dashboard (cookie from a real login; a typical member and the
 * first generated member, with the largest generated downline), a shop owner's dashboard (the shop
 * page's shop), and recording sales (franchisee sessions, a new idempotency
 * key per request, wallets funded for it), next to a static file from public/ on the same server
 * as the ceiling. Prints throughput, p50/p95/p99 latency (from every response's time), non-2xx and
 * errors per route, and the app's resident memory. `--soak` then runs all routes mixed for five
 * minutes, sampling the app's memory to show whether it stays steady: the resident set, and, when
 * the benchmark started the app, V8's heap, Buffers and the rest (scripts/lib/memory-probe.ts).
 * `--heap-snapshots` also writes two heap snapshots into .data/soak (after one minute and half a
 * minute before the end; each pauses the app for seconds) for scripts/compare-heap-snapshots.ts.
 *
 * The targets (issue 9): no errors; p95 under 100 ms for public pages and under 200 ms for
 * logged-in ones, at 50 connections on a 2-core machine.
 *
 * Without --url it starts the built app itself (scripts/serve-app.ts, building first when stale) against
 * the app database (DATABASE_URL, else the embedded server, started if it is not running) on
 * PORT. With --url it drives that server; --pid names its processes (comma-separated, one per
 * instance) for the CPU and memory figures. The
 * database must be reachable either way: the benchmark picks its targets and logins there.
 * Run with `tsx --conditions=react-server` (the npm script does).
 */
import type { ChildProcess } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { loadEnvConfig } from "@next/env";
import { sql } from "drizzle-orm";
import { createDb } from "../server/db/connect";
import { parseEnv } from "../server/env";
import { SCALE_PASSWORD, GENEROUS_SHOPS } from "../server/scale/seed-scale";
import { memberMobile } from "../server/scale/generate-members";
import { ownerMobile } from "../server/scale/generate-shops";
import { openAppDatabase } from "./lib/app-database";
import { buildIfNeeded, startProductionServer, stopProcess, waitForServer } from "./lib/app-server";
import { ensureLocalSecrets } from "./lib/local-secrets";
import { soakMemoryTable, soakProbe, type SoakSample } from "./lib/soak-memory";

type Route = {
  name: string;
  kind: "public" | "logged-in" | "static";
  path: string;
  method?: "GET" | "POST";
  cookies?: () => string;
  body?: () => string;
  /** A new path per request (the page cache then never answers): what a visitor's first view of a URL costs. */
  pathFor?: () => string;
};
type Measured = {
  name: string;
  kind: Route["kind"];
  path: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  rssMb: number;
  /** The app's CPU time per request (ms), when its process is known. */
  cpuMs: number | null;
  /** The non-2xx answers by status. */
  statuses: string;
};

/** A process and its descendants (Linux /proc). */
function processTree(pid: number): number[] {
  const ids: number[] = [];
  const walk = (id: number) => {
    if (ids.includes(id)) return;
    ids.push(id);
    try {
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${task}/children`, "utf8").trim();
        for (const child of children ? children.split(/\s+/) : []) walk(Number(child));
      }
    } catch {
      // the process ended
    }
  };
  walk(pid);
  return ids;
}

/**
 * CPU time (user + system, ms) a process tree has used: per request, it is what a route costs the
 * app whatever the other load on a shared machine (which stretches latencies but not this).
 */
function treeCpuMs(pid: number): number {
  const ticks = processTree(pid).reduce((sum, id) => {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${id}/stat`, "utf8").split(") ")[1]!.split(" ");
      return sum + Number(fields[11]) + Number(fields[12]);
    } catch {
      return sum;
    }
  }, 0);
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** Resident memory of a process and its descendants, in MB (Linux /proc). */
export function treeRssMb(pid: number): number {
  const kb = processTree(pid).reduce((sum, id) => {
    try {
      return sum + Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      return sum;
    }
  }, 0);
  return Math.round(kb / 1024);
}

/** The app's processes (one per instance, with their children): CPU ms and resident MB. */
const appCpuMs = (pids: number[]) => pids.reduce((sum, pid) => sum + treeCpuMs(pid), 0);
const appRssMb = (pids: number[]) => pids.reduce((sum, pid) => sum + treeRssMb(pid), 0);

/** Runs autocannon and reports every response's status and time (its own histogram has no p95). */
function cannon(options: autocannon.Options, onResponse: (statusCode: number, responseTime: number) => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, result: autocannon.Result) => (error ? reject(error) : resolve(result)));
    instance.on("response", (_client, statusCode, _bytes, responseTime) => onResponse(statusCode, responseTime));
  });
}

/** autocannon's request for a route: its cookie and body are made per request (new idempotency keys). */
function cannonRequest(route: Route): autocannon.Request {
  return {
    method: route.method ?? "GET",
    path: route.path,
    setupRequest: (request) => ({
      ...request,
      ...(route.pathFor ? { path: route.pathFor() } : {}),
      headers: { ...request.headers, ...(route.cookies ? { cookie: route.cookies() } : {}), ...(route.body ? { "content-type": "application/json" } : {}) },
      ...(route.body ? { body: route.body() } : {}),
    }),
  };
}

/** The p-th percentile of sorted milliseconds, to a tenth. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
}

async function login(base: string, apiPath: string, mobile: string): Promise<string> {
  const response = await fetch(base + apiPath, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mobile, password: SCALE_PASSWORD }),
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]!).filter((c) => !c.endsWith("="));
  if (!response.ok || cookies.length === 0) throw new Error(`login ${mobile} at ${apiPath} failed: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
  return cookies.join("; ");
}

async function measure(base: string, route: Route, options: { connections: number; duration: number; pids: number[] }): Promise<Measured> {
  const times: number[] = [];
  let non2xx = 0;
  const statuses = new Map<number, number>();
  const running = cannon({ url: base, connections: options.connections, duration: options.duration, requests: [cannonRequest(route)] }, (statusCode, responseTime) => {
    times.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) {
      non2xx += 1;
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    }
  });
  let rss = 0;
  const cpuBefore = appCpuMs(options.pids);
  const sampler = options.pids.length > 0 ? setInterval(() => (rss = Math.max(rss, appRssMb(options.pids))), 1000) : undefined;
  const result = await running;
  if (sampler) clearInterval(sampler);
  const cpuMs = options.pids.length > 0 && times.length > 0 ? Math.round(((appCpuMs(options.pids) - cpuBefore) / times.length) * 10) / 10 : null;
  times.sort((a, b) => a - b);
  return {
    name: route.name,
    kind: route.kind,
    path: route.path,
    requests: times.length,
    rps: times.length / options.duration,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx,
    errors: result.errors + result.timeouts,
    rssMb: rss,
    cpuMs,
    statuses: [...statuses].map(([status, n]) => `${n}× ${status}`).join(", "),
  };
}

type SoakOptions = { connections: number; seconds: number; pids: number[]; probe?: ReturnType<typeof soakProbe>; snapshotsAt?: number[] };

async function soak(base: string, routes: Route[], options: SoakOptions) {
  const samples: SoakSample[] = [];
  const started = Date.now();
  const sample = () => options.pids.length > 0 && samples.push({ at: Math.round((Date.now() - started) / 1000), rssMb: appRssMb(options.pids), load: os.loadavg(), app: options.probe?.latest() });
  sample();
  const sampler = setInterval(sample, 5_000);
  const cpuBefore = appCpuMs(options.pids);
  // A heap snapshot (SIGUSR2, see soakProbe) stops the app while it is written.
  const snapshots = (options.snapshotsAt ?? []).map((at) => setTimeout(() => options.pids.forEach((pid) => process.kill(pid, "SIGUSR2")), at * 1000));
  const times: number[] = [];
  let non2xx = 0;
  const statuses = new Map<number, number>();
  // Each connection walks the whole list in turn: every route under load at once, as in real traffic.
  const result = await cannon({ url: base, connections: options.connections, duration: options.seconds, requests: routes.map(cannonRequest) }, (statusCode, responseTime) => {
    times.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) {
      non2xx += 1;
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    }
  });
  clearInterval(sampler);
  snapshots.forEach(clearTimeout);
  sample();
  const cpuMs = options.pids.length > 0 && times.length > 0 ? Math.round(((appCpuMs(options.pids) - cpuBefore) / times.length) * 10) / 10 : null;
  times.sort((a, b) => a - b);
  return { samples, cpuMs, statuses: [...statuses].map(([status, n]) => `${n}× ${status}`).join(", "), requests: times.length, rps: times.length / options.seconds, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), non2xx, errors: result.errors + result.timeouts };
}

/**
 * Waits until the app answers its health check quickly again: requests abandoned by the last run
 * (timed out at the client) may still be rendering, and must not be billed to the next route.
 */
async function drain(base: string) {
  for (let i = 0; i < 120; i += 1) {
    const started = performance.now();
    try {
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok && performance.now() - started < 300) return;
    } catch {
      // still busy
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: "string" },
      duration: { type: "string", default: "20" },
      connections: { type: "string", default: "50" },
      only: { type: "string" },
      soak: { type: "boolean", default: false },
      "soak-seconds": { type: "string", default: "300" },
      "heap-snapshots": { type: "boolean", default: false },
      pid: { type: "string" },
    },
  });
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  ensureLocalSecrets();
  process.env.DEMO_DATA = "false";
  const settings = parseEnv();
  const database = await openAppDatabase();
  const { db, pool } = createDb(database.url, { max: 2 });
  let app: ChildProcess | undefined;
  let probe: ReturnType<typeof soakProbe> | undefined;
  const stopApp = async () => {
    if (app) await stopProcess(app);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void stopApp().then(() => database.release()).finally(() => process.exit(130)));
  }
  try {
    const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await db.execute<T>(query)).rows[0];
    const marker = await one<{ version: string }>(sql`SELECT version FROM data_loads WHERE name = 'scale'`);
    if (!marker) throw new Error("no scale data in this database: run `npm run seed:scale` first");
    const counts = await one<{ customers: string; shops: string; sales: string }>(sql`
      SELECT (SELECT count(*) FROM customers)::text AS customers, (SELECT count(*) FROM shops)::text AS shops, (SELECT count(*) FROM sales)::text AS sales`);

    // Targets: generated rows, found in the database (ids depend on what was there before the seed).
    const members = (await one<{ first: string; last: string }>(sql`SELECT min(id)::text AS first, max(id)::text AS last FROM customers WHERE user_id LIKE 'scale-member-%'`))!;
    const depth = Number((await one<{ d: number }>(sql`SELECT max(depth) AS d FROM tree_nodes`))!.d);
    // A typical member: a generated one ten levels above the bottom, about a thousand people below.
    const typical = (await one<{ id: string; below: string }>(sql`
      SELECT t.customer_id::text AS id, (SELECT count(*) FROM tree_nodes d WHERE d.path > t.path AND d.path < t.path || '2')::text AS below
      FROM tree_nodes t JOIN customers c ON c.id = t.customer_id
      WHERE c.user_id LIKE 'scale-member-%' AND t.depth >= ${Math.max(1, depth - 10)}
      ORDER BY t.depth, t.path LIMIT 1`))!;
    const top = (await one<{ below: string }>(sql`
      SELECT (SELECT count(*) FROM tree_nodes d WHERE d.path > t.path AND d.path < t.path || '2')::text AS below FROM tree_nodes t WHERE t.customer_id = ${Number(members.first)}`))!;
    const shops = (await one<{ first: string }>(sql`SELECT min(s.id)::text AS first FROM shops s JOIN franchisees f ON f.id = s.franchisee_id WHERE f.user_id LIKE 'scale-owner-%'`))!;
    const shop = (await one<{ id: string; slug: string }>(sql`SELECT id::text, slug FROM shops WHERE id = ${Number(shops.first) + 4321}`))!;
    const pincode = (await one<{ pincode: string }>(sql`SELECT pincode FROM shops WHERE pincode IS NOT NULL GROUP BY pincode ORDER BY count(*) DESC LIMIT 1`))!.pincode;
    const article = (await one<{ id: string; slug: string }>(sql`SELECT id::text, slug FROM news WHERE status = 'published' ORDER BY published_at DESC LIMIT 1 OFFSET 10`))!;
    const codes = (await db.execute<{ code: string }>(sql`SELECT code FROM customers TABLESAMPLE SYSTEM (1) WHERE user_id LIKE 'scale-member-%' LIMIT 2000`)).rows.map((r) => r.code);

    let base = values.url?.replace(/\/$/, "");
    let pids = values.pid ? values.pid.split(",").map(Number) : [];
    if (!base) {
      buildIfNeeded({ env: { ...process.env, DATABASE_URL: database.url }, announce: "[bench] building the app…" });
      const port = settings.PORT;
      base = `http://127.0.0.1:${port}`;
      // No -H: with a hostname Next.js 16 rewrites to localhost, and next-intl's unprefixed-locale
      // rewrite then answers 307 to the same URL for a client that came to 127.0.0.1.
      // The production server (scripts/serve-app.ts: Next.js behind the in-process page cache), one process.
      if (values.soak) probe = soakProbe(path.join(".data", "soak"));
      app = startProductionServer({ port, env: { DATABASE_URL: database.url, DEMO_DATA: "false", ...probe?.env }, nodeArgs: probe?.nodeArgs });
      pids = [app.pid!];
      await waitForServer(`${base}/api/health`, { child: app, what: "the app" });
    }

    // Every run signs in 23 times from this machine's address; a few runs within the login limit's
    // window (200 per IP per 15 min, server/auth/rate-limit.ts) would be refused with 429.
    await db.execute(sql`DELETE FROM rate_limit WHERE key IN ('dlmp:loginAttemptsPerIp:127.0.0.1', 'dlmp:loginAttemptsPerIp:::1')`);
    const customerCookie = await login(base, "/api/v1/customers/login", memberMobile(Number(typical.id)));
    const topCookie = await login(base, "/api/v1/customers/login", memberMobile(Number(members.first)));
    const shopOwnerCookie = await login(base, "/api/v1/franchisee/login", ownerMobile(Number(shop.id)));
    const ownerCookies: string[] = [];
    for (let i = 0; i < GENEROUS_SHOPS; i += 1) ownerCookies.push(await login(base, "/api/v1/franchisee/login", ownerMobile(Number(shops.first) + i)));
    const run = `${Date.now().toString(36)}${process.pid}`;
    let n = 0;
    let uncachedListing = 0;
    const routes: Route[] = [
      { name: "static file (public/, the ceiling)", kind: "static", path: "/icons/categories/grocery.svg" },
      { name: "home", kind: "public", path: "/" },
      { name: "shops: city + category", kind: "public", path: "/shops?city=nagpur&category=grocery" },
      { name: "shops: pincode", kind: "public", path: `/shops?pincode=${pincode}` },
      { name: "shops: text search", kind: "public", path: "/shops?search=kirana" },
      {
        name: "shops: city + category, uncached (a new URL each time)",
        kind: "public",
        path: "/shops?city=nagpur&category=grocery&v=…",
        pathFor: () => `/shops?city=nagpur&category=grocery&v=${(uncachedListing += 1)}`,
      },
      { name: "shop page", kind: "public", path: `/shops/${shop.id}/${shop.slug}` },
      { name: "news list", kind: "public", path: "/news" },
      { name: "news article", kind: "public", path: `/news/${article.id}/${article.slug}` },
      // A dashboard view is two requests: the page (a shell the same for everyone) and its figures.
      { name: "dashboard page (the shell)", kind: "logged-in", path: "/dashboard", cookies: () => customerCookie },
      { name: `dashboard figures, API (member with ${Number(typical.below).toLocaleString("en-IN")} below)`, kind: "logged-in", path: "/api/v1/customers/dashboard", method: "POST", cookies: () => customerCookie, body: () => "{}" },
      { name: `dashboard figures, API (first generated member, ${Number(top.below).toLocaleString("en-IN")} below)`, kind: "logged-in", path: "/api/v1/customers/dashboard", method: "POST", cookies: () => topCookie, body: () => "{}" },
      { name: "franchisee dashboard page (the shell)", kind: "logged-in", path: "/franchisee-dashboard", cookies: () => shopOwnerCookie },
      { name: `franchisee dashboard figures, API (shop ${shop.id})`, kind: "logged-in", path: "/api/v1/franchisee/dashboard", method: "POST", cookies: () => shopOwnerCookie, body: () => "{}" },
      // The account lists are shells too: the page, then its rows for ?filter=&page=.
      { name: "purchases page (the shell)", kind: "logged-in", path: "/purchase?filter=month&page=2", cookies: () => customerCookie },
      { name: "purchases, API (this month, page 2)", kind: "logged-in", path: "/api/v1/customers/purchase/2", method: "POST", cookies: () => customerCookie, body: () => '{"filter":"month"}' },
      { name: `shop sales, API (shop ${shop.id}, page 1)`, kind: "logged-in", path: "/api/v1/franchisee/sales/1", method: "POST", cookies: () => shopOwnerCookie, body: () => '{"filter":"all"}' },
      {
        name: `record a sale (${GENEROUS_SHOPS} shops)`,
        kind: "logged-in",
        path: "/api/v1/franchisee/addSales",
        method: "POST",
        cookies: () => ownerCookies[n % ownerCookies.length]!,
        body: () => {
          n += 1;
          return JSON.stringify({ sales: { cust_id: codes[(n * 7919) % codes.length], amount: String(150 + (n % 1350)), items: "Load test purchase", idempotency_key: `bench-${run}-${n}` } });
        },
      },
    ];
    const only = values.only?.split(",").map((s) => s.trim().toLowerCase());
    const selected = only ? routes.filter((r) => only.some((o) => r.name.toLowerCase().includes(o))) : routes;

    // Warm every route (ISR caches, compiled code, the database's buffers, each pool connection's
    // prepared statements) before measuring: with 3 requests the first route measured ran colder.
    for (const route of selected) {
      for (let i = 0; i < 30; i += 1) {
        const response = await fetch(base + route.path, {
          method: route.method ?? "GET",
          redirect: "manual",
          headers: { ...(route.cookies ? { cookie: route.cookies() } : {}), ...(route.body ? { "content-type": "application/json" } : {}) },
          body: route.body?.(),
        });
        if (i === 0 && !response.ok) console.log(`[bench] warning: ${route.name} answered ${response.status} before the run`);
        await response.arrayBuffer();
      }
    }

    const loadBefore = os.loadavg().map((x) => x.toFixed(1)).join(" ");
    console.log(`[bench] ${Number(counts!.customers).toLocaleString("en-IN")} customers, ${Number(counts!.shops).toLocaleString("en-IN")} shops, ${Number(counts!.sales).toLocaleString("en-IN")} sales; ${connections} connections × ${duration} s per route; load average ${loadBefore}`);
    const results: Measured[] = [];
    for (const route of selected) {
      await drain(base);
      const measured = await measure(base, route, { connections, duration, pids });
      results.push(measured);
      console.log(`[bench] ${measured.name}: ${measured.rps.toFixed(0)} req/s, p50 ${measured.p50} ms, p95 ${measured.p95} ms, p99 ${measured.p99} ms, non-2xx ${measured.non2xx}${measured.statuses ? ` (${measured.statuses})` : ""}, errors ${measured.errors}, app CPU ${measured.cpuMs ?? "?"} ms/request`);
    }
    const loadAfter = os.loadavg().map((x) => x.toFixed(1)).join(" ");

    console.log(`\n## bench:load ${new Date().toISOString().slice(0, 16)}Z — ${connections} connections × ${duration} s per route, load average ${loadBefore} → ${loadAfter} (${os.cpus().length} cores)\n`);
    console.log("| route | kind | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors | app CPU ms/req | app RSS MB | target |\n|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|");
    for (const r of results) {
      const limit = r.kind === "public" ? 100 : r.kind === "logged-in" ? 200 : undefined;
      const met = limit === undefined ? "ceiling" : r.p95 < limit && r.non2xx === 0 && r.errors === 0 ? `met (< ${limit})` : `**missed** (< ${limit})`;
      console.log(`| ${r.name} | ${r.kind} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${r.cpuMs ?? "–"} | ${r.rssMb || "–"} | ${met} |`);
    }

    if (values.soak) {
      const seconds = Number(values["soak-seconds"]);
      await drain(base);
      console.log(`\n[bench] soak: every route mixed, ${connections} connections × ${seconds} s, sampling the app's memory every 5 s…`);
      const snapshotsAt = values["heap-snapshots"] ? [60, Math.max(61, seconds - 30)] : [];
      if (snapshotsAt.length > 0 && !probe) throw new Error("--heap-snapshots needs the app started by the benchmark (no --url)");
      const soaked = await soak(base, selected, { connections, seconds, pids, probe, snapshotsAt });
      console.log(`\nSoak (${seconds} s, all routes mixed): ${soaked.rps.toFixed(0)} req/s, p50 ${soaked.p50} ms, p95 ${soaked.p95} ms, p99 ${soaked.p99} ms, non-2xx ${soaked.non2xx}${soaked.statuses ? ` (${soaked.statuses})` : ""}, errors ${soaked.errors}, app CPU ${soaked.cpuMs ?? "?"} ms/request`);
      if (soaked.samples.length > 0) {
        const byMinute = soaked.samples.filter((s, i) => i === 0 || s.at % 60 < 5 || i === soaked.samples.length - 1);
        console.log(`App RSS (MB) by time: ${byMinute.map((s) => `${s.at}s ${s.rssMb}`).join(", ")}`);
        const rss = soaked.samples.map((s) => s.rssMb);
        const secondHalf = rss.slice(Math.floor(rss.length / 2));
        console.log(`min ${Math.min(...rss)}, max ${Math.max(...rss)}, second half ${Math.min(...secondHalf)}–${Math.max(...secondHalf)} MB; load average after ${os.loadavg().map((x) => x.toFixed(1)).join(" ")}`);
        console.log(`\nThe app's memory during the soak (MB; the probe's figures are up to 5 s older than the RSS):\n\n${soakMemoryTable(soaked.samples)}`);
        if (probe) console.log(`\nEvery 5 s sample: ${path.join(probe.dir, "memory.jsonl")}${snapshotsAt.length > 0 ? `; heap snapshots in ${probe.dir}` : ""}`);
      }
    }
  } finally {
    await pool.end();
    await stopApp();
    await database.release();
  }
}

main().catch((error: unknown) => {
  console.error("[bench] failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
