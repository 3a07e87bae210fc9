/**
 * `npm run bench:commissions [-- --members 1000000 --sales 2000000 --keep --reuse --runs 1 --skip-rerun --reconcile --close 2]`
 *
 * Builds a scratch database `bench_commissions` on the same PostgreSQL (embedded unless
 * DATABASE_URL), generates the members in a breadth-first binary tree and the month's sales with
 * the shared set-based generator (server/scale, as `npm run seed:scale`), then times: the floor
 * (one plain pass summing the month's sales by buyer, at the session's default settings) and the commission run (the real domain function,
 * dry-run off), then runs the month again (same totals expected). The machine is shared, so the
 * floor is measured right before and right after each run, the run is compared with their mean,
 * and every figure is printed with the load average. Prints the Node process's peak memory.
 * The scratch database is dropped at the end unless --keep; --reuse measures on a database kept by
 * an earlier --keep (same sizes) without generating it again. --reconcile also reconciles the month
 * (it derives every line sale by sale: slow at this size). --close N closes the month 2N times, each
 * inside a transaction rolled back afterwards, alternating without and with the members' statement
 * notifications (docs/product.md#notifications), and prints both medians: what telling the members
 * costs the close, measured in the same run on the same data (vacuumed before each), in wall time,
 * the server's CPU and the close's own backend's CPU (the steadiest on a shared machine), and
 * after each close with them, what the worker's queueing of their SMS takes.
 */
import { readFileSync } from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import type { RunTotals } from "../server/commissions/compute-month";
import { closeMonth } from "../server/commissions/close-month";
import { getMemberStatement } from "../server/commissions/get-member-statement";
import { expandNotificationFanouts } from "../server/notifications/expand-notification-fanouts";
import { SYSTEM_ACTOR } from "../server/auth/actor";
import { reconcileMonth } from "../server/commissions/reconcile-month";
import { runMonth } from "../server/commissions/run-month";
import { applyMigrations } from "../server/db/migrate";
import { loadReferenceData } from "../server/reference/load-reference-data";
import { bulkLoad } from "../server/scale/bulk";
import { generateMembers } from "../server/scale/generate-members";
import { generateSales } from "../server/scale/generate-sales";
import { generateShops } from "../server/scale/generate-shops";
import { processCpu, serverCpu } from "./lib/cpu-time";
import { openScratchDatabase } from "./lib/scratch-database";

const MONTH = "2026-10-01";
const DATABASE = "bench_commissions";

type Timer = <T>(label: string, work: () => Promise<T>) => Promise<{ ms: number; value: T }>;

const load = () => os.loadavg()[0]!.toFixed(1);

