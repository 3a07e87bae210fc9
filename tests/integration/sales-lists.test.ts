import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { listShopSales } from "../../server/sales/list-shop-sales";
import { recordSale } from "../../server/sales/record-sale";
import { listWalletTransactions } from "../../server/wallet/list-wallet-transactions";
import { topUpWallet } from "../../server/wallet/top-up-wallet";
import { isAppError } from "../../server/errors";
import { connectTestDb } from "../support/db";
import { createUser } from "../support/factories";
import { createCodedCustomer, createFundedShop, walletState } from "../support/sales-factories";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

const at = (iso: string) => new Date(iso);
const record = (actor: Parameters<typeof recordSale>[0]["actor"], code: string, amountPaise: number, now: Date) =>
  recordSale({ actor, input: { customerCode: code, amountPaise, items: "Monthly kirana list and more", idempotencyKey: randomUUID() }, db, now });

describe("sales and wallet lists", () => {
  it("filter by today, week and month in Asia/Kolkata time and page by five", async () => {
    const { actor } = await createFundedShop(db);
    const customer = await createCodedCustomer(db);
    // "now" is Wednesday 2030-05-15, 10:00 in India.
    const now = at("2030-05-15T04:30:00Z");
    await record(actor, customer.code, 100_00, at("2030-05-15T00:00:00Z")); // today 05:30 IST
    await record(actor, customer.code, 200_00, at("2030-05-14T19:00:00Z")); // today 00:30 IST
    await record(actor, customer.code, 300_00, at("2030-05-14T18:00:00Z")); // yesterday 23:30 IST
    await record(actor, customer.code, 400_00, at("2030-05-13T02:00:00Z")); // Monday
    await record(actor, customer.code, 500_00, at("2030-05-11T02:00:00Z")); // last Saturday, this month
    for (let i = 0; i < 3; i += 1) await record(actor, customer.code, 50_00, at("2030-04-20T02:00:00Z")); // last month

    const total = (period: "all" | "today" | "week" | "month") => listShopSales({ actor, period, db, now }).then((r) => r.count);
    expect(await total("today")).toBe(2);
    expect(await total("week")).toBe(4);
    expect(await total("month")).toBe(5);
    expect(await total("all")).toBe(8);

    const first = await listShopSales({ actor, period: "all", page: 0, db, now });
    const second = await listShopSales({ actor, period: "all", page: 1, db, now });
    expect(first.data).toHaveLength(5);
    expect(second.data).toHaveLength(3);
    expect(first.data[0]!.amountPaise).toBe(100_00);
    expect(first.data[0]!.customerCode).toBe(customer.code);
  });

  it("show a franchisee only their own shop's sales and wallet", async () => {
    const mine = await createFundedShop(db);
    const theirs = await createFundedShop(db);
    const customer = await createCodedCustomer(db);
    await record(theirs.actor, customer.code, 100_00, new Date());
    expect((await listShopSales({ actor: mine.actor, db })).count).toBe(0);
    const wallet = await listWalletTransactions({ actor: mine.actor, db });
    expect(wallet.data.every((row) => row.method !== "sale")).toBe(true);
  });

  it("list wallet credits and debits with their method", async () => {
    const { actor, shop, walletId } = await createFundedShop(db, { balancePaise: 100_00 });
    const customer = await createCodedCustomer(db);
    const operator = await createUser(db, { role: "operator" });
    await topUpWallet({ actor: { userId: operator.id, roles: ["operator"] }, input: { shopId: shop.id, amountPaise: 2_000_00, method: "neft", reference: "UTR123", idempotencyKey: randomUUID() }, db });
    await record(actor, customer.code, 1_000_00, new Date());
    const { data, count } = await listWalletTransactions({ actor, db });
    expect(count).toBe(3);
    expect(data[0]).toMatchObject({ debitPaise: 50_00, creditPaise: 0, method: "sale" });
    expect(data[1]).toMatchObject({ creditPaise: 2_000_00, debitPaise: 0, method: "neft", reference: "UTR123" });
    expect(await walletState(db, walletId)).toEqual({ cached: 2_050_00, summed: 2_050_00 });
  });

  it("let only operators top up, once per submission", async () => {
    const { actor, shop, walletId } = await createFundedShop(db, { balancePaise: 0 });
    const refused = await topUpWallet({ actor, input: { shopId: shop.id, amountPaise: 100_00, method: "cash", reference: "R1", idempotencyKey: randomUUID() }, db }).catch((e: unknown) => e);
    expect(isAppError(refused) && refused.code).toBe("forbidden");
    const operator = { userId: (await createUser(db, { role: "operator" })).id, roles: ["operator" as const] };
    const key = randomUUID();
    const [a, b] = await Promise.all([1, 2].map(() => topUpWallet({ actor: operator, input: { shopId: shop.id, amountPaise: 100_00, method: "cash", reference: "R1", idempotencyKey: key }, db })));
    expect([a!.duplicate, b!.duplicate].sort()).toEqual([false, true]);
    expect(await walletState(db, walletId)).toEqual({ cached: 100_00, summed: 100_00 });
  });
});
