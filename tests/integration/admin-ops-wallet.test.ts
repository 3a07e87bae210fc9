import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { correctionSchema, topUpSchema } from "../../lib/validation/admin-wallet";
import type { Actor } from "../../server/auth/actor";
import { ledgerPostings } from "../../server/db/schema";
import { recordSale } from "../../server/sales/record-sale";
import { correctWallet } from "../../server/wallet/correct-wallet";
import { listWalletLedger } from "../../server/wallet/list-wallet-ledger";
import { topUpWallet } from "../../server/wallet/top-up-wallet";
import { auditEntries, createNonOperatorActors, createOperatorActor, failure } from "../support/admin-ops-factories";
import { connectTestDb } from "../support/db";
import { createCodedCustomer, createFundedShop, walletState } from "../support/sales-factories";

const { db, pool } = connectTestDb();
let operator: Actor;
beforeAll(async () => {
  operator = await createOperatorActor(db);
});
afterAll(() => pool.end());

const topUp = (shopId: number, amountPaise: number, actor: Actor = operator) =>
  topUpWallet({ actor, input: { shopId, amountPaise, method: "neft", reference: "UTR42", idempotencyKey: randomUUID() }, db });
const correct = (shopId: number, direction: "credit" | "debit", amountPaise: number, extra: { correctsPostingId?: number | null; actor?: Actor; key?: string } = {}) =>
  correctWallet({ actor: extra.actor ?? operator, input: { shopId, direction, amountPaise, reason: "Top-up typed with an extra zero", correctsPostingId: extra.correctsPostingId ?? null, idempotencyKey: extra.key ?? randomUUID() }, db });

describe("operator: wallet top-ups and corrections", () => {
  it("a top-up credits the wallet against company cash and leaves an audit entry (recordAudit)", async () => {
    const { shop, walletId } = await createFundedShop(db, { balancePaise: 0 });
    const result = await topUp(shop.id, 5_000_00);
    expect(result).toMatchObject({ balancePaise: 5_000_00, duplicate: false });
    expect(await walletState(db, walletId)).toEqual({ cached: 5_000_00, summed: 5_000_00 });
    const [entry] = await auditEntries(db, "shop", shop.id);
    expect(entry).toMatchObject({ action: "wallet.top_up", actorUserId: operator.userId, before: { balancePaise: 0 } });
    expect(entry!.after).toMatchObject({ balancePaise: 5_000_00, amountPaise: 5_000_00, postingId: result.postingId, method: "neft", reference: "UTR42" });
  });

  it("the form: rupees to paise, a reference for everything but cash, and the amount's messages", () => {
    expect(topUpSchema.parse({ amount: "2,500.50", method: "upi", reference: "UPI123", idempotency_key: "k-12345678" }).amount).toBe(2_500_50);
    expect(topUpSchema.safeParse({ amount: "500", method: "cash", reference: "", idempotency_key: "k-12345678" }).success).toBe(true);
    const messages = (input: Record<string, unknown>) => Object.fromEntries(topUpSchema.safeParse({ idempotency_key: "k-12345678", ...input }).error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages({ amount: "abc", method: "upi", reference: "x" })).toEqual({ amount: "Please enter an amount in rupees, e.g. 5000 or 2,500.50." });
    expect(messages({ amount: "0", method: "upi", reference: "x" })).toEqual({ amount: "The amount should be more than ₹0." });
    expect(messages({ amount: "10000000.01", method: "upi", reference: "x" })).toEqual({ amount: "One entry can be at most ₹10,00,000." });
    expect(messages({ amount: "100", method: "neft", reference: "" })).toEqual({ reference: "Please enter the UTR, UPI or cheque reference." });
    expect(correctionSchema.safeParse({ direction: "debit", amount: "10", reason: " ", idempotency_key: "k-12345678" }).error!.issues[0]!.message).toBe("Please give the reason for the correction.");
  });

  it("a debit correction names the posting it corrects; entries never change, the balance equals their sum; audited", async () => {
    const { shop, walletId } = await createFundedShop(db, { balancePaise: 0 });
    const mistaken = await topUp(shop.id, 50_000_00);
    const fix = await correct(shop.id, "debit", 45_000_00, { correctsPostingId: mistaken.postingId });
    expect(fix.balancePaise).toBe(5_000_00);
    expect(await walletState(db, walletId)).toEqual({ cached: 5_000_00, summed: 5_000_00 });
    const [posting] = await db.select().from(ledgerPostings).where(eq(ledgerPostings.id, fix.postingId));
    expect(posting).toMatchObject({ kind: "wallet_correction", reversesPostingId: mistaken.postingId, memo: "Top-up typed with an extra zero", createdBy: operator.userId });
    const [entry] = await auditEntries(db, "shop", shop.id);
    expect(entry).toMatchObject({ action: "wallet.correct", before: { balancePaise: 50_000_00 } });
    expect(entry!.after).toMatchObject({ balancePaise: 5_000_00, direction: "debit", amountPaise: 45_000_00, correctsPostingId: mistaken.postingId });

    const credit = await correct(shop.id, "credit", 1_00);
    expect(credit.balancePaise).toBe(5_001_00);
  });

  it("refuses a debit below zero with the balance in the message — nothing posted, nothing audited", async () => {
    const { shop, walletId } = await createFundedShop(db, { balancePaise: 300_00 });
    const before = (await auditEntries(db, "shop", shop.id)).length;
    const refused = await failure(correct(shop.id, "debit", 300_01));
    expect(refused.code).toBe("insufficient_balance");
    expect(refused.fieldErrors?.amount).toBe("The wallet holds ₹300.00: a debit of ₹300.01 would take it below zero.");
    expect(await walletState(db, walletId)).toEqual({ cached: 300_00, summed: 300_00 });
    expect((await auditEntries(db, "shop", shop.id)).length).toBe(before);
    // Exactly the balance is fine: a wallet may hold ₹0.
    expect((await correct(shop.id, "debit", 300_00)).balancePaise).toBe(0);
  });

  it("two debits at once never overdraw: the wallet's lock orders them and the second is refused", async () => {
    const { shop, walletId } = await createFundedShop(db, { balancePaise: 100_00 });
    const outcomes = await Promise.allSettled([correct(shop.id, "debit", 80_00), correct(shop.id, "debit", 80_00)]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const rejected = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason.code).toBe("insufficient_balance");
    expect(await walletState(db, walletId)).toEqual({ cached: 20_00, summed: 20_00 });
  });

  it("refuses to correct a posting of another wallet; a repeated submission records once", async () => {
    const mine = await createFundedShop(db, { balancePaise: 0 });
    const theirs = await createFundedShop(db, { balancePaise: 0 });
    const theirTopUp = await topUp(theirs.shop.id, 1_000_00);
    await topUp(mine.shop.id, 1_000_00);
    expect((await failure(correct(mine.shop.id, "debit", 10_00, { correctsPostingId: theirTopUp.postingId }))).fieldErrors?.corrects_posting_id).toMatch(/posting on this wallet/);
    const key = randomUUID();
    const [a, b] = await Promise.all([correct(mine.shop.id, "debit", 10_00, { key }), correct(mine.shop.id, "debit", 10_00, { key })]);
    expect(a.postingId).toBe(b.postingId);
    expect([a.duplicate, b.duplicate].sort()).toEqual([false, true]);
    expect(await walletState(db, mine.walletId)).toEqual({ cached: 990_00, summed: 990_00 });
  });

  it("is refused to customers and shop owners (a shop owner cannot top up their own wallet)", async () => {
    const { shop, actor: owner, walletId } = await createFundedShop(db, { balancePaise: 100_00 });
    for (const actor of [...(await createNonOperatorActors(db)), owner]) {
      expect((await failure(topUp(shop.id, 100_00, actor))).code).toBe("forbidden");
      expect((await failure(correct(shop.id, "credit", 100_00, { actor }))).code).toBe("forbidden");
      expect((await failure(listWalletLedger({ actor, shopId: shop.id, db }))).code).toBe("forbidden");
    }
    expect(await walletState(db, walletId)).toEqual({ cached: 100_00, summed: 100_00 });
  });
});

