/**
 * `npm run test:e2e`: the Playwright journeys, split over E2E_SHARDS copies of the app (default 2)
 * that run at the same time. Each copy has its own server, worker and fresh embedded database, so
 * its journeys see only their own data, rate limits and console jobs, as in a serial run. Copies
 * after the first run in their own network namespace (Linux, as root: CI), where the same ports and
 * the same public address are free again, so every copy uses the one build made here first
 * (docs/decisions/e2e-shards.md).
 *
 * With arguments (`npm run test:e2e -- e2e/pwa.spec.ts`), or where namespaces cannot be made, it is
 * plain `playwright test` with those arguments.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { loadEnvConfig } from "@next/env";
import { buildIfNeeded } from "./lib/app-server";
import { isBuildNeeded } from "./lib/build-freshness";
import { ensureLocalSecrets } from "./lib/local-secrets";
import { prepareDatabase } from "./lib/prepare-database";
import { e2eServerEnv } from "../e2e/support/server-env";
import { splitSpecs } from "../e2e/support/split-specs";

const passThrough = process.argv.slice(2);
const requested = Math.max(1, Number(process.env.E2E_SHARDS ?? 2) || 1);
const playwrightCli = path.join("node_modules", "@playwright", "test", "cli.js");
const running: ChildProcess[] = [];
const namespaces: string[] = [];

/** A network namespace with its loopback up, or null where this machine does not allow one. */
function makeNamespace(name: string): string | null {
  if (process.platform !== "linux" || process.getuid?.() !== 0) return null;
  spawnSync("ip", ["netns", "delete", name], { stdio: "ignore" });
  const made = spawnSync("ip", ["netns", "add", name], { stdio: "ignore" });
  if (made.status !== 0) return null;
  namespaces.push(name);
  const up = spawnSync("ip", ["netns", "exec", name, "ip", "link", "set", "lo", "up"], { stdio: "ignore" });
  return up.status === 0 ? name : null;
}

function removeNamespaces() {
  for (const name of namespaces.splice(0)) spawnSync("ip", ["netns", "delete", name], { stdio: "ignore" });
}

function run(args: string[], options: { shard?: number; namespace?: string | null; label?: string } = {}): Promise<number> {
  const command = options.namespace ? ["ip", "netns", "exec", options.namespace, process.execPath] : [process.execPath];
  const child = spawn(command[0]!, [...command.slice(1), playwrightCli, "test", ...args], {
    env: { ...process.env, E2E_SHARD: options.shard ? String(options.shard) : "" },
    stdio: options.label ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  running.push(child);
  // Whole lines, each marked with its copy, so the logs of copies running together stay readable.
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream || !options.label) continue;
    let rest = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) process.stdout.write(`${options.label}${line}\n`);
    });
    stream.on("end", () => void (rest && process.stdout.write(`${options.label}${rest}\n`)));
  }
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/**
 * The build every copy uses, made before any starts, so that each copy's start script finds it
 * fresh. Pages prerendered by the build read the database, so it gets one of its own for the
 * while, prepared as the start script prepares each copy's.
 */
async function buildOnce() {
  // The build's freshness is judged on this process's NEXT_PUBLIC_* settings: they must be the servers'.
  const settings = e2eServerEnv("build");
  const { NEXT_PUBLIC_SITE_URL, BUILD_SKIP_TYPECHECK, ISR_FLUSH_TO_DISK } = settings;
  Object.assign(process.env, { NEXT_PUBLIC_SITE_URL, BUILD_SKIP_TYPECHECK, ISR_FLUSH_TO_DISK });
  if (!isBuildNeeded()) return;
  // As the start script does before its build: the .env files, then the local secrets a production build needs.
  loadEnvConfig(process.cwd(), false);
  ensureLocalSecrets();
  const { EMBEDDED_PG_DIR, EMBEDDED_PG_PORT, EMBEDDED_PG_DATABASE, UPLOAD_DIR } = settings;
  Object.assign(process.env, { EMBEDDED_PG_DIR, EMBEDDED_PG_PORT, EMBEDDED_PG_DATABASE, UPLOAD_DIR });
  const database = await prepareDatabase({ freshDatabase: true });
  try {
    buildIfNeeded({ env: { ...process.env, DATABASE_URL: database.url }, announce: "[e2e] building the app once for every copy…" });
  } finally {
    await database.embedded?.stop();
  }
}

async function main(): Promise<number> {
  if (passThrough.length > 0 || requested === 1) return run(passThrough);
  const spaces = Array.from({ length: requested - 1 }, (_, index) => makeNamespace(`dlmp-e2e-${index + 2}`));
  if (spaces.some((space) => space === null)) {
    console.log("[e2e] no network namespaces here (they need Linux and root): one copy runs every journey");
    removeNamespaces();
    return run([]);
  }

  await buildOnce();
  process.env.E2E_REUSE_BUILD = "1";
  const specs = readdirSync("e2e")
    .filter((name) => name.endsWith(".spec.ts"))
    .map((name) => `e2e/${name}`);
  const weights = JSON.parse(readFileSync(path.join("e2e", "support", "spec-seconds.json"), "utf8")) as Record<string, number>;
  const parts = splitSpecs(specs, weights, requested);
  parts.forEach((part, index) => console.log(`[e2e] copy ${index + 1}: ${part.map((file) => path.basename(file, ".spec.ts")).join(", ")}`));
  const codes = await Promise.all(
    parts.map((part, index) => run(part, { shard: index + 1, namespace: index === 0 ? null : spaces[index - 1], label: `[${index + 1}] ` })),
  );
  return Math.max(...codes);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
  });
}

main()
  .then((code) => {
    removeNamespaces();
    process.exit(code);
  })
  .catch((error: unknown) => {
    removeNamespaces();
    console.error("[e2e] could not run:", error instanceof Error ? error.message : error);
    process.exit(1);
  });
