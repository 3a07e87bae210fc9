import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { shopListQuerySchema } from "../../lib/validation/sales";
import { exportShopSales } from "../../server/sales/export-shop-sales";
import { listShopSales } from "../../server/sales/list-shop-sales";
import { recordSale } from "../../server/sales/record-sale";
import { exportWalletTransactions } from "../../server/wallet/export-wallet-transactions";
import { listWalletTransactions } from "../../server/wallet/list-wallet-transactions";
import { connectTestDb } from "../support/db";
import { createCodedCustomer, createFundedShop } from "../support/sales-factories";

/**
 * The back office's sales and transactions lists (docs/product.md#shop-owner-screens): totals of
 * everything the filters pick, a search by customer code, and a CSV of exactly the filtered rows.
 */
const { db, pool } = connectTestDb();
afterAll(() => pool.end());

async function collect<T>(batches: AsyncIterable<readonly T[]>): Promise<T[]> {
  const rows: T[] = [];
  for await (const batch of batches) rows.push(...batch);
  return rows;
}

describe("the shop owner's lists", () => {
  it("total the period and one customer's sales, and export exactly the filtered rows", async () => {
    const { actor, shop } = await createFundedShop(db, { balancePaise: 10_000_00 });
    const [a, b] = [await createCodedCustomer(db), await createCodedCustomer(db)];
    for (const [customer, amount] of [[a, 100_00], [a, 200_00], [b, 300_00], [b, 400_00]] as const) {
      await recordSale({ actor, input: { customerCode: customer.code, amountPaise: amount, items: "Groceries", idempotencyKey: randomUUID() }, db });
    }
    // One of b's sales reversed and one of a's moved to last month: neither is in "this month's" sales total.
    await db.execute(sql`UPDATE sales SET status = 'reversed', reversed_at = now() WHERE shop_id = ${shop.id} AND amount_paise = 40000`);
    await db.execute(sql`UPDATE sales SET created_at = created_at - interval '40 days' WHERE shop_id = ${shop.id} AND amount_paise = 10000`);

    const all = await listShopSales({ actor, db });
    expect(all.totals).toEqual({ sales: 3, amountPaise: 600_00, interestPaise: 30_00, reversed: 1 });
    const month = await listShopSales({ actor, period: "month", db });
    expect(month.totals).toEqual({ sales: 2, amountPaise: 500_00, interestPaise: 25_00, reversed: 1 });
    const onlyA = await listShopSales({ actor, customerCode: a.code, db, pageSize: 1 });
    expect(onlyA.count).toBe(2);
    expect(onlyA.data).toHaveLength(1);
    expect(onlyA.totals).toEqual({ sales: 2, amountPaise: 300_00, interestPaise: 15_00, reversed: 0 });
    expect((await listShopSales({ actor, customerCode: "DLMP999999999", db })).count).toBe(0);

    const csv = await collect(exportShopSales({ actor, period: "all", customerCode: b.code, db, batchSize: 1, reversedText: "Reversed" }));
    const listed = await listShopSales({ actor, customerCode: b.code, db, pageSize: 50 });
    expect(csv.map((row) => row[1])).toEqual(listed.data.map((row) => row.customerCode));
    expect(csv.map((row) => row[4])).toEqual(["400.00", "300.00"]);
    expect(csv.map((row) => row[6])).toEqual(["Reversed", ""]);
  });

  it("total the wallet's credits and debits, and find a customer's sale interest", async () => {
    const { actor } = await createFundedShop(db, { balancePaise: 5_000_00 });
    const [a, b] = [await createCodedCustomer(db), await createCodedCustomer(db)];
    await recordSale({ actor, input: { customerCode: a.code, amountPaise: 1_000_00, items: "Rice", idempotencyKey: randomUUID() }, db });
    await recordSale({ actor, input: { customerCode: b.code, amountPaise: 2_000_00, items: "Dal", idempotencyKey: randomUUID() }, db });
    const all = await listWalletTransactions({ actor, db });
    expect(all.count).toBe(3);
    expect(all.totals).toEqual({ creditPaise: 5_000_00, debitPaise: 150_00 });
    const onlyB = await listWalletTransactions({ actor, customerCode: b.code, db });
    expect(onlyB.data.map((row) => [row.customerCode, row.debitPaise])).toEqual([[b.code, 100_00]]);
    expect(onlyB.totals).toEqual({ creditPaise: 0, debitPaise: 100_00 });
    const csv = await collect(exportWalletTransactions({ actor, period: "all", db, methodText: (m) => m }));
    expect(csv).toHaveLength(3);
    expect(csv.map((row) => row[5])).toEqual([b.code, a.code, ""]);
    expect(csv.map((row) => row[2])).toEqual(["100.00", "50.00", "0.00"]);
  });

  it("reads a typed customer code in any case and refuses what is not one", () => {
    expect(shopListQuerySchema.parse({ filter: "week", customer: " dlmp000123 " })).toEqual({ filter: "week", customer: "DLMP000123" });
    expect(shopListQuerySchema.parse({ customer: "" })).toEqual({ filter: "all", customer: undefined });
    expect(shopListQuerySchema.safeParse({ customer: "123; drop" }).success).toBe(false);
  });
});
