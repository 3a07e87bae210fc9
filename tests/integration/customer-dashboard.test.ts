import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import * as schema from "../../server/db/schema";
import type { Actor } from "../../server/auth/actor";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCustomerDashboard, trend } from "../../server/customers/get-customer-dashboard";
import { listCommissions } from "../../server/customers/list-commissions";
import { listPurchases } from "../../server/customers/list-purchases";
import { getCommissionStatement } from "../../server/customers/get-commission-statement";
import { dropTemplate, freshWorld, type World } from "../support/commission-factories";
import { addPurchase, addStatement, addVisit, buildPortalTree } from "../support/customer-factories";
import { createShop } from "../support/factories";

let world: World;
let ids: Record<string, number>;
let actors: Record<string, Actor>;
beforeAll(async () => {
  world = await freshWorld();
  ({ ids, actors } = await buildPortalTree(world.db, { A: "0", B: "00", C: "01", D: "000", X: "1", P: "10", Q: "11" }));
});
afterAll(async () => {
  await world.close();
  await dropTemplate();
});

// 2026-11-21 12:00 in Asia/Kolkata.
const NOW = new Date("2026-11-21T06:30:00Z");

describe("customer dashboard", () => {
  it("adds up the customer's own visits, purchases, commissions and downline, and compares this month with last", async () => {
    const { db } = world;
    const shop = (await createShop(db)).shop;
    await addPurchase(db, { customerId: ids.A!, amountPaise: 600_00, at: new Date("2026-11-02T05:00:00Z"), shopId: shop.id });
    await addPurchase(db, { customerId: ids.A!, amountPaise: 500_00, at: new Date("2026-11-20T05:00:00Z"), shopId: shop.id });
    await addPurchase(db, { customerId: ids.A!, amountPaise: 900_00, at: new Date("2026-10-10T05:00:00Z"), shopId: shop.id });
    await addPurchase(db, { customerId: ids.A!, amountPaise: 999_00, at: new Date("2026-11-05T05:00:00Z"), shopId: shop.id, status: "reversed" });
    // Someone else's purchase never counts.
    await addPurchase(db, { customerId: ids.X!, amountPaise: 5_000_00, at: new Date("2026-11-05T05:00:00Z"), shopId: shop.id });
    await addVisit(db, ids.A!, shop.id, new Date("2026-11-03T05:00:00Z"));
    await addStatement(db, { memberId: ids.A!, month: "2026-10-01", grossPaise: 120_00, status: "approved" });
    await addStatement(db, { memberId: ids.A!, month: "2026-11-01", grossPaise: 30_00 });
    await addStatement(db, { memberId: ids.X!, month: "2026-11-01", grossPaise: 999_00 });

    const dashboard = await getCustomerDashboard({ actor: actors.A!, db, now: NOW });
    expect(dashboard.counts).toEqual({ visitors: 1, purchasePaise: 2_000_00, commissionPaise: 150_00, downline: 3 });
    expect(dashboard.monthGoal).toMatchObject({ met: true, purchasePaise: 1_100_00, month: "2026-11-01" });
    expect(dashboard.estimate.purchase).toEqual({ current: 1_100_00, previous: 900_00, percent: 22, direction: "up", colour: "success" });
    expect(dashboard.estimate.commission).toMatchObject({ current: 30_00, previous: 120_00, percent: 75, direction: "down", colour: "danger" });
    expect(dashboard.purchase.map((p) => p.amountPaise)).toEqual([500_00, 999_00, 600_00, 900_00]);
    expect(dashboard.purchase[1]!.reversed).toBe(true);
    expect(dashboard.commission.map((c) => c.month)).toEqual(["2026-11-01", "2026-10-01"]);
    expect(dashboard.goal).toMatchObject({ status: "failure", completed: 1 });

    const leaf = await getCustomerDashboard({ actor: actors.D!, db, now: NOW });
    expect(leaf.counts).toEqual({ visitors: 0, purchasePaise: 0, commissionPaise: 0, downline: 0 });
    expect(leaf.monthGoal.met).toBe(false);
  });

  it("counts the members placed below this month and last month, and nobody else's", async () => {
    const { db } = world;
    // A's downline is B, C, D; X is outside it. Placement times in Asia/Kolkata months.
    const place = (id: number, at: string) => db.execute(sql`UPDATE tree_nodes SET placed_at = ${at}::timestamptz WHERE customer_id = ${id}`);
    await place(ids.B!, "2026-11-01T00:10:00+05:30");
    await place(ids.C!, "2026-10-31T23:50:00+05:30");
    await place(ids.D!, "2026-09-15T10:00:00+05:30");
    await place(ids.X!, "2026-11-10T10:00:00+05:30");
    await place(ids.P!, "2026-08-10T10:00:00+05:30");
    await place(ids.Q!, "2026-10-02T10:00:00+05:30");
    const dashboard = await getCustomerDashboard({ actor: actors.A!, db, now: NOW });
    expect(dashboard.counts.downline).toBe(3);
    expect(dashboard.estimate.members).toEqual({ current: 1, previous: 1, percent: 0, direction: "flat", colour: "muted" });
    const root = await getCustomerDashboard({ actor: actors.X!, db, now: NOW });
    expect(root.counts.downline).toBe(2);
    expect(root.estimate.members).toMatchObject({ current: 0, previous: 1, direction: "down" });
  });

  it("pages and filters purchases in Asia/Kolkata time, and opens only one's own statements", async () => {
    const { db } = world;
    const shop = (await createShop(db)).shop;
    // 2026-11-20 23:00 IST is yesterday; 2026-11-21 00:30 IST is today.
    await addPurchase(db, { customerId: ids.P!, amountPaise: 100_00, at: new Date("2026-11-20T17:30:00Z"), shopId: shop.id });
    await addPurchase(db, { customerId: ids.P!, amountPaise: 200_00, at: new Date("2026-11-20T19:00:00Z"), shopId: shop.id });
    for (let i = 0; i < 5; i += 1) await addPurchase(db, { customerId: ids.P!, amountPaise: 10_00 + i, at: new Date(`2026-09-0${i + 1}T05:00:00Z`), shopId: shop.id });
    expect((await listPurchases({ actor: actors.P!, db, period: "today", now: NOW })).data.map((p) => p.amountPaise)).toEqual([200_00]);
    const all = await listPurchases({ actor: actors.P!, db, now: NOW });
    expect(all.count).toBe(7);
    expect(all.data).toHaveLength(5);
    expect((await listPurchases({ actor: actors.P!, db, page: 1, now: NOW })).data).toHaveLength(2);
    expect((await listPurchases({ actor: actors.Q!, db, now: NOW })).count).toBe(0);

    await addStatement(db, { memberId: ids.P!, month: "2026-10-01", grossPaise: 50_00 });
    expect((await listCommissions({ actor: actors.P!, db })).count).toBe(1);
    expect((await listCommissions({ actor: actors.Q!, db })).count).toBe(0);
    expect((await getCommissionStatement({ actor: actors.P!, db, month: "2026-10" })).statement.grossPaise).toBe(50_00);
    await expect(getCommissionStatement({ actor: actors.Q!, db, month: "2026-10" })).rejects.toMatchObject({ code: "not_found" });
    await expect(getCommissionStatement({ actor: actors.Q!, db, month: "nonsense" })).rejects.toMatchObject({ code: "not_found" });
  });

  it("computes the product's month-on-month rate", () => {
    expect(trend(0, 0)).toMatchObject({ percent: 0, direction: "flat", colour: "muted" });
    expect(trend(5, 0)).toMatchObject({ percent: 100, direction: "up" });
    expect(trend(50, 200)).toMatchObject({ percent: 75, direction: "down", colour: "danger" });
  });

  it("refuses anyone who is not a customer", async () => {
    await expect(getCustomerDashboard({ actor: { userId: "nobody", roles: ["franchisee"] }, db: world.db })).rejects.toMatchObject({ code: "forbidden" });
    await expect(getCustomerDashboard({ actor: { userId: "nobody", roles: ["customer"] }, db: world.db })).rejects.toMatchObject({ code: "forbidden" });
  });

  it("counts a real email and a KYC record as profile steps, read with the dashboard's figures", async () => {
    const { db } = world;
    // The placeholder address of a sign-up without email does not count.
    await db.execute(sql`UPDATE "user" SET email = ${`q${Date.now()}@no-email.invalid`} WHERE id = ${actors.Q!.userId}`);
    const before = await getCustomerDashboard({ actor: actors.Q!, db, now: NOW });
    expect(before.goal.missing).toEqual(expect.arrayContaining(["email", "bank"]));
    await db.execute(sql`UPDATE "user" SET email = ${`q${Date.now()}@example.com`} WHERE id = ${actors.Q!.userId}`);
    await db.execute(sql`INSERT INTO kyc_details (customer_id, bank_name, branch, ifsc, account_number_encrypted, account_number_last4)
      VALUES (${ids.Q!}, 'State Bank of India', 'Nagpur', 'SBIN0000001', 'x', '1234')`);
    const after = await getCustomerDashboard({ actor: actors.Q!, db, now: NOW });
    expect(after.goal.missing).not.toContain("email");
    expect(after.goal.missing).not.toContain("bank");
    expect(after.goal.completed).toBe(before.goal.completed + 2);
  });

  it("reads everything in one statement (each is a round trip the web process pays for)", async () => {
    const statements: string[] = [];
    const recording = drizzle(world.db.$client, { schema, casing: "snake_case", logger: { logQuery: (query) => statements.push(query) } });
    const dashboard = await getCustomerDashboard({ actor: actors.A!, db: recording, now: NOW });
    expect(dashboard.purchase.length).toBeGreaterThan(0);
    expect(dashboard.commission.length).toBeGreaterThan(0);
    // The member's record, figures and latest lists together (the session check is the request's other one).
    expect(statements).toHaveLength(1);
  });

  it("shows the latest five purchases and statements exactly as the list pages do", async () => {
    const { db } = world;
    const shop = (await createShop(db)).shop;
    for (let i = 0; i < 7; i += 1) await addPurchase(db, { customerId: ids.C!, amountPaise: (10 + i) * 100, at: new Date(`2026-11-0${i + 1}T05:00:00.123Z`), shopId: shop.id, status: i === 5 ? "reversed" : "recorded" });
    for (let m = 1; m <= 7; m += 1) await addStatement(db, { memberId: ids.C!, month: `2026-0${m}-01`, grossPaise: 100 * m, status: m === 3 ? "held" : "pending" });
    const dashboard = await getCustomerDashboard({ actor: actors.C!, db, now: NOW });
    expect(dashboard.purchase).toEqual((await listPurchases({ actor: actors.C!, db, now: NOW })).data);
    expect(dashboard.purchase).toHaveLength(5);
    expect(dashboard.purchase[0]).toMatchObject({ amountPaise: 16_00, createdAt: "2026-11-07T05:00:00.123Z", shopName: shop.name });
    expect(dashboard.commission).toEqual((await listCommissions({ actor: actors.C!, db })).data);
    expect(dashboard.commission.map((c) => c.month)).toEqual(["2026-07-01", "2026-06-01", "2026-05-01", "2026-04-01", "2026-03-01"]);
  });
});
