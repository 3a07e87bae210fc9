import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kolkataMonthStart } from "../../lib/time";
import type { OperatorSaleFilters } from "../../lib/validation/admin-sales";
import type { UserActor } from "../../server/auth/actor";
import { closeMonth } from "../../server/commissions/close-month";
import { reconcileMonth } from "../../server/commissions/reconcile-month";
import { runMonth } from "../../server/commissions/run-month";
import type { Database } from "../../server/db/connect";
import { customers, ledgerPostings, sales } from "../../server/db/schema";
import { exportSales } from "../../server/sales/export-sales";
import { listSales } from "../../server/sales/list-sales";
import { recordSale } from "../../server/sales/record-sale";
import { reverseSale } from "../../server/sales/reverse-sale";
import { auditEntries, createNonOperatorActors, createOperatorActor, databaseErrorOf, failure } from "../support/admin-ops-factories";
import { buildTree, dropTemplate, freshWorld, linesOf, qualify, statementOf, type World } from "../support/commission-factories";
import { connectTestDb } from "../support/db";
import { createUser } from "../support/factories";
import { createCodedCustomer, createFundedShop, walletState } from "../support/sales-factories";
import { SYSTEM_ACTOR } from "../../server/auth/actor";

const { db, pool } = connectTestDb();
let operator: UserActor;
beforeAll(async () => {
  operator = await createOperatorActor(db);
});
afterAll(async () => {
  await pool.end();
  await dropTemplate();
});

const sell = (database: Database, actor: UserActor, code: string, amountPaise: number, now = new Date()) =>
  recordSale({ actor, input: { customerCode: code, amountPaise, items: "Weekly groceries", idempotencyKey: randomUUID() }, db: database, now });
const noFilters: OperatorSaleFilters = { shopId: null, customerCode: "", from: "", to: "", status: "all" };

describe("operator: reverse a sale", () => {
  it("in one transaction: reversed with who, when and why; the interest back in the wallet by a posting naming the sale's; audited", async () => {
    const { actor: owner, walletId } = await createFundedShop(db, { balancePaise: 1_000_00 });
    const customer = await createCodedCustomer(db);
    const sale = await sell(db, owner, customer.code, 2_000_00); // 5% → ₹100 interest
    expect(await walletState(db, walletId)).toEqual({ cached: 900_00, summed: 900_00 });

    const reversed = await reverseSale({ actor: operator, input: { saleId: sale.saleId, reason: "Typed for the wrong customer" }, db });
    expect(reversed).toMatchObject({ saleId: sale.saleId, interestReturnedPaise: 100_00, walletBalancePaise: 1_000_00, monthClosed: false });
    expect(await walletState(db, walletId)).toEqual({ cached: 1_000_00, summed: 1_000_00 });

    const [row] = await db.select().from(sales).where(eq(sales.id, sale.saleId));
    expect(row).toMatchObject({ status: "reversed", reversedBy: operator.userId, reversalReason: "Typed for the wrong customer" });
    expect(row!.reversedAt).not.toBeNull();
    const postings = await db.select().from(ledgerPostings).where(eq(ledgerPostings.saleId, sale.saleId));
    const original = postings.find((p) => p.kind === "sale_interest")!;
    const reversal = postings.find((p) => p.kind === "sale_reversal")!;
    expect(reversal).toMatchObject({ id: reversed.postingId, reversesPostingId: original.id, createdBy: operator.userId });

    const [entry] = await auditEntries(db, "sale", sale.saleId);
    expect(entry).toMatchObject({ action: "sale.reverse", actorUserId: operator.userId });
    expect(entry!.before).toMatchObject({ status: "recorded", interestPaise: 100_00, walletBalancePaise: 900_00 });
    expect(entry!.after).toMatchObject({ status: "reversed", reason: "Typed for the wrong customer", walletBalancePaise: 1_000_00, postingId: reversed.postingId });
  });

  it("refuses to reverse twice, even at the same moment; the interest returns once", async () => {
    const { actor: owner, walletId } = await createFundedShop(db, { balancePaise: 1_000_00 });
    const customer = await createCodedCustomer(db);
    const sale = await sell(db, owner, customer.code, 1_000_00);
    const outcomes = await Promise.allSettled([1, 2].map(() => reverseSale({ actor: operator, input: { saleId: sale.saleId, reason: "Duplicate entry" }, db })));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect((outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult).reason.userMessage).toMatch(/^This sale was already reversed on /);
    expect((await failure(reverseSale({ actor: operator, input: { saleId: sale.saleId, reason: "Again" }, db }))).code).toBe("conflict");
    expect(await walletState(db, walletId)).toEqual({ cached: 1_000_00, summed: 1_000_00 });
    expect(await db.select().from(ledgerPostings).where(and(eq(ledgerPostings.saleId, sale.saleId), eq(ledgerPostings.kind, "sale_reversal")))).toHaveLength(1);
  });

  it("needs a reason, is refused to customers and shop owners, and writes nothing when it fails part-way", async () => {
    const { actor: owner, walletId } = await createFundedShop(db, { balancePaise: 1_000_00 });
    const customer = await createCodedCustomer(db);
    const sale = await sell(db, owner, customer.code, 1_000_00);
    expect((await failure(reverseSale({ actor: operator, input: { saleId: sale.saleId, reason: "  " }, db }))).fieldErrors?.reason).toBe("Please give the reason for the reversal.");
    expect((await failure(reverseSale({ actor: operator, input: { saleId: 9_999_999_999, reason: "x" }, db }))).code).toBe("not_found");
    for (const actor of [...(await createNonOperatorActors(db)), owner]) {
      expect((await failure(reverseSale({ actor, input: { saleId: sale.saleId, reason: "x" }, db }))).code).toBe("forbidden");
    }
    // An operator id that is no user: the sale's reversed_by foreign key fails after the status changed.
    const ghost: UserActor = { userId: randomUUID(), roles: ["operator"] };
    expect(databaseErrorOf(await failure(reverseSale({ actor: ghost, input: { saleId: sale.saleId, reason: "x" }, db })))).toMatchObject({ code: "23503" });
    const [row] = await db.select({ status: sales.status }).from(sales).where(eq(sales.id, sale.saleId));
    expect(row!.status).toBe("recorded");
    expect(await walletState(db, walletId)).toEqual({ cached: 950_00, summed: 950_00 });
    expect(await auditEntries(db, "sale", sale.saleId)).toHaveLength(0);
  });
});

