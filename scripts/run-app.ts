/**
 * `npm start` / `npm run dev`: the one command that runs the app on a fresh machine.
 * Starts embedded PostgreSQL unless DATABASE_URL is set, migrates, loads reference and demo data,
 * builds when the sources changed, then serves on PORT (3000): `next dev`, or the production server
 * (scripts/serve-app.ts: Next.js behind the in-process page cache), with the background worker
 * (scripts/worker.ts) as a second child process. Ctrl-C stops everything cleanly.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { loadEnvConfig } from "@next/env";
import { isBuildNeeded, recordBuildEnv } from "./lib/build-freshness";
import { nextBin, startProductionServer, startWorkerProcess, stopProcess } from "./lib/app-server";
import { ensureLocalSecrets } from "./lib/local-secrets";
import { ensureLocalSiteUrl } from "./lib/local-site-url";
import { prepareDatabase } from "./lib/prepare-database";
import { printDemoLogins } from "../server/demo/demo-logins";

const mode = process.argv[2] === "dev" ? "dev" : "start";
const freshDatabase = process.argv.includes("--fresh-database");

async function main() {
  loadEnvConfig(process.cwd(), mode === "dev");
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  const generated = ensureLocalSecrets();
  if (generated.length > 0) console.log(`[app] using locally generated ${generated.join(", ")} from .data/secrets.json`);

  const prepared = await prepareDatabase({ freshDatabase });
  const childEnv = { ...process.env, DATABASE_URL: prepared.url };
  const port = process.env.PORT ?? "3000";
  // Before the build, which inlines it. `next dev` needs none: its pages use the request's address.
  if (mode === "start") {
    const local = ensureLocalSiteUrl(process.env, port);
    if (local) console.log(`[app] NEXT_PUBLIC_SITE_URL is not set: links will use ${local} (set it to the site's public address in production)`);
  }

  // Filled once the server starts; shutdown may run before that (Ctrl-C during the build).
  const running: { child?: ChildProcess; worker?: ChildProcess } = {};
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    // The worker first in the same breath: it finishes or interrupts the job in hand while the server stops.
    await Promise.all([running.worker && stopProcess(running.worker), running.child && stopProcess(running.child)]);
    if (prepared.embedded) {
      await prepared.embedded.stop();
      console.log("[db] embedded PostgreSQL stopped");
    }
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));

  // E2E_REUSE_BUILD: the end-to-end copies share a build scripts/test-e2e.ts has just made; one
  // copy rebuilding under the others (a source saved meanwhile) would pull the files from under them.
  if (mode === "start" && process.env.E2E_REUSE_BUILD !== "1" && isBuildNeeded()) {
    console.log("[app] building (no build yet, or sources or public settings changed since the last one)…");
    const buildStartedAt = Date.now();
    const build = spawnSync(nextBin, ["build"], { stdio: "inherit", env: childEnv });
    if (build.status !== 0) {
      console.error("[app] build failed");
      return shutdown(build.status ?? 1);
    }
    recordBuildEnv(buildStartedAt);
  }

  if (process.env.DEMO_DATA !== "false") printDemoLogins();
  // Production: Next.js behind the in-process page cache (scripts/serve-app.ts); development: plain `next dev`.
  running.child =
    mode === "start"
      ? startProductionServer({ port: Number(port), env: { DATABASE_URL: prepared.url }, stdio: "inherit" })
      : spawn(nextBin, [mode, "-p", port], { stdio: "inherit", env: childEnv });
  running.child.on("exit", (code) => void shutdown(code ?? 0));
  // The console's commission jobs and the monthly run are done there, not in the web server.
  running.worker = startWorkerProcess({ env: { DATABASE_URL: prepared.url } });
  running.worker.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`[worker] exited (${code ?? signal}): stopping the app, whose background jobs would no longer run`);
    void shutdown(code || 1);
  });
}

main().catch((error) => {
  console.error("[app] could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
