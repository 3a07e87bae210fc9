import { sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { INTERRUPTED_JOB_MESSAGE, STALE_AFTER_SECONDS, STALE_JOB_MESSAGE } from "../../server/commissions/commission-job";
import { getCommissionJob, getCurrentCommissionJob } from "../../server/commissions/get-commission-job";
import { getCommissionMonth } from "../../server/commissions/list-commission-months";
import { runMonth } from "../../server/commissions/run-month";
import { startCommissionJob } from "../../server/commissions/start-commission-job";
import type { Database } from "../../server/db/connect";
import { GENERIC_USER_MESSAGE } from "../../server/errors";
import { actors, auditEntries, countRows } from "../support/admin-money-factories";
import { dropTemplate, freshWorld, seedOneSaleMonth, type World } from "../support/commission-factories";
import { holdTableLock } from "../support/hold-lock";
import { jobFinished, startTestWorker, stopTestWorkers } from "../support/job-worker";
import { takeCommissionLock } from "../../server/commissions/commission-lock";

let world: World | undefined;
afterEach(async () => {
  await stopTestWorkers();
  await world?.close();
  world = undefined;
});
afterAll(() => dropTemplate());

const JAN = "2027-01-01";
const seedMonth = (db: Database) => seedOneSaleMonth(db, JAN);


describe("commission jobs: runs and closes started from the console, done by the worker", { timeout: 90_000 }, () => {
  it("refuses non-operators before recording anything", async () => {
    world = await freshWorld();
    const db = world.db;
    const who = await actors(db);
    for (const actor of [who.customer, who.franchisee, undefined]) {
      await expect(startCommissionJob({ actor, input: { kind: "run", month: "2027-01" }, db })).rejects.toThrow(/operator/);
      await expect(startCommissionJob({ actor, input: { kind: "close", month: "2027-01" }, db })).rejects.toThrow(/operator/);
      await expect(getCommissionJob({ actor, input: { id: 1 }, db })).rejects.toThrow(/operator/);
      await expect(getCurrentCommissionJob({ actor, db })).rejects.toThrow(/operator/);
    }
    expect((await db.execute(sql`SELECT 1 FROM commission_jobs`)).rows).toEqual([]);
  });

  it("a run answers at once with a running job, goes on in the background with its heartbeat, and succeeds with the run's figures and its audit entry", async () => {
    world = await freshWorld();
    const db = world.db;
    const { operator } = await actors(db);
    await seedMonth(db);
    // The run's statements cannot be written while this lock is held: the work waits, the start must not.
    const release = await holdTableLock(world.extraDb(), sql`LOCK TABLE commission_statements IN SHARE MODE`);
    await startTestWorker(world, { heartbeatMs: 50 });
    let id: number | undefined;
    try {
      const started = await startCommissionJob({ actor: operator, input: { kind: "run", month: "2027-01" }, db });
      id = started.job.id;
      expect(started.job).toMatchObject({ kind: "run", month: JAN, status: "running", stage: "running", startedByName: "Olga Operator", result: null, error: null });
      await expect.poll(() => claimedAt(db, started.job.id), { timeout: 10_000, interval: 50 }).not.toBeNull();
      const beatBefore = await heartbeatOf(db, started.job.id);
      await expect.poll(() => heartbeatOf(db, started.job.id), { timeout: 5_000, interval: 50 }).toBeGreaterThan(beatBefore);
      // Any page (any instance) sees it running; nothing is written yet.
      expect(await getCurrentCommissionJob({ actor: operator, db: world.extraDb() })).toMatchObject({ id: started.job.id, status: "running" });
      expect(await countRows(db, "commission_runs")).toBe(0);
    } finally {
      await release();
    }
    await jobFinished(db, id!);
    const [job] = (await db.execute<{ id: string }>(sql`SELECT id FROM commission_jobs`)).rows;
    const done = await getCommissionJob({ actor: operator, input: { id: Number(job!.id) }, db });
    expect(done).toMatchObject({ status: "succeeded", error: null, result: { kind: "run", outcome: { month: JAN, dryRun: false, totals: { grossPaise: 33_000, members: 2 } } } });
    expect(done.finishedAt).not.toBeNull();
    expect(done.elapsedMs).toBeGreaterThan(0);
    const runId = done.result?.kind === "run" ? done.result.outcome.runId : null;
    expect(await getCommissionMonth({ actor: operator, input: { month: "2027-01" }, db })).toMatchObject({ status: "open", lastRunId: runId });
    const [audit] = await auditEntries(db, "commission_month.run");
    expect(audit).toMatchObject({ actor: operator.userId, entityId: "2027-01", after: { runId, trigger: "operator" } });
    // A finished run is shown as the page's figures, not as a job.
    expect(await getCurrentCommissionJob({ actor: operator, input: { month: "2027-01" }, db })).toBeNull();
  });

  it("a close records each stage as it begins; a second start meanwhile, from this instance or another, is refused; it succeeds with the counts", async () => {
    world = await freshWorld();
    await startTestWorker(world);
    const db = world.db;
    const other = world.extraDb();
    const { operator } = await actors(db);
    await seedMonth(db);
    await runMonth({ actor: operator, input: { month: "2027-01", trigger: "operator" }, db });
    // Reads go on; the ledger credit cannot be written: the close stops at "posting the ledger".
    const release = await holdTableLock(world.extraDb(), sql`LOCK TABLE ledger_postings IN SHARE MODE`);
    let started: Awaited<ReturnType<typeof startCommissionJob>> | undefined;
    try {
      started = await startCommissionJob({ actor: operator, input: { kind: "close", month: "2027-01" }, db });
      const id = started.job.id;
      await expect.poll(async () => (await getCommissionJob({ actor: operator, input: { id }, db: other })).stage, { timeout: 20_000, interval: 100 }).toBe("posting");
      const job = await getCommissionJob({ actor: operator, input: { id }, db: other });
      expect(job.status).toBe("running");
      expect(job.stages.map((s) => s.stage)).toEqual(["running", "reconciling", "approving", "posting"]);
      for (const [i, s] of job.stages.entries()) if (i > 0) expect(Date.parse(s.at)).toBeGreaterThanOrEqual(Date.parse(job.stages[i - 1]!.at));

      await expect(startCommissionJob({ actor: operator, input: { kind: "close", month: "2027-01" }, db })).rejects.toMatchObject({
        code: "conflict",
        userMessage: "The console is already closing 2027-01, started by Olga Operator. Wait for it to finish: its progress shows on the commission pages.",
      });
      await expect(startCommissionJob({ actor: operator, input: { kind: "run", month: "2027-02" }, db: other })).rejects.toMatchObject({ userMessage: expect.stringMatching(/already closing 2027-01/) });
      expect(Number((await db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM commission_jobs`)).rows[0]!.n)).toBe(1);
      // Nothing of the close is visible before it commits. (Statements cannot even be read now: the
      // close's run swapped the month's partition, which locks commission_statements until the commit.)
      expect((await other.execute(sql`SELECT status FROM commission_months WHERE month = ${JAN}::date`)).rows).toEqual([{ status: "open" }]);
      expect(await countRows(other, "ledger_postings")).toBe(0);
    } finally {
      await release();
      if (started) await jobFinished(db, started.job.id);
    }
    const done = await getCommissionJob({ actor: operator, input: { id: started!.job.id }, db });
    expect(done).toMatchObject({ status: "succeeded", stage: "checking", result: { kind: "close", month: JAN, approved: 2, held: 0, balanced: true } });
    expect(done.stages.map((s) => s.stage).slice(-1)).toEqual(["checking"]);
    expect(await getCommissionMonth({ actor: operator, input: { month: "2027-01" }, db })).toMatchObject({ status: "closed", members: { approved: 2 } });
    expect(await auditEntries(db, "commission_month.close")).toEqual([expect.objectContaining({ actor: operator.userId, entityId: "2027-01", after: expect.objectContaining({ status: "closed", approved: 2 }) })]);
  });

  it("a refused close fails with the engine's message and writes nothing; an unexpected error fails with the generic message, never its details", async () => {
    world = await freshWorld();
    await startTestWorker(world);
    const db = world.db;
    const { operator } = await actors(db);
    await seedMonth(db);

    const refused = await startCommissionJob({ actor: operator, input: { kind: "close", month: "2027-01" }, db });
    await jobFinished(db, refused.job.id);
    expect(await getCommissionJob({ actor: operator, input: { id: refused.job.id }, db })).toMatchObject({ status: "failed", error: "Run 2027-01 before closing it.", result: null });
    // A failure stays on the month's page, with its message, until the month is run or closed.
    expect(await getCurrentCommissionJob({ actor: operator, input: { month: "2027-01" }, db })).toMatchObject({ id: refused.job.id, status: "failed" });
    expect(await getCurrentCommissionJob({ actor: operator, input: { month: "2027-02" }, db })).toBeNull();
    expect([await countRows(db, "commission_months"), await countRows(db, "audit_log")]).toEqual([0, 0]);

    await db.execute(sql.raw(`
      CREATE FUNCTION test_fail_runs() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'internal detail: disk quota on tablespace x'; END $$;
      CREATE TRIGGER test_fail_runs BEFORE UPDATE ON commission_runs FOR EACH ROW EXECUTE FUNCTION test_fail_runs();`));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const broken = await startCommissionJob({ actor: operator, input: { kind: "run", month: "2027-01" }, db });
      await jobFinished(db, broken.job.id);
      const job = await getCommissionJob({ actor: operator, input: { id: broken.job.id }, db });
      expect(job).toMatchObject({ status: "failed", error: GENERIC_USER_MESSAGE });
      expect(JSON.stringify(job)).not.toMatch(/disk quota/);
      expect(logged.mock.calls.flat().map(String).join(" ")).toMatch(/job \d+ \(run 2027-01\) failed/);
    } finally {
      logged.mockRestore();
    }
    expect(await countRows(db, "commission_statements")).toBe(0);

    // Fixed, the month runs and the failure leaves the page.
    await db.execute(sql`DROP TRIGGER test_fail_runs ON commission_runs`);
    const retried = await startCommissionJob({ actor: operator, input: { kind: "run", month: "2027-01" }, db });
    await jobFinished(db, retried.job.id);
    expect(await getCommissionJob({ actor: operator, input: { id: retried.job.id }, db })).toMatchObject({ status: "succeeded" });
    expect(await getCurrentCommissionJob({ actor: operator, input: { month: "2027-01" }, db })).toBeNull();
  });

  it("a job whose process died (heartbeat gone stale) reads as failed, never running forever, and can be started again", async () => {
    world = await freshWorld();
    await startTestWorker(world);
    const db = world.db;
    const { operator } = await actors(db);
    await seedMonth(db);
    await runMonth({ actor: operator, input: { month: "2027-01", trigger: "operator" }, db });
    // What a killed instance leaves: its transaction rolled back by PostgreSQL, its job row "running"
    // with the last heartbeat it wrote, at the stage it had reached.
    const { rows } = await db.execute<{ id: string }>(sql`
      INSERT INTO commission_jobs (kind, month, status, stage, started_by, started_at, heartbeat_at)
      VALUES ('close', ${JAN}::date, 'running', 'posting', ${operator.userId}, now() - interval '3 minutes',
              now() - make_interval(secs => ${STALE_AFTER_SECONDS + 5}))
      RETURNING id`);
    const deadId = Number(rows[0]!.id);
    const dead = await getCommissionJob({ actor: operator, input: { id: deadId }, db });
    expect(dead).toMatchObject({ status: "failed", stage: "posting", error: STALE_JOB_MESSAGE });
    expect(dead.finishedAt).not.toBeNull();
    expect(await getCurrentCommissionJob({ actor: operator, db })).toMatchObject({ id: deadId, status: "failed" });
    expect(await getCurrentCommissionJob({ actor: operator, input: { month: "2027-01" }, db })).toMatchObject({ id: deadId, status: "failed" });

    // If that process were in fact still at work, it would hold the commission lock: the retry is refused, nothing starts twice.
    const release = await holdTableLock(world.extraDb(), sql`SELECT pg_advisory_xact_lock(7207001)`);
    try {
      await expect(startCommissionJob({ actor: operator, input: { kind: "close", month: "2027-01" }, db })).rejects.toThrow(/Another commission run, close or payout batch is in progress/);
    } finally {
      await release();
    }

    const retry = await startCommissionJob({ actor: operator, input: { kind: "close", month: "2027-01" }, db });
    await jobFinished(db, retry.job.id);
    expect(await getCommissionJob({ actor: operator, input: { id: retry.job.id }, db })).toMatchObject({ status: "succeeded", result: { kind: "close", approved: 2 } });
    // The dead job is recorded as failed, not left running.
    expect((await db.execute<{ status: string; error: string }>(sql`SELECT status, error FROM commission_jobs WHERE id = ${deadId}`)).rows[0]).toEqual({ status: "failed", error: STALE_JOB_MESSAGE });
    expect(await getCommissionMonth({ actor: operator, input: { month: "2027-01" }, db })).toMatchObject({ status: "closed" });
  });

  it("a start while the CLI, the schedule or a payout batch holds the commission lock is refused at once, recording no job", async () => {
    world = await freshWorld();
    const db = world.db;
    const { operator } = await actors(db);
    await seedMonth(db);
    const holder = world.extraDb();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const lockTaken = new Promise<void>((resolve) => (taken = resolve));
    const cli = holder.transaction(async (tx) => {
      await takeCommissionLock(tx);
      taken();
      await released;
    });
    await lockTaken;
    try {
      await expect(startCommissionJob({ actor: operator, input: { kind: "run", month: "2027-01" }, db })).rejects.toThrow(/Another commission run, close or payout batch is in progress/);
    } finally {
      release();
      await cli;
    }
    expect((await db.execute(sql`SELECT 1 FROM commission_jobs`)).rows).toEqual([]);
  });

  it("a job whose worker stops says so at once (the work's transaction dies with it), while work that commits keeps its success", async () => {
    world = await freshWorld();
    const db = world.db;
    const { operator } = await actors(db);
    await seedMonth(db);
    const worker = await startTestWorker(world, { stopGraceMs: 1_000 });
    const release = await holdTableLock(world.extraDb(), sql`LOCK TABLE commission_statements IN SHARE MODE`);
    let id: number | undefined;
    try {
      const started = await startCommissionJob({ actor: operator, input: { kind: "run", month: "2027-01" }, db });
      id = started.job.id;
      await expect.poll(() => claimedAt(db, started.job.id), { timeout: 10_000, interval: 50 }).not.toBeNull();
      // What scripts/worker.ts does on SIGTERM: waits for the job in hand (here a second), then says it was interrupted.
      await worker.stop();
      expect(await getCommissionJob({ actor: operator, input: { id: started.job.id }, db })).toMatchObject({ status: "failed", error: INTERRUPTED_JOB_MESSAGE });
    } finally {
      await release();
    }
    // Here the process lived on (scripts/worker.ts exits instead) and the run committed: the job tells the truth.
    await expect.poll(async () => (await db.execute<{ status: string }>(sql`SELECT status FROM commission_jobs WHERE id = ${id!}`)).rows[0]!.status, { timeout: 20_000, interval: 100 }).toBe("succeeded");
  });
});

async function heartbeatOf(db: Database, id: number): Promise<number> {
  const { rows } = await db.execute<{ ms: string }>(sql`SELECT extract(epoch FROM heartbeat_at) * 1000 AS ms FROM commission_jobs WHERE id = ${id}`);
  return Number(rows[0]!.ms);
}

async function claimedAt(db: Database, id: number): Promise<string | null> {
  const { rows } = await db.execute<{ claimed_at: string | null }>(sql`SELECT claimed_at FROM commission_jobs WHERE id = ${id}`);
  return rows[0]?.claimed_at ?? null;
}