describe("operator: the wallet's ledger", () => {
  it("lists entries newest first with the balance after each, consistent across pages", async () => {
    const { shop, actor: owner } = await createFundedShop(db, { balancePaise: 0 });
    const customer = await createCodedCustomer(db);
    await topUp(shop.id, 1_000_00);
    for (let i = 1; i <= 4; i += 1) {
      await recordSale({ actor: owner, input: { customerCode: customer.code, amountPaise: i * 100_00, items: `Item ${i}`, idempotencyKey: randomUUID() }, db });
    }
    await correct(shop.id, "credit", 7_00);
    // Entries: +1000.00, −5.00, −10.00, −15.00, −20.00 (5% of each sale), +7.00 → 957.00
    const all = await listWalletLedger({ actor: operator, shopId: shop.id, pageSize: 100, db });
    expect(all.balancePaise).toBe(957_00);
    expect(all.total).toBe(6);
    expect(all.rows.map((r) => [r.kind, r.amountPaise, r.balanceAfterPaise])).toEqual([
      ["wallet_correction", 7_00, 957_00],
      ["sale_interest", -20_00, 950_00],
      ["sale_interest", -15_00, 970_00],
      ["sale_interest", -10_00, 985_00],
      ["sale_interest", -5_00, 995_00],
      ["wallet_topup", 1_000_00, 1_000_00],
    ]);
    const pages = await Promise.all([0, 1, 2].map((page) => listWalletLedger({ actor: operator, shopId: shop.id, page, pageSize: 2, db })));
    expect(pages.flatMap((p) => p.rows.map((r) => r.balanceAfterPaise))).toEqual(all.rows.map((r) => r.balanceAfterPaise));
    expect(all.rows.at(-1)!.createdByName).toBe("Olga Operator");
  });

  it("an untouched shop has an empty ledger and ₹0, without creating a wallet", async () => {
    const { shop } = await createFundedShop(db, { balancePaise: 0 });
    const ledger = await listWalletLedger({ actor: operator, shopId: shop.id + 1_000_000, db });
    expect(ledger).toMatchObject({ balancePaise: 0, rows: [], total: 0 });
  });
});
