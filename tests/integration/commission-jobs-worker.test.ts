import { spawn } from "node:child_process";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { INTERRUPTED_JOB_MESSAGE, STALE_AFTER_SECONDS, STALE_JOB_MESSAGE } from "../../server/commissions/commission-job";
import { getCommissionJob } from "../../server/commissions/get-commission-job";
import { getCommissionMonth } from "../../server/commissions/list-commission-months";
import { runMonth } from "../../server/commissions/run-month";
import { startCommissionJob } from "../../server/commissions/start-commission-job";
import { createDb, type Database } from "../../server/db/connect";
import { enqueue } from "../../server/jobs/enqueue";
import { QUEUES } from "../../server/jobs/queues";
import { actors, auditEntries, countRows } from "../support/admin-money-factories";
import { dropTemplate, freshWorld, seedOneSaleMonth, type World } from "../support/commission-factories";
import { holdTableLock } from "../support/hold-lock";
import { jobFinished, startTestWorker, stopTestWorkers } from "../support/job-worker";

let world: World | undefined;
afterEach(async () => {
  await stopTestWorkers();
  await world?.close();
  world = undefined;
});
afterAll(() => dropTemplate());

const JAN = "2027-01-01";
const QUEUE = QUEUES.commissionConsoleJob.name;

async function queued(db: Database): Promise<{ state: string; data: { jobId: number } }[]> {
  return (await db.execute<{ state: string; data: { jobId: number } }>(sql`SELECT state, data FROM pgboss.job WHERE name = ${QUEUE} ORDER BY created_on`)).rows;
}

