/**
 * A close, a preview and a plan simulation of a month already run must not lock the commission
 * statements against readers: the customers' commission pages and dashboards and the console read
 * them, and at a million members a close keeps its transaction open for minutes. (Swapping the
 * month's partition detaches and drops the old one, which takes an ACCESS EXCLUSIVE lock on
 * commission_statements until the transaction ends.)
 */
import { sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { closeMonth } from "../../server/commissions/close-month";
import { runMonth, runMonthInTransaction } from "../../server/commissions/run-month";
import { simulatePlan } from "../../server/commissions/simulate-plan";
import type { Database, Executor } from "../../server/db/connect";
import { actors } from "../support/admin-money-factories";
import { dropTemplate, freshWorld, seedOneSaleMonth, type World } from "../support/commission-factories";

let world: World | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});
afterAll(() => dropTemplate());

const JAN = "2027-01-01";

async function seedRunMonth(db: Database, actor: Awaited<ReturnType<typeof actors>>["operator"]) {
  await seedOneSaleMonth(db, JAN);
  await runMonth({ actor, input: { month: JAN, trigger: "operator" }, db });
}

/** The locks this transaction holds on commission_statements. */
async function statementLocks(tx: Executor): Promise<string[]> {
  const { rows } = await tx.execute<{ mode: string }>(sql`
    SELECT mode FROM pg_locks WHERE locktype = 'relation' AND relation = 'commission_statements'::regclass AND pid = pg_backend_pid()`);
  return rows.map((r) => r.mode);
}

/** A reader on another connection that gives up after a second instead of waiting for a lock. */
function impatientReader(world: World) {
  const reader = world.extraDb(1);
  return () =>
    reader.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL lock_timeout = '1s'`);
      const { rows } = await tx.execute<{ n: string }>(sql`SELECT count(*) AS n FROM commission_statements WHERE month = ${JAN}::date`);
      return Number(rows[0]!.n);
    });
}

describe("commission statements stay readable", () => {
  it("while a month is being closed: a reader on another connection gets the statements at once", async () => {
    world = await freshWorld();
    const db = world.db;
    const { operator } = await actors(db);
    await seedRunMonth(db, operator);
    const read = impatientReader(world);
    let duringClose: { locks: string[]; read: number | string } | undefined;
    await closeMonth({
      actor: operator,
      input: { month: JAN },
      db,
      beforeCommit: async (tx) => {
        duringClose = { locks: await statementLocks(tx), read: await read().catch((error: unknown) => String(error)) };
      },
    });
    expect(duringClose!.locks).not.toContain("AccessExclusiveLock");
    expect(duringClose!.read).toBe(2);
    const { rows } = await db.execute<{ status: string }>(sql`SELECT status FROM commission_statements WHERE month = ${JAN}::date AND gross_paise > 0 ORDER BY member_id`);
    expect(rows.map((r) => r.status)).toEqual(["approved", "approved"]);
  });

  it("while a preview or a plan simulation runs (both rolled back)", async () => {
    world = await freshWorld();
    const db = world.db;
    const { operator } = await actors(db);
    await seedRunMonth(db, operator);
    const locksDuringPreview = await db
      .transaction(async (tx) => {
        await runMonthInTransaction({ actor: operator, input: { month: JAN, trigger: "operator", dryRun: true }, db: tx });
        throw new Locks(await statementLocks(tx));
      })
      .catch((error: unknown) => (error instanceof Locks ? error.locks : Promise.reject(error)));
    expect(locksDuringPreview).not.toContain("AccessExclusiveLock");
    // A regular run of an open month still swaps its partition (the fastest way to write a month).
    const locksDuringRun = await db
      .transaction(async (tx) => {
        await runMonthInTransaction({ actor: operator, input: { month: JAN, trigger: "operator" }, db: tx });
        throw new Locks(await statementLocks(tx));
      })
      .catch((error: unknown) => (error instanceof Locks ? error.locks : Promise.reject(error)));
    expect(locksDuringRun).toContain("AccessExclusiveLock");
    const { rows: plans } = await db.execute<{ id: number }>(sql`SELECT id FROM commission_plans ORDER BY id LIMIT 1`);
    const simulated = await simulatePlan({ actor: operator, input: { month: JAN, planId: Number(plans[0]!.id) }, db });
    expect(simulated.simulated.members).toBe(simulated.current.members);
    expect(await impatientReader(world)()).toBe(2);
  });
});

class Locks extends Error {
  constructor(readonly locks: string[]) {
    super("locks read");
  }
}
