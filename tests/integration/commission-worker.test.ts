import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { handleCommissionJob, monthToRun } from "../../server/jobs/commission-schedule";
import { QUEUES } from "../../server/jobs/queues";
import { startWorker } from "../../server/jobs/start-worker";
import { closeMonth } from "../../server/commissions/close-month";
import { addSale, buildTree, dropTemplate, freshWorld, qualify, statementOf, type World } from "../support/commission-factories";
import { SYSTEM_ACTOR } from "../../server/auth/actor";

let world: World | undefined;
afterAll(async () => {
  await world?.close();
  await dropTemplate();
});

describe("scheduled commission runs", () => {
  it("runs the month before, in India's time", () => {
    // 1 December 02:00 IST is 30 November 20:30 UTC: the run is for November.
    expect(monthToRun(new Date("2026-11-30T20:30:00Z"))).toBe("2026-11-01");
    // 1 January 02:00 IST: December of the year before.
    expect(monthToRun(new Date("2026-12-31T20:30:00Z"))).toBe("2026-12-01");
  });

  it("registers the 1st-of-month 02:00 Asia/Kolkata schedule and works queued runs; a closed month is skipped", { timeout: 60_000 }, async () => {
    world = await freshWorld();
    const db = world.db;
    const t = await buildTree(db, { P: "0", Q: "00" });
    await qualify(db, [t.P!], "2027-04-01");
    await addSale(db, { customerId: t.Q!, amountPaise: 200_000, interestPaise: 10_000, month: "2027-04-01" });

    const lines: string[] = [];
    const worker = await startWorker({ connectionString: world.url, db, log: (line) => lines.push(line) });
    const queue = QUEUES.commissionMonthlyRun;
    try {
      const { rows } = await db.execute<{ cron: string; timezone: string }>(sql`SELECT cron, timezone FROM pgboss.schedule WHERE name = ${queue.name}`);
      expect(rows[0]).toEqual({ cron: "0 2 1 * *", timezone: "Asia/Kolkata" });
      // Retried as before the queues moved into one registry: three times, five minutes apart.
      expect(await worker.boss.getQueue(queue.name)).toMatchObject({ retryLimit: 3, retryDelay: 300 });
      await worker.boss.send(queue.name, { month: "2027-04" });
      await expect.poll(() => statementOf(db, t.P!, "2027-04-01"), { timeout: 30_000, interval: 250 }).toMatchObject({ gross: 1_800 });
      expect(lines.join("\n")).toMatch(/commission run \d+ for 2027-04/);
    } finally {
      await worker.stop();
    }
    await closeMonth({ actor: SYSTEM_ACTOR, input: { month: "2027-04" }, db });
    expect(await handleCommissionJob(db, { month: "2027-04" })).toMatchObject({ skipped: expect.stringMatching(/closed/) });
  });
});
