import { randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { afterAll, describe, expect, it } from "vitest";
import * as schema from "../../server/db/schema";
import { ledgerAccounts, sales } from "../../server/db/schema";
import { isAppError } from "../../server/errors";
import { recordSale } from "../../server/sales/record-sale";
import { CHECK_CUSTOMER_LIMITS, checkCustomer, toCheckedCustomerWire } from "../../server/sales/check-customer";
import { connectTestDb } from "../support/db";
import { createShop } from "../support/factories";
import { createCodedCustomer, createFundedShop, walletState } from "../support/sales-factories";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

const sale = (code: string, amountPaise: number, key = randomUUID()) => ({ customerCode: code, amountPaise, items: "Rice 10 kg", idempotencyKey: key });
const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const salesOfShop = async (shopId: number) => (await db.select({ n: count() }).from(sales).where(eq(sales.shopId, shopId)))[0]!.n;

describe("recording a sale", () => {
  it("records the sale and debits its interest from the wallet in one balanced posting", async () => {
    const { shop, actor, walletId } = await createFundedShop(db, { balancePaise: 1_000_00, interestRateBp: 500 });
    const customer = await createCodedCustomer(db);
    // ₹1,234.50 at 5% = ₹61.725, rounded half up to ₹61.73.
    const result = await recordSale({ actor, input: sale(customer.code, 1_234_50), db });
    expect(result).toMatchObject({ amountPaise: 1_234_50, interestPaise: 61_73, walletBalancePaise: 1_000_00 - 61_73, duplicate: false });
    expect(await walletState(db, walletId)).toEqual({ cached: 938_27, summed: 938_27 });
    const [row] = await db.select().from(sales).where(eq(sales.id, result.saleId));
    expect(row).toMatchObject({ shopId: shop.id, customerId: customer.id, interestRateBp: 500, status: "recorded" });
  });

  it("refuses a sale the wallet cannot cover, and records nothing", async () => {
    const { shop, actor, walletId } = await createFundedShop(db, { balancePaise: 10_00 });
    const customer = await createCodedCustomer(db);
    // ₹500 at 5% needs ₹25 of interest; the wallet holds ₹10.
    const error = await recordSale({ actor, input: sale(customer.code, 500_00), db }).catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe("insufficient_balance");
    expect(isAppError(error) && error.userMessage).toContain("₹10.00");
    expect(await salesOfShop(shop.id)).toBe(0);
    expect(await walletState(db, walletId)).toEqual({ cached: 10_00, summed: 10_00 });
  });

  it("records one sale for a double click or a resubmitted form", async () => {
    const { shop, actor, walletId } = await createFundedShop(db, { balancePaise: 1_000_00 });
    const customer = await createCodedCustomer(db);
    const key = randomUUID();
    const results = await Promise.all([1, 2, 3].map(() => recordSale({ actor, input: sale(customer.code, 100_00, key), db })));
    await recordSale({ actor, input: sale(customer.code, 100_00, key), db });
    expect(new Set(results.map((r) => r.saleId)).size).toBe(1);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(await salesOfShop(shop.id)).toBe(1);
    expect(await walletState(db, walletId)).toEqual({ cached: 995_00, summed: 995_00 });
  });

  it("never overdraws a wallet under 50 concurrent sales, and the balance always equals its ledger", async () => {
    // ₹300 of balance, each sale ₹100 at 5% = ₹5 of interest: exactly 60 could pass; send 50 + 20.
    const { shop, actor, walletId } = await createFundedShop(db, { balancePaise: 300_00 });
    const customer = await createCodedCustomer(db);
    const attempts = await Promise.allSettled(Array.from({ length: 70 }, () => recordSale({ actor, input: sale(customer.code, 100_00), db })));
    const recorded = attempts.filter((a) => a.status === "fulfilled").length;
    const refused = attempts.filter((a) => a.status === "rejected");
    expect(recorded).toBe(60);
    for (const r of refused) expect(isAppError((r as PromiseRejectedResult).reason) && (r as PromiseRejectedResult).reason.code).toBe("insufficient_balance");
    expect(await walletState(db, walletId)).toEqual({ cached: 0, summed: 0 });
    expect(await salesOfShop(shop.id)).toBe(60);
  });

  it("refuses a sale to the shop owner's own customer account", async () => {
    const { actor } = await createFundedShop(db);
    const self = await createCodedCustomer(db, { userId: actor.userId });
    const error = await recordSale({ actor, input: sale(self.code, 100_00), db }).catch((e: unknown) => e);
    expect(isAppError(error) && error.fieldErrors?.cust_id).toBe("You cannot record a sale for yourself.");
  });

  it("answers an unknown customer code under the code field", async () => {
    const { actor } = await createFundedShop(db);
    const error = await recordSale({ actor, input: sale("DLMP999999999", 100_00), db }).catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe("validation_failed");
    expect(isAppError(error) && error.fieldErrors?.cust_id).toBeTruthy();
  });

  it("refuses anyone who is not a shop owner", async () => {
    const customer = await createCodedCustomer(db);
    const error = await recordSale({ actor: { userId: customer.userId, roles: ["customer"] }, input: sale(customer.code, 100_00), db }).catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe("forbidden");
  });

  it("shows only the customer's first name and last initial on Verify", async () => {
    const { actor } = await createFundedShop(db);
    const customer = await createCodedCustomer(db, { firstName: "Sunita", lastName: "bhoyar" });
    const checked = await checkCustomer({ actor, input: { code: customer.code, ip: randomIp() }, db });
    expect(checked).toEqual({ code: customer.code, firstName: "Sunita", lastInitial: "B." });
    expect(toCheckedCustomerWire(checked)).toEqual({ cust_id: customer.code, f_name: "Sunita", l_name: "B." });
    // The sale's answer names the buyer the same way.
    const recorded = await recordSale({ actor, input: sale(customer.code, 100_00), db });
    expect(recorded.customer).toEqual({ code: customer.code, firstName: "Sunita", lastName: "B." });
  });

  it("limits Verify per shop and per address, unknown codes included", async () => {
    const { actor } = await createFundedShop(db);
    const customer = await createCodedCustomer(db);
    const ip = randomIp();
    const check = (who = actor, code = customer.code, from = ip) => checkCustomer({ actor: who, input: { code, ip: from }, db });
    const codeOf = (i: number) => (i % 2 ? customer.code : `DLMP9${String(i).padStart(8, "0")}`);
    const results = await Promise.allSettled(Array.from({ length: CHECK_CUSTOMER_LIMITS.perShop.max }, (_, i) => check(actor, codeOf(i), randomIp())));
    expect(results.filter((r) => r.status === "rejected" && isAppError(r.reason) && r.reason.code === "rate_limited")).toEqual([]);
    const refused = await check().catch((e: unknown) => e);
    expect(isAppError(refused) && [refused.code, refused.status, refused.userMessage]).toEqual(["rate_limited", 429, "Too many customer checks. Please try again later."]);
    // Another shop from one address: the address's own limit.
    const shops = await Promise.all([1, 2, 3].map(() => createFundedShop(db)));
    const perIp = CHECK_CUSTOMER_LIMITS.perIp.max;
    for (let i = 0; i < perIp; i += 1) await check(shops[i % 3]!.actor, customer.code, ip);
    const byAddress = await check(shops[0]!.actor, customer.code, ip).catch((e: unknown) => e);
    expect(isAppError(byAddress) && byAddress.code).toBe("rate_limited");
    // The same shops from another address still pass.
    expect(await check(shops[1]!.actor, customer.code, randomIp())).toMatchObject({ code: customer.code });
  });

  it("answers a repeat with the sale it recorded even once the wallet can no longer cover it", async () => {
    // ₹10 of balance, ₹200 at 5% = ₹10 of interest: the first submission empties the wallet.
    const { actor, walletId } = await createFundedShop(db, { balancePaise: 10_00 });
    const customer = await createCodedCustomer(db);
    const key = randomUUID();
    const first = await recordSale({ actor, input: sale(customer.code, 200_00, key), db });
    const again = await recordSale({ actor, input: sale(customer.code, 200_00, key), db });
    expect(again).toMatchObject({ saleId: first.saleId, interestPaise: 10_00, walletBalancePaise: 0, duplicate: true });
    expect(await walletState(db, walletId)).toEqual({ cached: 0, summed: 0 });
  });

  it("opens the wallet of a shop that never topped up: a 0% sale is recorded, any other is refused", async () => {
    const free = await createShop(db, { interestRateBp: 0 });
    const customer = await createCodedCustomer(db);
    const recorded = await recordSale({ actor: { userId: free.owner.id, roles: ["franchisee"] }, input: sale(customer.code, 100_00), db });
    expect(recorded).toMatchObject({ interestPaise: 0, walletBalancePaise: 0, duplicate: false });
    const wallet = await db.select({ balancePaise: ledgerAccounts.balancePaise }).from(ledgerAccounts).where(and(eq(ledgerAccounts.kind, "franchisee_wallet"), eq(ledgerAccounts.shopId, free.shop.id)));
    expect(wallet).toEqual([{ balancePaise: 0 }]);

    const paid = await createShop(db, { interestRateBp: 500 });
    const error = await recordSale({ actor: { userId: paid.owner.id, roles: ["franchisee"] }, input: sale(customer.code, 100_00), db }).catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe("insufficient_balance");
    expect(await salesOfShop(paid.shop.id)).toBe(0);
  });

  it("writes a sale in one statement after reading the shop and the customer (nothing waits on the app while the wallet is locked)", async () => {
    const { actor, walletId } = await createFundedShop(db, { balancePaise: 1_000_00 });
    const customer = await createCodedCustomer(db);
    await recordSale({ actor, input: sale(customer.code, 100_00), db }); // the revenue account exists
    const statements: string[] = [];
    const recording = drizzle(pool, { schema, casing: "snake_case", logger: { logQuery: (query) => statements.push(query) } });
    const result = await recordSale({ actor, input: sale(customer.code, 100_00), db: recording });
    expect(result.duplicate).toBe(false);
    expect(statements).toHaveLength(3);
    expect(statements.filter((q) => /\b(begin|commit)\b/i.test(q))).toEqual([]);
    expect(statements[2]).toContain("FOR UPDATE");
    expect(await walletState(db, walletId)).toEqual({ cached: 990_00, summed: 990_00 });
  });

  it("refuses a key used again for a different customer, amount or items (422), and replays the same sale", async () => {
    const { shop, actor, walletId } = await createFundedShop(db, { balancePaise: 1_000_00 });
    const first = await createCodedCustomer(db, { firstName: "Asha", lastName: "Pawar" });
    const other = await createCodedCustomer(db, { firstName: "Nitin", lastName: "Gade" });
    const key = randomUUID();
    const recorded = await recordSale({ actor, input: sale(first.code, 100_00, key), db });
    for (const input of [sale(other.code, 100_00, key), sale(first.code, 200_00, key), { ...sale(first.code, 100_00, key), items: "Sugar 5 kg" }]) {
      const error = await recordSale({ actor, input, db }).catch((e: unknown) => e);
      expect(isAppError(error) && [error.code, error.status, error.userMessage]).toEqual(["validation_failed", 422, "This key was used for a different sale."]);
    }
    // The same sale again is the original, named by its own customer.
    const again = await recordSale({ actor, input: sale(first.code, 100_00, key), db });
    expect(again).toMatchObject({ saleId: recorded.saleId, duplicate: true, customer: { code: first.code, firstName: "Asha" } });
    expect(await salesOfShop(shop.id)).toBe(1);
    expect(await walletState(db, walletId)).toEqual({ cached: 995_00, summed: 995_00 });
  });

  it("refuses a sale under ₹1, or one whose fee would round to 0 paise at a shop that charges one", async () => {
    // 0.1 % (10 bp): ₹4.99 → 0.499 paise of fee, rounded to 0; ₹5.00 → 0.5, rounded half up to 1 paisa.
    const { shop, actor, walletId } = await createFundedShop(db, { balancePaise: 10_00, interestRateBp: 10 });
    const customer = await createCodedCustomer(db);
    for (const [amount, message] of [
      [99, "Amount should be at least ₹1.00."],
      [4_99, "At this shop's fee the smallest sale is ₹5.00."],
    ] as const) {
      const error = await recordSale({ actor, input: sale(customer.code, amount), db }).catch((e: unknown) => e);
      expect(isAppError(error) && [error.code, error.fieldErrors?.amount]).toEqual(["validation_failed", message]);
    }
    expect(await salesOfShop(shop.id)).toBe(0);
    expect(await recordSale({ actor, input: sale(customer.code, 5_00), db })).toMatchObject({ interestPaise: 1 });
    expect(await walletState(db, walletId)).toEqual({ cached: 9_99, summed: 9_99 });
  });

  it("keeps every sale's posting balanced and its wallet equal to its ledger under concurrent sales on several shops", async () => {
    const shops = await Promise.all([1, 2, 3].map(() => createFundedShop(db, { balancePaise: 1_000_00, interestRateBp: 300 })));
    const customer = await createCodedCustomer(db);
    await Promise.all(Array.from({ length: 45 }, (_, i) => recordSale({ actor: shops[i % 3]!.actor, input: sale(customer.code, 1_000_00 + i), db })));
    for (const { walletId } of shops) {
      const state = await walletState(db, walletId);
      expect(state.cached).toBe(state.summed);
      expect(state.cached).toBeLessThan(1_000_00);
    }
    const unbalanced = await db.execute(sql`
      SELECT p.id FROM ledger_postings p JOIN sales s ON s.id = p.sale_id JOIN ledger_entries e ON e.posting_id = p.id
      WHERE s.shop_id IN (${sql.join(shops.map((s) => sql`${s.shop.id}`), sql`, `)})
      GROUP BY p.id, s.interest_paise HAVING sum(e.amount_paise) <> 0 OR count(*) <> 2 OR max(e.amount_paise) <> s.interest_paise`);
    expect(unbalanced.rows).toEqual([]);
  });
});
