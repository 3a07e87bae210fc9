import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { franchisees, shops } from "../../server/db/schema";
import { getFranchiseeDashboard } from "../../server/franchisees/get-franchisee-dashboard";
import { recordSale } from "../../server/sales/record-sale";
import { connectTestDb } from "../support/db";
import { createCodedCustomer, createFundedShop } from "../support/sales-factories";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

describe("franchisee dashboard", () => {
  it("adds up the shop's wallet, sales and unique customers, with the latest five of each list", async () => {
    const { actor } = await createFundedShop(db, { balancePaise: 1_000_00 });
    const [a, b] = [await createCodedCustomer(db), await createCodedCustomer(db)];
    for (const [customer, amount] of [[a, 100_00], [a, 200_00], [b, 300_00]] as const) {
      await recordSale({ actor, input: { customerCode: customer.code, amountPaise: amount, items: "Groceries", idempotencyKey: randomUUID() }, db });
    }
    const dashboard = await getFranchiseeDashboard({ actor, db });
    // Interest at 5%: 5 + 10 + 15 = ₹30 out of ₹1,000.
    expect(dashboard.counts).toMatchObject({ walletPaise: 970_00, salesPaise: 600_00, saleCount: 3, uniqueCustomers: 2 });
    expect(dashboard.sales.map((s) => s.amountPaise)).toEqual([300_00, 200_00, 100_00]);
    expect(dashboard.transactions).toHaveLength(4);
  });

  it("counts profile completion out of five and names what is missing", async () => {
    const { actor, shop, franchisee } = await createFundedShop(db);
    const empty = await getFranchiseeDashboard({ actor, db });
    expect(empty.goal).toEqual({ status: "failure", completed: 0, missing: ["address", "contact", "identity", "timing", "image"] });
    await db.update(shops).set({ email: "shop@example.com", officeNo: "0712-2555555", openingHours: [{ day: "mon", open: "09:00", close: "21:00" }] }).where(eq(shops.id, shop.id));
    await db.update(franchisees).set({ pan: "ABCPD1234E" }).where(eq(franchisees.id, franchisee.id));
    const partial = await getFranchiseeDashboard({ actor, db });
    expect(partial.goal).toEqual({ status: "failure", completed: 3, missing: ["address", "image"] });
  });
});