/** scripts/worker.ts in a process of its own (node with tsx's loader, so a signal reaches the worker itself). */
function workerProcess(url: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "scripts/worker.ts"], {
    env: { ...process.env, DATABASE_URL: url, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe("commission jobs on the worker", { timeout: 90_000 }, () => {
  it("a start queues its job in the same transaction: rolled back, nothing is queued; committed, exactly one job with what to do", async () => {
    world = await freshWorld();
    const db = world.db;
    const { operator } = await actors(db);
    await seedOneSaleMonth(db, JAN);
    await expect(
      db.transaction(async (tx) => {
        await startCommissionJob({ actor: operator, input: { kind: "run", month: "2027-01" }, db: tx });
        expect((await tx.execute(sql`SELECT 1 FROM pgboss.job WHERE name = ${QUEUE}`)).rows).toHaveLength(1);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await queued(db)).toEqual([]);
    expect((await db.execute(sql`SELECT 1 FROM commission_jobs`)).rows).toEqual([]);

    const { job } = await startCommissionJob({ actor: operator, input: { kind: "run", month: "2027-01" }, db });
    expect(await queued(db)).toEqual([{ state: "created", data: { jobId: job.id, kind: "run", month: JAN, actor: { userId: operator.userId, roles: ["operator"] } } }]);
  });

  it("a job is worked once, even delivered twice to two workers", async () => {
    world = await freshWorld();
    const db = world.db;
    const { operator } = await actors(db);
    await seedOneSaleMonth(db, JAN);
    const lines: string[] = [];
    const { job } = await startCommissionJob({ actor: operator, input: { kind: "run", month: "2027-01" }, db });
    // A second delivery of the same console job (as a retry or a duplicate would bring).
    await enqueue(db, "commissionConsoleJob", { jobId: job.id, kind: "run", month: JAN, actor: { userId: operator.userId, roles: ["operator"] } });
    await Promise.all([startTestWorker(world, { log: (line) => lines.push(line) }), startTestWorker(world, { log: (line) => lines.push(line) })]);
    await jobFinished(db, job.id);
    await expect.poll(async () => (await queued(db)).map((j) => j.state), { timeout: 20_000, interval: 100 }).toEqual(["completed", "completed"]);
    expect(await getCommissionJob({ actor: operator, input: { id: job.id }, db })).toMatchObject({ status: "succeeded" });
    expect(await countRows(db, "commission_runs")).toBe(1);
    expect(await auditEntries(db, "commission_month.run")).toHaveLength(1);
    expect(lines.filter((line) => line.includes(`commission job ${job.id} (run 2027-01) done`))).toHaveLength(1);
    expect(lines.filter((line) => line.includes(`commission job ${job.id} skipped`))).toHaveLength(1);
  });

  it("a web instance gone after the start does not affect the job: a worker works it", async () => {
    world = await freshWorld();
    const { operator } = await actors(world.db);
    await seedOneSaleMonth(world.db, JAN);
    await runMonth({ actor: operator, input: { month: "2027-01", trigger: "operator" }, db: world.db });
    // The instance that accepted the request: its own pool, ended (restarted) once the start answered.
    const web = createDb(world.url, { max: 2 });
    const { job } = await startCommissionJob({ actor: operator, input: { kind: "close", month: "2027-01" }, db: web.db });
    await web.pool.end();
    await startTestWorker(world);
    await jobFinished(world.db, job.id);
    expect(await getCommissionJob({ actor: operator, input: { id: job.id }, db: world.db })).toMatchObject({ status: "succeeded", result: { kind: "close", approved: 2 } });
    expect(await getCommissionMonth({ actor: operator, input: { month: "2027-01" }, db: world.db })).toMatchObject({ status: "closed" });
  });

  it("a worker stopped or killed mid-close leaves the close rolled back and the job failed (interrupted, or stale); a new start then succeeds", { timeout: 240_000 }, async () => {
    world = await freshWorld();
    const db = world.db;
    const { operator } = await actors(db);
    await seedOneSaleMonth(db, JAN);
    await runMonth({ actor: operator, input: { month: "2027-01", trigger: "operator" }, db });
    const nothingClosed = async () => {
      expect(await getCommissionMonth({ actor: operator, input: { month: "2027-01" }, db })).toMatchObject({ status: "open" });
      expect(await countRows(db, "ledger_postings")).toBe(0);
      expect(await auditEntries(db, "commission_month.close")).toEqual([]);
    };
    const closeUntilPosting = async (worker: ReturnType<typeof workerProcess>) => {
      const { job } = await startCommissionJob({ actor: operator, input: { kind: "close", month: "2027-01" }, db });
      await expect.poll(async () => (await getCommissionJob({ actor: operator, input: { id: job.id }, db })).stage, { timeout: 60_000, interval: 100 }).toBe("posting");
      expect(worker.output()).toMatch(/\[worker\] working/);
      return job.id;
    };

    // SIGTERM (a deploy): the worker waits a second for the close, says it was interrupted, exits.
    let release = await holdTableLock(world.extraDb(), sql`LOCK TABLE ledger_postings IN SHARE MODE`);
    const stopped = workerProcess(world.url, { WORKER_STOP_GRACE_SECONDS: "1" });
    try {
      const id = await closeUntilPosting(stopped);
      stopped.child.kill("SIGTERM");
      expect(await stopped.exited, stopped.output()).toBe(0);
      expect(await getCommissionJob({ actor: operator, input: { id }, db })).toMatchObject({ status: "failed", error: INTERRUPTED_JOB_MESSAGE });
    } finally {
      stopped.child.kill("SIGKILL");
      await release();
    }
    await nothingClosed();

    // SIGKILL (a crash): nothing is said; the heartbeat stops, and once it is stale the job reads as failed.
    release = await holdTableLock(world.extraDb(), sql`LOCK TABLE ledger_postings IN SHARE MODE`);
    const killed = workerProcess(world.url);
    let killedId: number;
    try {
      killedId = await closeUntilPosting(killed);
      killed.child.kill("SIGKILL");
      await killed.exited;
    } finally {
      killed.child.kill("SIGKILL");
      await release();
    }
    await nothingClosed();
    expect(await getCommissionJob({ actor: operator, input: { id: killedId }, db })).toMatchObject({ status: "running" });
    // A minute passes without a heartbeat.
    await db.execute(sql`UPDATE commission_jobs SET heartbeat_at = heartbeat_at - make_interval(secs => ${STALE_AFTER_SECONDS + 1}) WHERE id = ${killedId}`);
    expect(await getCommissionJob({ actor: operator, input: { id: killedId }, db })).toMatchObject({ status: "failed", error: STALE_JOB_MESSAGE });

    await startTestWorker(world);
    const { job } = await startCommissionJob({ actor: operator, input: { kind: "close", month: "2027-01" }, db });
    await jobFinished(db, job.id);
    expect(await getCommissionJob({ actor: operator, input: { id: job.id }, db })).toMatchObject({ status: "succeeded", result: { kind: "close", approved: 2 } });
    expect(await getCommissionMonth({ actor: operator, input: { month: "2027-01" }, db })).toMatchObject({ status: "closed" });
  });
});
