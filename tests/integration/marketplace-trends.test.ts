import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { getMarketplaceTrends } from "../../server/insights/get-marketplace-trends";
import { refreshMarketplaceStats } from "../../server/insights/refresh-marketplace-stats";
import { connectTestDb } from "../support/db";
import { createOperatorActor } from "../support/admin-factories";
import { addPurchase } from "../support/customer-factories";
import { createCustomer, createShop, createUser } from "../support/factories";
import { pendingPayoutLine } from "../support/notification-factories";
import { createFundedShop } from "../support/sales-factories";

/**
 * The overview's marketplace figures by India day and month (docs/decisions/135-shop-insights.md):
 * kept by the worker's refresh, read by the console. Dates in 2024 keep other files' rows out.
 */
const { db, pool } = connectTestDb();
afterAll(() => pool.end());

describe("the marketplace over time", () => {
  it("counts new customers, active shops, sales, interest and commission paid by India day and month", async () => {
    const now = new Date("2024-03-15T12:00:00+05:30");
    const [s1, s2] = [(await createShop(db)).shop, (await createShop(db)).shop];
    const verify = async (at: string) => createCustomer(db, { userId: (await createUser(db)).id, verifiedAt: new Date(at) });
    const buyer = await verify("2024-02-10T10:00:00+05:30");
    await verify("2024-03-14T23:59:00+05:30");
    await verify("2024-03-15T00:01:00+05:30");
    await verify("2024-03-15T09:00:00+05:30");
    await addPurchase(db, { shopId: s1.id, customerId: buyer.id, amountPaise: 100_00, at: new Date("2024-03-14T23:30:00+05:30") });
    await addPurchase(db, { shopId: s1.id, customerId: buyer.id, amountPaise: 200_00, at: new Date("2024-03-15T08:00:00+05:30") });
    await addPurchase(db, { shopId: s2.id, customerId: buyer.id, amountPaise: 300_00, at: new Date("2024-03-15T09:00:00+05:30") });
    await addPurchase(db, { shopId: s2.id, customerId: buyer.id, amountPaise: 999_00, at: new Date("2024-03-15T10:00:00+05:30"), status: "reversed" });
    await addPurchase(db, { shopId: s2.id, customerId: buyer.id, amountPaise: 400_00, at: new Date("2024-02-20T10:00:00+05:30") });
    const line = await pendingPayoutLine(db, 1_500_00);
    await db.execute(sql`UPDATE payout_lines SET status = 'paid', paid_at = ${new Date("2024-03-05T11:00:00+05:30")}, utr = 'UTR2024030501' WHERE id = ${line.lineId}`);

    await refreshMarketplaceStats({ db, now, days: 60, months: 3 });
    const operator = await createOperatorActor(db);
    const trends = await getMarketplaceTrends({ actor: operator, db, now, days: 30, months: 12 });
    expect(trends.days).toHaveLength(30);
    expect(trends.months).toHaveLength(12);
    const day = (d: string) => trends.days.find((p) => p.start === d)!;
    expect(day("2024-03-14")).toMatchObject({ newCustomers: 1, activeShops: 1, sales: 1, salesPaise: 100_00, interestPaise: 5_00 });
    expect(day("2024-03-15")).toMatchObject({ newCustomers: 2, activeShops: 2, sales: 2, salesPaise: 500_00, interestPaise: 25_00 });
    expect(day("2024-03-05")).toMatchObject({ commissionPaidPaise: 1_500_00 });
    const month = (m: string) => trends.months.find((p) => p.start === m)!;
    expect(month("2024-03-01")).toMatchObject({ newCustomers: 3, activeShops: 2, sales: 3, salesPaise: 600_00, commissionPaidPaise: 1_500_00 });
    expect(month("2024-02-01")).toMatchObject({ newCustomers: 1, activeShops: 1, sales: 1, salesPaise: 400_00 });
    expect(trends.refreshedAt).toBe(now.toISOString());

    // A refresh replaces what it covers: a sale reversed since drops out.
    await db.execute(sql`UPDATE sales SET status = 'reversed' WHERE shop_id = ${s1.id} AND amount_paise = 20000`);
    await refreshMarketplaceStats({ db, now, days: 2, months: 1 });
    expect((await getMarketplaceTrends({ actor: operator, db, now })).days.find((p) => p.start === "2024-03-15")).toMatchObject({ sales: 1, activeShops: 1 });
  });

  it("is for operators only", async () => {
    const { actor } = await createFundedShop(db);
    await expect(getMarketplaceTrends({ actor, db })).rejects.toMatchObject({ code: "forbidden" });
  });
});
