import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createNotifications } from "../../server/notifications/create-notifications";
import { markPayoutLineFailed, markPayoutLinePaid } from "../../server/payouts/mark-payout-line";
import { recordSale } from "../../server/sales/record-sale";
import { reverseSale } from "../../server/sales/reverse-sale";
import { correctWallet } from "../../server/wallet/correct-wallet";
import { topUpWallet } from "../../server/wallet/top-up-wallet";
import { createOperatorActor } from "../support/admin-factories";
import { connectTestDb } from "../support/db";
import { createUser } from "../support/factories";
import { notificationsOf, pendingPayoutLine } from "../support/notification-factories";
import { createCodedCustomer, createFundedShop } from "../support/sales-factories";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

const sale = (code: string, amountPaise: number, key = randomUUID()) => ({ customerCode: code, amountPaise, items: "Rice 10 kg", idempotencyKey: key });

describe("notifications: each event tells the right person once, in the event's transaction", () => {
  it("a sale on a customer's code: one notification for the customer with its SMS row, none for a replay or a refused sale", async () => {
    const { actor, shop } = await createFundedShop(db, { balancePaise: 10_00 });
    const customer = await createCodedCustomer(db);
    const key = randomUUID();
    const [first] = await Promise.all([recordSale({ actor, input: sale(customer.code, 100_00, key), db }), recordSale({ actor, input: sale(customer.code, 100_00, key), db })]);
    await recordSale({ actor, input: sale(customer.code, 100_00, key), db });
    // ₹1,000 at 5% needs ₹50 of interest; the wallet has ₹5 left: refused, and nobody is told.
    await expect(recordSale({ actor, input: sale(customer.code, 1_000_00), db })).rejects.toMatchObject({ code: "insufficient_balance" });
    const told = await notificationsOf(db, customer.userId);
    expect(told).toEqual([
      expect.objectContaining({ kind: "sale_recorded", eventKey: `sale:${first!.saleId}`, link: "/purchase", locale: "en", sms: 1, params: { saleId: first!.saleId, shopName: shop.name, amountPaise: 100_00, items: "Rice 10 kg" } }),
    ]);
    expect(await notificationsOf(db, actor.userId)).toEqual([]);
  });

  it("is written in the person's language and keeps their SMS choice for an optional kind", async () => {
    const { actor } = await createFundedShop(db);
    const customer = await createCodedCustomer(db);
    await db.execute(sql`UPDATE "user" SET locale = 'mr' WHERE id = ${customer.userId}`);
    await db.execute(sql`INSERT INTO notification_preferences (user_id, kind, sms) VALUES (${customer.userId}, 'sale_recorded', false)`);
    await recordSale({ actor, input: sale(customer.code, 100_00), db });
    expect(await notificationsOf(db, customer.userId)).toEqual([expect.objectContaining({ kind: "sale_recorded", locale: "mr", sms: 0 })]);
  });

  it("a reversal tells the customer and the shop owner once each", async () => {
    const operator = await createOperatorActor(db);
    const { actor } = await createFundedShop(db);
    const customer = await createCodedCustomer(db);
    const { saleId } = await recordSale({ actor, input: sale(customer.code, 200_00), db });
    await reverseSale({ actor: operator, input: { saleId, reason: "Typed on the wrong code" }, db });
    await expect(reverseSale({ actor: operator, input: { saleId, reason: "again" }, db })).rejects.toMatchObject({ code: "conflict" });
    expect((await notificationsOf(db, customer.userId)).map((n) => n.kind)).toEqual(["sale_recorded", "sale_reversed"]);
    expect(await notificationsOf(db, actor.userId)).toEqual([
      expect.objectContaining({ kind: "shop_sale_reversed", eventKey: `sale_reversal:${saleId}`, sms: 1, params: expect.objectContaining({ saleId, interestPaise: 10_00, reason: "Typed on the wrong code" }) }),
    ]);
  });

  it("a payout line paid tells the member with its UTR; a failed one with its reason; never twice", async () => {
    const operator = await createOperatorActor(db);
    const paid = await pendingPayoutLine(db);
    const failed = await pendingPayoutLine(db);
    await markPayoutLinePaid({ actor: operator, input: { lineId: paid.lineId, utr: `UTR${Date.now()}` }, db });
    await expect(markPayoutLinePaid({ actor: operator, input: { lineId: paid.lineId, utr: `UTR${Date.now() + 7}` }, db })).rejects.toMatchObject({ code: "conflict" });
    await markPayoutLineFailed({ actor: operator, input: { lineId: failed.lineId, reason: "Account closed" }, db });
    const [paidNote, ...paidRest] = await notificationsOf(db, paid.userId);
    expect(paidRest).toEqual([]);
    expect(paidNote).toMatchObject({ kind: "payout_paid", eventKey: `payout_line:${paid.lineId}`, link: "/commisions", sms: 1, params: { amountPaise: 1_800_00, accountLast4: "4321" } });
    expect(String(paidNote!.params.utr)).toMatch(/^UTR\d+$/);
    expect(await notificationsOf(db, failed.userId)).toEqual([expect.objectContaining({ kind: "payout_failed", sms: 1, params: expect.objectContaining({ reason: "Account closed", utr: null }) })]);
  });

  it("a wallet top-up and a correction tell the shop owner; a resubmitted top-up does not tell twice", async () => {
    const operator = await createOperatorActor(db);
    const { shop, owner } = await createFundedShop(db, { balancePaise: 0 });
    const key = randomUUID();
    const topUp = () => topUpWallet({ actor: operator, input: { shopId: shop.id, amountPaise: 5_000_00, method: "neft", reference: "UTR42", idempotencyKey: key }, db });
    await topUp();
    expect(await topUp()).toMatchObject({ duplicate: true });
    await correctWallet({ actor: operator, input: { shopId: shop.id, direction: "debit", amountPaise: 100_00, reason: "Typed twice", correctsPostingId: null, idempotencyKey: randomUUID() }, db });
    // A debit past the balance is refused, and nobody is told.
    await expect(correctWallet({ actor: operator, input: { shopId: shop.id, direction: "debit", amountPaise: 1_000_000_00, reason: "Too much", correctsPostingId: null, idempotencyKey: randomUUID() }, db })).rejects.toMatchObject({ code: "insufficient_balance" });
    expect(await notificationsOf(db, owner.id)).toEqual([
      expect.objectContaining({ kind: "wallet_topped_up", link: "/franchisee-transactions", sms: 1, params: { amountPaise: 5_000_00, balancePaise: 5_000_00, method: "neft" } }),
      expect.objectContaining({ kind: "wallet_corrected", sms: 1, params: { amountPaise: 100_00, balancePaise: 4_900_00, direction: "debit", reason: "Typed twice" } }),
    ]);
  });

  it("a rolled-back event leaves no notification; a money kind's SMS cannot be turned off", async () => {
    const person = await createUser(db);
    await db.execute(sql`INSERT INTO notification_preferences (user_id, kind, sms) VALUES (${person.id}, 'payout_paid', false)`);
    const rows = (eventKey: string) => [{ userId: person.id, kind: "payout_paid" as const, eventKey, params: { amountPaise: 100 }, link: "/commissions" }];
    await expect(db.transaction(async (tx) => {
      await createNotifications(tx, { rows: rows("rolled-back") });
      throw new Error("the event failed");
    })).rejects.toThrow("the event failed");
    expect(await notificationsOf(db, person.id)).toEqual([]);
    // Many recipients in one statement; the same event again is not written again.
    expect(await createNotifications(db, { rows: [...rows("e1"), ...rows("e2")] })).toBe(2);
    expect(await createNotifications(db, { rows: rows("e1") })).toBe(0);
    expect((await notificationsOf(db, person.id)).map((n) => [n.eventKey, n.sms]).sort()).toEqual([["e1", 1], ["e2", 1]]);
  });
});
