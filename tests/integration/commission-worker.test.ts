import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  COMMISSION_RUN_CRON,
  COMMISSION_RUN_QUEUE,
  handleCommissionJob,
  monthToRun,
  startCommissionWorker,
} from "../../server/jobs/commission-schedule";
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
    const worker = await startCommissionWorker({ connectionString: world.url, db, log: (line) => lines.push(line) });
    try {
      const { rows } = await db.execute<{ cron: string; timezone: string }>(
        sql`SELECT cron, timezone FROM pgboss.schedule WHERE name = ${COMMISSION_RUN_QUEUE}`,
      );
      expect(rows[0]).toEqual({ cron: COMMISSION_RUN_CRON, timezone: "Asia/Kolkata" });
      await worker.boss.send(COMMISSION_RUN_QUEUE, { month: "2027-04" });
      await expect.poll(() => statementOf(db, t.P!, "2027-04-01"), { timeout: 30_000, interval: 250 }).toMatchObject({ gross: 1_800 });
      expect(lines.join("\n")).toMatch(/commission run \d+ for 2027-04/);
    } finally {
      await worker.stop();
    }
    await closeMonth({ month: "2027-04", actor: SYSTEM_ACTOR, db });
    expect(await handleCommissionJob(db, { month: "2027-04" })).toMatchObject({ skipped: expect.stringMatching(/closed/) });
  });
});