describe("operator: all sales", () => {
  it("filters by shop, customer code, Asia/Kolkata dates and status", async () => {
    const a = await createFundedShop(db);
    const b = await createFundedShop(db);
    const buyer = await createCodedCustomer(db);
    const other = await createCodedCustomer(db);
    const s1 = await sell(db, a.actor, buyer.code, 100_00, new Date("2031-03-09T18:40:00Z")); // 10 March 00:10 IST
    const s2 = await sell(db, a.actor, other.code, 200_00, new Date("2031-03-10T18:20:00Z")); // 10 March 23:50 IST
    const s3 = await sell(db, b.actor, buyer.code, 300_00, new Date("2031-03-11T05:00:00Z")); // 11 March
    await reverseSale({ actor: operator, input: { saleId: s2.saleId, reason: "Wrong amount" }, db });

    const ids = (filters: Partial<OperatorSaleFilters>) => listSales({ actor: operator, filters: { ...noFilters, ...filters }, db }).then((r) => r.rows.map((row) => row.id));
    expect(await ids({ shopId: a.shop.id })).toEqual([s2.saleId, s1.saleId]);
    expect(await ids({ customerCode: buyer.code })).toEqual([s3.saleId, s1.saleId]);
    expect(await ids({ customerCode: "DLMP000000000" })).toEqual([]);
    expect(await ids({ from: "2031-03-10", to: "2031-03-10" })).toEqual([s2.saleId, s1.saleId]);
    expect(await ids({ from: "2031-03-11", to: "2031-03-11" })).toEqual([s3.saleId]);
    expect(await ids({ shopId: a.shop.id, status: "reversed" })).toEqual([s2.saleId]);
    expect(await ids({ shopId: a.shop.id, status: "recorded" })).toEqual([s1.saleId]);

    const page = await listSales({ actor: operator, filters: { ...noFilters, shopId: a.shop.id }, db });
    expect(page).toMatchObject({ total: 2, capped: false });
    expect(page.rows[0]).toMatchObject({ status: "reversed", reversalReason: "Wrong amount", reversedByName: "Olga Operator", shopName: a.shop.name, customerCode: other.code, interestPaise: 10_00, countedMonth: "2031-03-01", monthClosed: false });
    for (const actor of await createNonOperatorActors(db)) {
      expect((await failure(listSales({ actor, filters: noFilters, db }))).code).toBe("forbidden");
      expect((await failure(exportSales({ actor, filters: noFilters, db }).next())).code).toBe("forbidden");
    }
  });

  it("exports every matching row once, batch after batch, even for sales recorded in the same millisecond", async () => {
    const { shop, actor: owner } = await createFundedShop(db);
    const buyer = await createCodedCustomer(db);
    for (let i = 0; i < 5; i += 1) await sell(db, owner, buyer.code, (i + 1) * 100_00);
    // Same millisecond, different microseconds: a cursor kept as a JS Date would skip rows.
    await db.execute(sql`UPDATE sales SET created_at = '2031-04-01 10:00:00.123001+00'::timestamptz + (id % 3) * interval '1 microsecond' WHERE shop_id = ${shop.id}`);
    const rows: unknown[][] = [];
    for await (const batch of exportSales({ actor: operator, filters: { ...noFilters, shopId: shop.id }, db, batchSize: 2 })) rows.push(...batch);
    expect(rows.map((row) => row[0]).sort()).toEqual((await db.select({ id: sales.id }).from(sales).where(eq(sales.shopId, shop.id))).map((r) => r.id).sort());
    expect(rows[0]).toEqual(expect.arrayContaining([shop.id, buyer.code, "Weekly groceries", "recorded", "2031-04-01 15:30:00", kolkataMonthStart(new Date()).slice(0, 7)]));
  });
});

