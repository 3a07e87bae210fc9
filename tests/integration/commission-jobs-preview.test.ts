import { sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { checkMonthReconciliation } from "../../server/commissions/check-month-reconciliation";
import { closeMonth } from "../../server/commissions/close-month";
import { INTERRUPTED_JOB_MESSAGE, STALE_AFTER_SECONDS, STALE_JOB_MESSAGE } from "../../server/commissions/commission-job";
import { getCommissionJob, getCurrentCommissionJob } from "../../server/commissions/get-commission-job";
import { runMonth } from "../../server/commissions/run-month";
import { startCommissionJob } from "../../server/commissions/start-commission-job";
import type { Database } from "../../server/db/connect";
import { actors, countRows } from "../support/admin-money-factories";
import { addSale, dropTemplate, freshWorld, seedOneSaleMonth, statementsOf, type World } from "../support/commission-factories";
import { holdTableLock } from "../support/hold-lock";
import { jobFinished, startTestWorker, stopTestWorkers } from "../support/job-worker";
import { SYSTEM_ACTOR } from "../../server/auth/actor";

let world: World | undefined;
afterEach(async () => {
  await stopTestWorkers();
  await world?.close();
  world = undefined;
});
afterAll(() => dropTemplate());

const JAN = "2027-01-01";


/** Waits until some session waits for a lock on `table` (the job's work has reached it). */
async function waitingOn(db: Database, table: string) {
  await expect
    .poll(async () => (await db.execute(sql`SELECT 1 FROM pg_locks WHERE NOT granted AND relation = ${table}::regclass`)).rows.length, { timeout: 20_000, interval: 50 })
    .toBeGreaterThan(0);
}

/** Everything a run writes, to show that a preview or a reconciliation wrote none of it. */
async function written(db: Database) {
  const tables = ["commission_runs", "commission_months", "commission_statements", "audit_log", "ledger_postings"] as const;
  const counts = await Promise.all(tables.map((table) => countRows(db, table)));
  const months = (await db.execute(sql`SELECT month::text, status, plan_id, last_run_id FROM commission_months ORDER BY month`)).rows;
  return { counts, months, statements: await statementsOf(db, JAN) };
}

describe("commission jobs: previews and reconciliations started from the console, done by the worker", { timeout: 90_000 }, () => {
  it("a preview holds the commission lock while it works (a run is refused, from the console and from the CLI) and succeeds with exactly a direct dry run's outcome, writing nothing", async () => {
    world = await freshWorld();
    await startTestWorker(world);
    const db = world.db;
    const other = world.extraDb();
    const { operator } = await actors(db);
    const t = await seedOneSaleMonth(db, JAN);
    await runMonth({ actor: operator, input: { month: "2027-01", trigger: "operator" }, db });
    // A sale after the run: the preview's figures differ from the last run's.
    await addSale(db, { customerId: t.C!, amountPaise: 400_000, interestPaise: 20_000, month: JAN });
    const before = await written(db);

    // The preview rewrites the month's statements in its transaction: it waits here, lock in hand.
    const release = await holdTableLock(world.extraDb(), sql`LOCK TABLE commission_statements IN SHARE MODE`);
    let started: Awaited<ReturnType<typeof startCommissionJob>> | undefined;
    try {
      started = await startCommissionJob({ actor: operator, input: { kind: "preview", month: "2027-01" }, db });
      expect(started.job).toMatchObject({ kind: "preview", month: JAN, status: "running", stage: "running", result: null });
      await waitingOn(other, "commission_statements");
      await expect(startCommissionJob({ actor: operator, input: { kind: "run", month: "2027-01" }, db: other })).rejects.toMatchObject({
        code: "conflict",
        userMessage: "The console is already previewing 2027-01, started by Olga Operator. Wait for it to finish: its progress shows on the commission pages.",
      });
      await expect(startCommissionJob({ actor: operator, input: { kind: "reconcile", month: "2027-01" }, db: other })).rejects.toMatchObject({ userMessage: expect.stringMatching(/already previewing 2027-01/) });
      await expect(runMonth({ actor: SYSTEM_ACTOR, input: { month: "2027-01", trigger: "cli" }, db: other })).rejects.toThrow(/Another commission run, close or payout batch is in progress/);
      expect(await getCurrentCommissionJob({ actor: operator, input: { month: "2027-01" }, db: other })).toMatchObject({ id: started.job.id, kind: "preview", status: "running" });
    } finally {
      await release();
      if (started) await jobFinished(db, started.job.id);
    }
    const done = await getCommissionJob({ actor: operator, input: { id: started!.job.id }, db });
    expect(done).toMatchObject({ status: "succeeded", error: null, result: { kind: "preview" } });
    expect(done.finishedAt).not.toBeNull();
    expect(await written(db)).toEqual(before);

    const direct = await runMonth({ actor: operator, input: { month: "2027-01", trigger: "operator", dryRun: true }, db });
    expect(done.result).toEqual({ kind: "preview", outcome: direct });
    expect(direct).toMatchObject({ dryRun: true, runId: null, previous: { runId: expect.any(Number) } });
    expect(direct.totals.poolPaise).toBe(direct.previous!.totals.poolPaise + 20_000);
    // Written nowhere else, so the month's page keeps showing it after a reload, until the month's next job.
    expect(await getCurrentCommissionJob({ actor: operator, input: { month: "2027-01" }, db })).toMatchObject({ id: started!.job.id, kind: "preview", status: "succeeded", result: { kind: "preview" } });
    expect(await getCurrentCommissionJob({ actor: operator, db })).toMatchObject({ id: started!.job.id, kind: "preview" });
    const rerun = await startCommissionJob({ actor: operator, input: { kind: "run", month: "2027-01" }, db });
    await jobFinished(db, rerun.job.id);
    expect(await getCurrentCommissionJob({ actor: operator, input: { month: "2027-01" }, db })).toBeNull();
    expect(await getCurrentCommissionJob({ actor: operator, db })).toBeNull();
  });

  it("a refused preview fails with the engine's message and stays on the month's page until the next job; a non-operator starts nothing", async () => {
    world = await freshWorld();
    await startTestWorker(world);
    const db = world.db;
    const who = await actors(db);
    for (const actor of [who.customer, who.franchisee, undefined]) {
      await expect(startCommissionJob({ actor, input: { kind: "preview", month: "2027-01" }, db })).rejects.toThrow(/operator/);
      await expect(startCommissionJob({ actor, input: { kind: "reconcile", month: "2027-01" }, db })).rejects.toThrow(/operator/);
    }
    expect(await countRows(db, "commission_runs")).toBe(0);
    await seedOneSaleMonth(db, JAN);
    await runMonth({ actor: SYSTEM_ACTOR, input: { month: "2027-01", trigger: "cli" }, db });
    await closeMonth({ actor: who.operator, input: { month: "2027-01" }, db });

    const refused = await startCommissionJob({ actor: who.operator, input: { kind: "preview", month: "2026-12" }, db });
    await jobFinished(db, refused.job.id);
    expect(await getCommissionJob({ actor: who.operator, input: { id: refused.job.id }, db })).toMatchObject({
      kind: "preview",
      status: "failed",
      error: "2026-12 comes before 2027-01, which is closed: its sales count in the next open month.",
    });
    expect(await getCurrentCommissionJob({ actor: who.operator, input: { month: "2026-12" }, db })).toMatchObject({ id: refused.job.id, status: "failed" });
    const reconciled = await startCommissionJob({ actor: who.operator, input: { kind: "reconcile", month: "2026-12" }, db });
    await jobFinished(db, reconciled.job.id);
    // The failure gives way to the month's next job: here a reconciliation, whose report stays in view.
    expect(await getCurrentCommissionJob({ actor: who.operator, input: { month: "2026-12" }, db })).toMatchObject({ id: reconciled.job.id, kind: "reconcile", status: "succeeded" });
  });

  it("a reconciliation takes no commission lock: it starts and finishes while the CLI or a payout batch holds it, with the report a direct check gives", async () => {
    world = await freshWorld();
    await startTestWorker(world);
    const db = world.db;
    const { operator } = await actors(db);
    await seedOneSaleMonth(db, JAN);
    await runMonth({ actor: SYSTEM_ACTOR, input: { month: "2027-01", trigger: "cli" }, db });
    const release = await holdTableLock(world.extraDb(), sql`SELECT pg_advisory_xact_lock(7207001)`);
    try {
      const started = await startCommissionJob({ actor: operator, input: { kind: "reconcile", month: "2027-01" }, db });
      expect(started.job).toMatchObject({ kind: "reconcile", status: "running", stage: "reconciling", stages: [{ stage: "reconciling" }] });
      await jobFinished(db, started.job.id);
      const done = await getCommissionJob({ actor: operator, input: { id: started.job.id }, db });
      const direct = await checkMonthReconciliation({ actor: operator, input: { month: "2027-01" }, db });
      expect(direct).toMatchObject({ month: JAN, status: "open", ok: true });
      expect(done).toMatchObject({ status: "succeeded", stage: "reconciling", error: null });
      expect(done.result).toEqual({ kind: "reconcile", report: direct });
      // A preview needs the lock: refused at once, no job recorded.
      await expect(startCommissionJob({ actor: operator, input: { kind: "preview", month: "2027-01" }, db })).rejects.toThrow(/Another commission run, close or payout batch is in progress/);
    } finally {
      await release();
    }
    expect((await db.execute(sql`SELECT kind FROM commission_jobs ORDER BY id`)).rows).toEqual([{ kind: "reconcile" }]);
  });

  it("a reconciliation reads one snapshot: a change committed while it works shows in neither half of a check; a console run meanwhile is refused", async () => {
    world = await freshWorld();
    await startTestWorker(world);
    const db = world.db;
    const other = world.extraDb();
    const { operator } = await actors(db);
    const t = await seedOneSaleMonth(db, JAN);
    await runMonth({ actor: SYSTEM_ACTOR, input: { month: "2027-01", trigger: "cli" }, db });
    // The last of its queries reads the ledger: it stops there, after the lines were derived from the statements.
    const release = await holdTableLock(world.extraDb(), sql`LOCK TABLE ledger_postings IN ACCESS EXCLUSIVE MODE`);
    let started: Awaited<ReturnType<typeof startCommissionJob>> | undefined;
    try {
      started = await startCommissionJob({ actor: operator, input: { kind: "reconcile", month: "2027-01" }, db });
      await waitingOn(other, "ledger_postings");
      await expect(startCommissionJob({ actor: operator, input: { kind: "run", month: "2027-01" }, db: other })).rejects.toMatchObject({
        userMessage: expect.stringMatching(/^The console is already reconciling 2027-01, started by Olga Operator/),
      });
      // Someone's statement is rewritten meanwhile (consistently with itself: gross = TDS + net).
      await other.execute(sql`
        UPDATE commission_statements SET gross_paise = gross_paise + 100, net_paise = net_paise + 100, payable_paise = payable_paise + 100
        WHERE month = ${JAN}::date AND member_id = ${t.A!}`);
    } finally {
      await release();
      if (started) await jobFinished(db, started.job.id);
    }
    const done = await getCommissionJob({ actor: operator, input: { id: started!.job.id }, db });
    // Read statement by statement, the derived lines (before) and the sums (after) would disagree.
    expect(done).toMatchObject({ status: "succeeded", result: { kind: "reconcile", report: { ok: true } } });
    const now = await checkMonthReconciliation({ actor: operator, input: { month: "2027-01" }, db });
    expect(now.ok).toBe(false);
    expect(now.checks.filter((c) => !c.ok).map((c) => c.name)).toContain("member gross = member commission after the cap + adjustments");
  });

  it("a reconciliation started while a run swaps the month's statements waits for its commit and reports the new figures, never an empty month", async () => {
    world = await freshWorld();
    await startTestWorker(world);
    const db = world.db;
    const other = world.extraDb();
    const { operator } = await actors(db);
    const t = await seedOneSaleMonth(db, JAN);
    await runMonth({ actor: SYSTEM_ACTOR, input: { month: "2027-01", trigger: "cli" }, db });
    await addSale(db, { customerId: t.C!, amountPaise: 400_000, interestPaise: 20_000, month: JAN });
    // A CLI run again: it swaps the month's partition, then waits before its commit.
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let swapped!: () => void;
    const isSwapped = new Promise<void>((resolve) => (swapped = resolve));
    const run = runMonth({ actor: SYSTEM_ACTOR, input: { month: "2027-01", trigger: "cli" }, db: other, beforeCommit: async () => (swapped(), await committing) });
    let started: Awaited<ReturnType<typeof startCommissionJob>> | undefined;
    try {
      await isSwapped;
      started = await startCommissionJob({ actor: operator, input: { kind: "reconcile", month: "2027-01" }, db });
      await waitingOn(db, "commission_statements");
    } finally {
      commit();
      await run;
      if (started) await jobFinished(db, started.job.id);
    }
    const done = await getCommissionJob({ actor: operator, input: { id: started!.job.id }, db });
    expect(done).toMatchObject({ status: "succeeded", result: { kind: "reconcile", report: { ok: true, figures: { poolPaise: 120_000 } } } });
  });

  it("a preview or reconciliation whose process stopped reads as failed and blocks nothing; one stopped with its worker says so at once", async () => {
    world = await freshWorld();
    const worker = await startTestWorker(world, { stopGraceMs: 1_000 });
    const db = world.db;
    const { operator } = await actors(db);
    await seedOneSaleMonth(db, JAN);
    await runMonth({ actor: SYSTEM_ACTOR, input: { month: "2027-01", trigger: "cli" }, db });
    const { rows } = await db.execute<{ id: string }>(sql`
      INSERT INTO commission_jobs (kind, month, status, stage, started_by, started_at, heartbeat_at)
      VALUES ('reconcile', ${JAN}::date, 'running', 'reconciling', ${operator.userId}, now() - interval '2 minutes',
              now() - make_interval(secs => ${STALE_AFTER_SECONDS + 5}))
      RETURNING id`);
    const deadId = Number(rows[0]!.id);
    expect(await getCommissionJob({ actor: operator, input: { id: deadId }, db })).toMatchObject({ kind: "reconcile", status: "failed", error: STALE_JOB_MESSAGE });

    const release = await holdTableLock(world.extraDb(), sql`LOCK TABLE commission_statements IN SHARE MODE`);
    let started: Awaited<ReturnType<typeof startCommissionJob>> | undefined;
    try {
      started = await startCommissionJob({ actor: operator, input: { kind: "preview", month: "2027-01" }, db });
      expect((await db.execute(sql`SELECT status, error FROM commission_jobs WHERE id = ${deadId}`)).rows[0]).toEqual({ status: "failed", error: STALE_JOB_MESSAGE });
      await waitingOn(db, "commission_statements");
      // What scripts/worker.ts does on SIGTERM: waits for the job in hand (here a second), then says it was interrupted.
      await worker.stop();
      expect(await getCommissionJob({ actor: operator, input: { id: started.job.id }, db })).toMatchObject({ status: "failed", error: INTERRUPTED_JOB_MESSAGE });
    } finally {
      await release();
    }
    // Here the process lived on (scripts/worker.ts exits instead) and the preview answered: the job tells the truth (it wrote nothing either way).
    await expect.poll(async () => (await getCommissionJob({ actor: operator, input: { id: started!.job.id }, db })).status, { timeout: 20_000, interval: 100 }).toBe("succeeded");
    expect(await getCommissionJob({ actor: operator, input: { id: started!.job.id }, db })).toMatchObject({ status: "succeeded", result: { kind: "preview" } });
  });
});