async function main() {
  const { values } = parseArgs({
    options: {
      members: { type: "string", default: "1000000" },
      sales: { type: "string", default: "2000000" },
      keep: { type: "boolean", default: false },
      reuse: { type: "boolean", default: false },
      runs: { type: "string", default: "1" },
      reconcile: { type: "boolean", default: false },
      "skip-rerun": { type: "boolean", default: false },
      close: { type: "string", default: "0" },
    },
  });
  const members = Number(values.members);
  const salesCount = Number(values.sales);
  const scratch = await openScratchDatabase(DATABASE, { reuse: values.reuse, poolMax: 2 });
  const { db } = scratch;
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  try {
    await applyMigrations(db);
    const time: Timer = async (label, work) => {
      const started = performance.now();
      const value = await work();
      const ms = Math.round(performance.now() - started);
      console.log(`[bench] ${label}: ${ms} ms`);
      return { ms, value };
    };
    if (scratch.fresh) {
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
    }

    const floorQuery = () =>
      db.execute(sql`
        SELECT count(*), sum(total) FROM (
          SELECT customer_id, sum(amount_paise) AS total FROM sales
          WHERE counted_month = ${MONTH}::date AND status = 'recorded' GROUP BY customer_id) t`);
    await floorQuery(); // warm the cache
    const { rows: backend } = await db.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`);
    let postmaster: number | null = null;
    try {
      postmaster = Number(readFileSync(`/proc/${backend[0]!.pid}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
    } catch {
      // A server on another machine: wall times only.
    }
    const timeCpu = async <T>(label: string, work: () => Promise<T>) => {
      const cpuBefore = serverCpu(postmaster);
      const result = await time(label, work);
      const cpuAfter = serverCpu(postmaster);
      const cpuMs = cpuBefore === null || cpuAfter === null ? null : Math.round(cpuAfter - cpuBefore);
      if (cpuMs !== null) console.log(`[bench]   (server CPU ${cpuMs} ms)`);
      return { ...result, cpuMs };
    };

    const onStep = (label: string, ms: number) => console.log(`[bench]   ${label}: ${ms} ms (load ${load()})`);
    const measured: {
      floorMs: [number, number];
      runMs: number;
      ratio: number;
      floorCpuMs: [number | null, number | null];
      runCpuMs: number | null;
      cpuRatio: number | null;
      load: string;
      totals: RunTotals;
    }[] = [];
    const runs = Math.max(1, Number(values.runs)) + (values["skip-rerun"] ? 0 : 1);
    for (let i = 0; i < runs; i += 1) {
      const loadBefore = load();
      const before = await timeCpu(`floor: one pass summing the month's sales by buyer (load ${loadBefore})`, floorQuery);
      const run = await timeCpu(i === 0 ? "commission run" : "commission rerun (replaces the month's figures)", () =>
        runMonth({ actor: SYSTEM_ACTOR, input: { month: MONTH, trigger: "cli" }, db, onStep }),
      );
      const after = await timeCpu(`floor again (load ${load()})`, floorQuery);
      const ratio = run.ms / ((before.ms + after.ms) / 2);
      const cpuRatio =
        run.cpuMs !== null && before.cpuMs !== null && after.cpuMs !== null ? run.cpuMs / ((before.cpuMs + after.cpuMs) / 2) : null;
      console.log(`[bench] run ÷ floor: ${ratio.toFixed(1)}, server CPU ${cpuRatio?.toFixed(1) ?? "?"} (load ${loadBefore} → ${load()})`);
      measured.push({
        floorMs: [before.ms, after.ms],
        runMs: run.ms,
        ratio,
        floorCpuMs: [before.cpuMs, after.cpuMs],
        runCpuMs: run.cpuMs,
        cpuRatio,
        load: `${loadBefore}→${load()}`,
        totals: run.value.totals,
      });
    }
    clearInterval(sampler);
    // The floor at the run's work_mem (its hash table then fits in memory): for comparison only;
    // the ratio above is against the plain query at the session's defaults.
    const tunedFloor = await timeCpu(`floor with work_mem = 512MB (load ${load()})`, () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL work_mem = '512MB'`);
        await tx.execute(sql`
          SELECT count(*), sum(total) FROM (
            SELECT customer_id, sum(amount_paise) AS total FROM sales
            WHERE counted_month = ${MONTH}::date AND status = 'recorded' GROUP BY customer_id) t`);
      }),
    );
    // A statement screen derives its lines on read: member 2 (the root's left child, the fullest
    // five levels below) and one in the middle of the tree; median of 20 reads each.
    const reads: Record<string, { ms: number; lines: number }> = {};
    for (const member of [2, Math.floor(members / 4)]) {
      const times: number[] = [];
      let lines = 0;
      for (let i = 0; i < 20; i += 1) {
        const started = performance.now();
        const found = await getMemberStatement({ customerId: member, month: MONTH, db });
        times.push(performance.now() - started);
        lines = found?.lines.length ?? 0;
      }
      times.sort((a, b) => a - b);
      reads[`member ${member}`] = { ms: Number(times[10]!.toFixed(1)), lines };
      console.log(`[bench] statement of member ${member} with its ${lines} derived lines: ${times[10]!.toFixed(1)} ms (median of 20, load ${load()})`);
    }
    const reconciliation = values.reconcile
      ? (await time("reconciliation (derives every line)", () => reconcileMonth({ actor: SYSTEM_ACTOR, input: { month: MONTH }, db }))).value
      : undefined;
    // The close with and without its statement notifications, alternating so that the shared
    // machine's load falls on both alike; each close is rolled back, so every one closes the same month.
    const closes: { notify: boolean; ms: number; cpuMs: number | null; backendMs: number | null; notifications: number; sms: number }[] = [];
    class RolledBack extends Error {}
    for (let i = 0; i < Number(values.close) * 2; i += 1) {
      const notify = i % 2 === 1;
      // A rolled-back close leaves a dead version of every statement, posting and run row it
      // touched: without a vacuum each close would read more of them than the one before.
      await db.execute(sql`VACUUM ANALYZE`);
      await db
        .transaction(async (tx) => {
          // The close's own backend: its CPU leaves out the server's background work (checkpoints,
          // autovacuum) that the whole server's figure shares with whatever ran before.
          const { rows: own } = await tx.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`);
          const backendBefore = processCpu(own[0]!.pid);
          const closed = await timeCpu(`close ${notify ? "with" : "without"} the statement notifications (load ${load()})`, () =>
            closeMonth({ actor: SYSTEM_ACTOR, input: { month: MONTH }, db: tx, notifyMembers: notify }),
          );
          const backendAfter = processCpu(own[0]!.pid);
          if (notify) {
            // What the worker then does for the close's SMS (off the close): one statement per fan-out row.
            await time(`the worker queues the statements' SMS (load ${load()})`, () => expandNotificationFanouts({ db: tx }));
          }
          const { rows } = await tx.execute<{ notifications: string; sms: string }>(sql`
            SELECT (SELECT count(*) FROM notifications)::text AS notifications, (SELECT count(*) FROM notification_deliveries)::text AS sms`);
          const backendMs = backendBefore === null || backendAfter === null ? null : Math.round(backendAfter - backendBefore);
          if (backendMs !== null) console.log(`[bench]   (its backend's CPU ${backendMs} ms)`);
          closes.push({ notify, ms: closed.ms, cpuMs: closed.cpuMs, backendMs, notifications: Number(rows[0]!.notifications), sms: Number(rows[0]!.sms) });
          throw new RolledBack();
        })
        .catch((error: unknown) => {
          if (!(error instanceof RolledBack)) throw error;
        });
    }
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const middle = Math.floor(sorted.length / 2);
      return sorted.length % 2 ? sorted[middle]! : Math.round(((sorted[middle - 1]! + sorted[middle]!) / 2) * 10) / 10;
    };
    const percent = (base: number, other: number) => Number((((other - base) / base) * 100).toFixed(1));
    const closeFigures =
      closes.length === 0
        ? "not measured"
        : (() => {
            const without = closes.filter((c) => !c.notify);
            const withNotes = closes.filter((c) => c.notify);
            const told = withNotes[0]!;
            // Each pair ran back to back, so its ratio is the least disturbed by the load of the moment.
            const pairs = without.map((c, i) => {
              const w = withNotes[i]!;
              return {
                wall: percent(c.ms, w.ms),
                cpu: c.cpuMs && w.cpuMs ? percent(c.cpuMs, w.cpuMs) : null,
                backendCpu: c.backendMs && w.backendMs ? percent(c.backendMs, w.backendMs) : null,
              };
            });
            const wall = median(pairs.map((p) => p.wall));
            const medianOf = (values: (number | null)[]) => {
              const known = values.flatMap((v) => (v === null ? [] : [v]));
              return known.length ? median(known) : null;
            };
            const cpu = medianOf(pairs.map((p) => p.cpu));
            const backendCpu = medianOf(pairs.map((p) => p.backendCpu));
            console.log(
              `[bench] close: ${median(without.map((c) => c.ms))} ms without, ${median(withNotes.map((c) => c.ms))} ms with ${told.notifications.toLocaleString("en-IN")} notifications (${told.sms.toLocaleString("en-IN")} SMS rows); median of the pairs: ${wall} % wall, ${cpu ?? "?"} % server CPU, ${backendCpu ?? "?"} % the close's backend CPU`,
            );
            return {
              withoutMs: without.map((c) => c.ms),
              withMs: withNotes.map((c) => c.ms),
              withoutCpuMs: without.map((c) => c.cpuMs),
              withCpuMs: withNotes.map((c) => c.cpuMs),
              withoutBackendCpuMs: without.map((c) => c.backendMs),
              withBackendCpuMs: withNotes.map((c) => c.backendMs),
              pairs,
              notifications: told.notifications,
              smsRows: told.sms,
              slowerPercent: wall,
              slowerCpuPercent: cpu,
              slowerBackendCpuPercent: backendCpu,
            };
          })();
    const t = measured[0]!.totals;
    const summary = {
      members,
      sales: salesCount,
      runs: measured.map((m) => ({
        floorMs: m.floorMs,
        runMs: m.runMs,
        ratioToFloor: Number(m.ratio.toFixed(1)),
        serverCpuMs: { floor: m.floorCpuMs, run: m.runCpuMs, ratio: m.cpuRatio === null ? null : Number(m.cpuRatio.toFixed(1)) },
        loadAverage: m.load,
      })),
      statementReads: reads,
      floorAtRunWorkMem: { ms: tunedFloor.ms, serverCpuMs: tunedFloor.cpuMs },
      peakRssMb: Math.round(Math.max(peakRss, process.resourceUsage().maxRSS * 1024) / 1024 / 1024),
      commissionLines: t.commissionLines,
      statements: t.members,
      poolPaise: t.poolPaise,
      grossPaise: t.grossPaise,
      identical: measured.length > 1 ? measured.every((m) => JSON.stringify(m.totals) === JSON.stringify(t)) : "not rerun",
      reconciles: reconciliation ? reconciliation.ok || reconciliation.checks.filter((c) => !c.ok) : "not checked",
      close: closeFigures,
    };
    console.log(JSON.stringify({ ...summary, loadAverage: os.loadavg().map((n) => n.toFixed(1)).join(" ") }, null, 2));
  } finally {
    clearInterval(sampler);
    await scratch.close({ keep: values.keep });
  }
}

main().catch((error: unknown) => {
  console.error("[bench] failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
