/**
 * `npm run bench:demo [-- --runs 5 --date 2026-11-27T10:00:00+05:30 --steps]`
 *
 * Times `loadDemoData` (what `npm start` runs once on a fresh clone) on fresh databases: a scratch
 * template `bench_demo_template` on the app's PostgreSQL server (embedded unless DATABASE_URL),
 * migrated and with the reference data, is copied for each run, and each run writes its pictures
 * to a new temporary UPLOAD_DIR, so every run loads into an empty database and an empty upload
 * folder as a fresh clone does. Prints each run's time with the load average and the CPU time it
 * took, this process's and the PostgreSQL server's (steadier than wall time on a shared machine),
 * and, with --steps, each step's time (loadDemoData's onStep); then the medians. Compare two
 * versions by alternating their runs in one session (docs/benchmarks.md shows the command).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { createDb } from "../server/db/connect";
import { applyMigrations } from "../server/db/migrate";
import { loadDemoData } from "../server/demo/load-demo-data";
import { loadReferenceData } from "../server/reference/load-reference-data";
import { postmasterOf, serverCpu } from "./lib/cpu-time";
import { openScriptDatabase } from "./lib/script-database";

const TEMPLATE = "bench_demo_template";
const COPY = "bench_demo_run";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    date: { type: "string" },
    steps: { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const now = values.date ? new Date(values.date) : undefined;
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main() {
  const server = await openScriptDatabase();
  const admin = async (statement: string) => {
    const url = new URL(server.url);
    url.pathname = "/postgres";
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const databaseUrl = (name: string) => {
    const url = new URL(server.url);
    url.pathname = `/${name}`;
    return url.toString();
  };

  try {
    await admin(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${TEMPLATE}`);
    const template = createDb(databaseUrl(TEMPLATE), { max: 1 });
    await applyMigrations(template.db);
    await loadReferenceData(template.db);
    await template.pool.end();

    const totals: number[] = [];
    const cpus: number[] = [];
    const steps = new Map<string, number[]>();
    for (let run = 1; run <= runs; run += 1) {
      await admin(`DROP DATABASE IF EXISTS ${COPY} WITH (FORCE)`);
      await admin(`CREATE DATABASE ${COPY} TEMPLATE ${TEMPLATE}`);
      const uploads = mkdtempSync(path.join(os.tmpdir(), "bench-demo-uploads-"));
      process.env.UPLOAD_DIR = uploads;
      // The pool `npm start` loads with (scripts/lib/prepare-database.ts).
      const { db, pool } = createDb(databaseUrl(COPY), { max: 4 });
      const { rows: backend } = await pool.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      const postmaster = postmasterOf(backend[0]!.pid);
      const load = os.loadavg()[0]!.toFixed(1);
      const cpuBefore = process.cpuUsage();
      const serverBefore = serverCpu(postmaster);
      const started = performance.now();
      const result = await loadDemoData(db, {
        now,
        onStep: (label, ms) => {
          steps.set(label, [...(steps.get(label) ?? []), ms]);
          if (values.steps) console.log(`    ${label.padEnd(28)} ${ms.toFixed(0).padStart(6)} ms`);
        },
      });
      const ms = performance.now() - started;
      const own = process.cpuUsage(cpuBefore);
      const nodeMs = (own.user + own.system) / 1000;
      const serverAfter = serverCpu(postmaster);
      const serverMs = serverBefore === null || serverAfter === null ? null : serverAfter - serverBefore;
      await pool.end();
      rmSync(uploads, { recursive: true, force: true });
      if (!result.loaded) throw new Error("the demo data did not load: the copied database was not empty");
      totals.push(ms);
      if (serverMs !== null) cpus.push(nodeMs + serverMs);
      const cpu = `CPU ${Math.round(nodeMs)} ms Node${serverMs === null ? "" : ` + ${Math.round(serverMs)} ms PostgreSQL`}`;
      console.log(`run ${run}: ${(ms / 1000).toFixed(2)} s, ${cpu} (load average ${load} before, ${os.loadavg()[0]!.toFixed(1)} after; ${result.sales} sales, closed ${result.closedMonths?.join(", ")})`);
    }
    console.log(`median ${(median(totals) / 1000).toFixed(2)} s, range ${(Math.min(...totals) / 1000).toFixed(2)}-${(Math.max(...totals) / 1000).toFixed(2)} s over ${runs} runs`);
    if (cpus.length > 0) console.log(`median CPU ${Math.round(median(cpus))} ms (Node and PostgreSQL)`);
    if (steps.size > 0) {
      console.log("median per step:");
      for (const [label, times] of steps) console.log(`    ${label.padEnd(28)} ${median(times).toFixed(0).padStart(6)} ms`);
    }
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${COPY} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
    await server.release();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
