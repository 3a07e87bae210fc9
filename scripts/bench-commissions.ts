/**
 * `npm run bench:commissions [-- --members 1000000 --sales 2000000]`
 *
 * Builds a scratch database `bench_commissions` on the same PostgreSQL (embedded unless
 * DATABASE_URL), generates the members in a breadth-first binary tree and the month's sales with
 * the shared set-based generator (server/scale, as `npm run seed:scale`), then times: the floor (one plain pass summing the month's sales
 * by buyer) and the commission run (the real domain function, dry-run off). Prints time and the
 * Node process's peak memory. The scratch database is dropped at the end unless --keep.
 */
import { parseArgs } from "node:util";
import pg from "pg";
import { sql } from "drizzle-orm";
import { runMonth } from "../server/commissions/run-month";
import { createDb } from "../server/db/connect";
import { applyMigrations } from "../server/db/migrate";
import { loadReferenceData } from "../server/reference/load-reference-data";
import { bulkLoad } from "../server/scale/bulk";
import { generateMembers } from "../server/scale/generate-members";
import { generateSales } from "../server/scale/generate-sales";
import { generateShops } from "../server/scale/generate-shops";
import { openScriptDatabase } from "./lib/script-database";

const MONTH = "2026-10-01";
const DATABASE = "bench_commissions";

async function main() {
  const { values } = parseArgs({
    options: {
      members: { type: "string", default: "1000000" },
      sales: { type: "string", default: "2000000" },
      keep: { type: "boolean", default: false },
      "skip-rerun": { type: "boolean", default: false },
    },
  });
  const members = Number(values.members);
  const salesCount = Number(values.sales);
  const server = await openScriptDatabase();
  const adminUrl = new URL(server.url);
  adminUrl.pathname = "/postgres";
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DATABASE}`);
  const benchUrl = new URL(server.url);
  benchUrl.pathname = `/${DATABASE}`;
  const { db, pool } = createDb(benchUrl.toString(), { max: 2 });
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  try {
    await applyMigrations(db);
    const time = async <T>(label: string, work: () => Promise<T>): Promise<{ ms: number; value: T }> => {
      const started = performance.now();
      const value = await work();
      const ms = Math.round(performance.now() - started);
      console.log(`[bench] ${label}: ${ms} ms`);
      return { ms, value };
    };

    await loadReferenceData(db);
    await time(`generate ${members.toLocaleString("en-IN")} members (breadth-first tree) and ${salesCount.toLocaleString("en-IN")} sales in ${MONTH.slice(0, 7)}`, () =>
      // The shared generator (server/scale): the company root and members - 1 members in heap
      // order (customer id = breadth-first position), one shop at a 5 % rate, sales spread over
      // every member but the root, ₹150 to ₹1,500.
      bulkLoad(
        db,
        ["user", "customers", "tree_nodes", "franchisees", "shops", "sales"],
        async (tx) => {
          const tree = await generateMembers(tx, { count: members - 1, passwordHash: null, joinedBefore: new Date(`${MONTH}T00:00:00+05:30`) });
          const shops = await generateShops(tx, { count: 1, passwordHash: null, openedBefore: new Date(`${MONTH}T00:00:00+05:30`) });
          await tx.execute(sql`UPDATE shops SET interest_rate_bp = 500 WHERE id = ${shops.firstId}`);
          await generateSales(tx, { month: MONTH, count: salesCount, shops, members: tree });
        },
        (label, ms) => console.log(`[bench]   ${label}: ${ms} ms`),
      ),
    );

    const floorQuery = () =>
      db.execute(sql`
        SELECT count(*), sum(total) FROM (
          SELECT customer_id, sum(amount_paise) AS total FROM sales
          WHERE counted_month = ${MONTH}::date AND status = 'recorded' GROUP BY customer_id) t`);
    await floorQuery(); // warm the cache
    const floor = await time("floor: one pass summing the month's sales by buyer", floorQuery);

    peakRss = process.memoryUsage().rss;
    const onStep = (label: string, ms: number) => console.log(`[bench]   ${label}: ${ms} ms`);
    const run = await time("commission run", () => runMonth({ month: MONTH, trigger: "cli", db, onStep }));
    const rerun = values["skip-rerun"]
      ? run
      : await time("commission rerun (replaces the month's figures)", () => runMonth({ month: MONTH, trigger: "cli", db, onStep }));
    clearInterval(sampler);
    const t = run.value.totals;
    const summary = {
      members,
      sales: salesCount,
      floorMs: floor.ms,
      runMs: run.ms,
      rerunMs: values["skip-rerun"] ? null : rerun.ms,
      ratioToFloor: Number((run.ms / Math.max(floor.ms, 1)).toFixed(1)),
      peakRssMb: Math.round(Math.max(peakRss, process.resourceUsage().maxRSS * 1024) / 1024 / 1024),
      commissionLines: t.commissionLines,
      statements: t.members,
      poolPaise: t.poolPaise,
      grossPaise: t.grossPaise,
      identical: values["skip-rerun"] ? "not rerun" : JSON.stringify(run.value.totals) === JSON.stringify(rerun.value.totals),
    };
    const load = (await import("node:os")).loadavg().map((n) => n.toFixed(1)).join(" ");
    console.log(JSON.stringify({ ...summary, loadAverage: load }, null, 2));
  } finally {
    clearInterval(sampler);
    await pool.end();
    if (!values.keep) await admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await server.release();
  }
}

main().catch((error: unknown) => {
  console.error("[bench] failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
