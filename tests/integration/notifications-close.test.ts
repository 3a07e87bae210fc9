import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../server/auth/actor";
import { closeMonth } from "../../server/commissions/close-month";
import { runMonth } from "../../server/commissions/run-month";
import { expandNotificationFanouts } from "../../server/notifications/expand-notification-fanouts";
import { createPayoutBatch } from "../../server/payouts/create-payout-batch";
import { addSale, buildTree, completeKyc, dropTemplate, freshWorld, qualify, type World } from "../support/commission-factories";
import { notificationsOf } from "../support/notification-factories";

let world: World | undefined;
afterAll(async () => {
  await world?.close();
  await dropTemplate();
});

const userOf = async (db: World["db"], customerId: number) =>
  (await db.execute<{ user_id: string }>(sql`SELECT user_id FROM customers WHERE id = ${customerId}`)).rows[0]!.user_id;

describe("notifications at the month's close and the payout batch", () => {
  it("the close tells each member their statement once (gross, TDS, net, status); a refused close tells nobody; the batch tells those held for KYC", async () => {
    world = await freshWorld();
    const db = world.db;
    const t = await buildTree(db, { K: "0", N: "1", K1: "00", N1: "10" }, { withPan: ["K", "N"] });
    await completeKyc(db, t.K!); // N has a PAN but no bank details: held for KYC.
    const M = "2027-01-01";
    await qualify(db, [t.K!, t.N!], M);
    await addSale(db, { customerId: t.K1!, amountPaise: 2_000_000, interestPaise: 100_000, month: M });
    await addSale(db, { customerId: t.N1!, amountPaise: 2_000_000, interestPaise: 100_000, month: M });
    await runMonth({ actor: SYSTEM_ACTOR, input: { month: M, trigger: "cli" }, db });

    // A close that fails after the approving statement rolls its notifications back.
    await expect(closeMonth({ actor: SYSTEM_ACTOR, input: { month: M }, db, beforeCommit: async () => { throw new Error("the close failed"); } })).rejects.toThrow("the close failed");
    const [k, n] = [await userOf(db, t.K!), await userOf(db, t.N!)];
    expect(await notificationsOf(db, k)).toEqual([]);

    expect((await db.execute(sql`SELECT 1 FROM notification_fanouts`)).rows).toEqual([]);

    await closeMonth({ actor: SYSTEM_ACTOR, input: { month: M }, db });
    await expect(closeMonth({ actor: SYSTEM_ACTOR, input: { month: M }, db })).rejects.toThrow(/already closed/);
    // The close writes the notifications; their SMS rows are queued by the worker from one fan-out row, once.
    expect((await notificationsOf(db, k)).map((x) => x.sms)).toEqual([0]);
    expect(await expandNotificationFanouts({ db })).toBe(2);
    expect(await expandNotificationFanouts({ db })).toBe(0);
    expect(await notificationsOf(db, k)).toEqual([
      expect.objectContaining({ kind: "statement_ready", eventKey: "statement:2027-01", link: "/commisions", sms: 1, params: expect.objectContaining({ month: "2027-01", grossPaise: 18_000, tdsPaise: 0, netPaise: 18_000, status: "approved", holdReason: null }) }),
    ]);
    expect(await notificationsOf(db, n)).toEqual([expect.objectContaining({ kind: "statement_ready", params: expect.objectContaining({ status: "held", holdReason: "kyc_incomplete" }) })]);
    const { rows } = await db.execute<{ statements: string; told: string }>(sql`
      SELECT (SELECT count(*) FROM commission_statements WHERE month = ${M}::date)::text AS statements,
             (SELECT count(*) FROM notifications WHERE kind = 'statement_ready')::text AS told`);
    expect(rows[0]).toEqual({ statements: rows[0]!.told, told: rows[0]!.told });

    // The batch pays K; N is left out for missing KYC and told what waits, once per batch.
    const batch = await createPayoutBatch({ actor: SYSTEM_ACTOR, db });
    expect(await notificationsOf(db, n)).toEqual([
      expect.objectContaining({ kind: "statement_ready" }),
      expect.objectContaining({ kind: "kyc_hold", eventKey: `kyc_hold:batch:${batch.batchId}`, link: "/kyc", sms: 1, params: { amountPaise: 18_000, month: "2027-01" } }),
    ]);
    expect((await notificationsOf(db, k)).map((x) => x.kind)).toEqual(["statement_ready"]);
  });
});