describe("reversal and the commission engine (docs/product.md#commission-plan)", () => {
  let world: World;
  afterAll(async () => world?.close());

  it("open month: a reversed sale drops out at the next run; closed month: the next open month's run takes its commission back", async () => {
    world = await freshWorld();
    const wdb = world.db;
    const t = await buildTree(wdb, { P: "0", Q: "00" });
    const operatorHere = { userId: (await createUser(wdb, { role: "operator" })).id, roles: ["operator" as const] };
    const { actor: owner, walletId } = await createFundedShop(wdb, { balancePaise: 100_000_00 });
    const [buyer] = await wdb.select({ code: customers.code }).from(customers).where(eq(customers.id, t.Q!));
    const [jan, feb] = ["2027-01-01", "2027-02-01"];
    const inJan = new Date("2027-01-15T06:00:00Z");
    await qualify(wdb, [t.P!], jan);
    const mistaken = await sell(wdb, owner, buyer!.code!, 2_000_00, inJan); // interest ₹100 → P earns 18% = 1800 paise
    const kept = await sell(wdb, owner, buyer!.code!, 20_000_00, inJan); // interest ₹1,000 → 18000 paise
    const run = (month: string) => runMonth({ actor: SYSTEM_ACTOR, input: { month, trigger: "cli" }, db: wdb });

    await run(jan);
    expect((await statementOf(wdb, t.P!, jan))?.gross).toBe(19_800);
    const open = await reverseSale({ actor: operatorHere, input: { saleId: mistaken.saleId, reason: "Recorded twice" }, db: wdb });
    expect(open.monthClosed).toBe(false);
    await run(jan);
    expect((await statementOf(wdb, t.P!, jan))?.gross).toBe(18_000);
    expect((await linesOf(wdb, jan)).map((l) => l.sale)).not.toContain(mistaken.saleId);
    await closeMonth({ actor: SYSTEM_ACTOR, input: { month: jan }, db: wdb });

    const closed = await reverseSale({ actor: operatorHere, input: { saleId: kept.saleId, reason: "Goods returned the same day" }, db: wdb });
    expect(closed).toMatchObject({ monthClosed: true, countedMonth: jan, interestReturnedPaise: 1_000_00 });
    await qualify(wdb, [t.P!], feb);
    const febRun = await run(feb);
    expect((await linesOf(wdb, feb)).filter((l) => l.kind === "adjustment")).toEqual([
      { kind: "adjustment", member: t.P, sale: kept.saleId, buyer: t.Q, level: 1, base: 1_000_00, rate: 1800, amount: -18_000 },
    ]);
    expect(febRun.totals.adjustmentPaise).toBe(-18_000);
    // January never changes; the wallet got both interests back.
    expect((await statementOf(wdb, t.P!, jan))?.gross).toBe(18_000);
    expect(await walletState(wdb, walletId)).toEqual({ cached: 100_000_00, summed: 100_000_00 });
    expect((await reconcileMonth({ actor: SYSTEM_ACTOR, input: { month: feb }, db: wdb })).ok).toBe(true);
  });
});
