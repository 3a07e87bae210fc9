import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserActor } from "../../server/auth/actor";
import type { Database, Executor } from "../../server/db/connect";
import { getFranchiseeDashboard } from "../../server/franchisees/get-franchisee-dashboard";
import { recordSale } from "../../server/sales/record-sale";
import { reverseSale } from "../../server/sales/reverse-sale";
import { createOperatorActor } from "../support/admin-factories";
import { dropTemplate, freshWorld, type World } from "../support/commission-factories";
import { createCodedCustomer, createFundedShop } from "../support/sales-factories";

// Each test in its own database: the comparisons cover every shop, and the rebuild rewrites the tables.
let world: World;
beforeAll(async () => {
  world = await freshWorld();
});
afterAll(async () => {
  await world.close();
  await dropTemplate();
});

type Totals = { shop_id: string; sales_paise: string; sale_count: string; unique_customers: number };
type Pair = { shop_id: string; customer_id: string; recorded_sales: number };

/** What the tables must hold, aggregated from sales afresh. */
async function realTotals(db: Executor): Promise<{ totals: Totals[]; pairs: Pair[] }> {
  const { rows: totals } = await db.execute<Totals>(sql`
    SELECT shop_id::text, sum(amount_paise)::text AS sales_paise, count(*)::text AS sale_count, count(DISTINCT customer_id)::int AS unique_customers
    FROM sales WHERE status = 'recorded' GROUP BY 1 ORDER BY 1`);
  const { rows: pairs } = await db.execute<Pair>(sql`
    SELECT shop_id::text, customer_id::text, count(*)::int AS recorded_sales FROM sales WHERE status = 'recorded' GROUP BY 1, 2 ORDER BY 1, 2`);
  return { totals, pairs };
}

async function storedTotals(db: Executor): Promise<{ totals: Totals[]; pairs: Pair[] }> {
  const { rows: totals } = await db.execute<Totals>(sql`
    SELECT shop_id::text, sales_paise::text, sale_count::text, unique_customers FROM shop_sale_totals ORDER BY 1`);
  const { rows: pairs } = await db.execute<Pair>(sql`SELECT shop_id::text, customer_id::text, recorded_sales FROM shop_customers ORDER BY 1, 2`);
  return { totals, pairs };
}

const sell = (db: Database, actor: UserActor, code: string, amountPaise: number) =>
  recordSale({ actor, input: { customerCode: code, amountPaise, items: "Groceries", idempotencyKey: randomUUID() }, db });

describe("maintained sale totals of each shop (shop_sale_totals, shop_customers)", () => {
  it("equal a fresh aggregate over sales after sales, reversals, a restore, a move and a delete, and the dashboard shows them", async () => {
    const { db } = world;
    const operator = await createOperatorActor(db);
    const shops = [await createFundedShop(db), await createFundedShop(db), await createFundedShop(db)];
    const people = await Promise.all(Array.from({ length: 5 }, () => createCodedCustomer(db)));
    const sold: { id: number; shop: number }[] = [];
    for (let i = 0; i < 40; i += 1) {
      const shop = i % 3;
      const sale = await sell(db, shops[shop]!.actor, people[(i * 7) % 5]!.code, 100_00 + i * 37);
      sold.push({ id: sale.saleId, shop });
    }
    // The dashboard reads the maintained row, and a shop without sales reads zeros.
    const fresh = await realTotals(db);
    const first = fresh.totals.find((t) => t.shop_id === String(shops[0]!.shop.id))!;
    expect((await getFranchiseeDashboard({ actor: shops[0]!.actor, db })).counts).toMatchObject({
      salesPaise: Number(first.sales_paise), saleCount: Number(first.sale_count), uniqueCustomers: first.unique_customers,
    });
    expect(await storedTotals(db)).toEqual(fresh);

    // Reverse every sale of one customer at shop 0 (the shop loses a unique customer), and a few others.
    const { rows: ofOne } = await db.execute<{ id: string }>(sql`SELECT id::text FROM sales WHERE shop_id = ${shops[0]!.shop.id} AND customer_id = ${people[0]!.id}`);
    expect(ofOne.length).toBeGreaterThan(0);
    for (const { id } of ofOne) await reverseSale({ actor: operator, input: { saleId: Number(id), reason: "Entered twice" }, db });
    for (const sale of sold.filter((s) => s.shop === 1).slice(0, 3)) await reverseSale({ actor: operator, input: { saleId: sale.id, reason: "Wrong amount" }, db });
    expect(await storedTotals(db)).toEqual(await realTotals(db));
    const dashboard = (await getFranchiseeDashboard({ actor: shops[0]!.actor, db })).counts;
    expect(dashboard.uniqueCustomers).toBe(first.unique_customers - 1);

    // Writes no screen makes, which the commission engine allows in a month never run: a restore,
    // a sale moved to another shop, customer and amount, one deleted, and one inserted already reversed.
    await db.execute(sql`UPDATE sales SET status = 'recorded', reversed_at = NULL WHERE id = ${Number(ofOne[0]!.id)}`);
    const moved = sold.find((s) => s.shop === 2)!;
    await db.execute(sql`UPDATE sales SET shop_id = ${shops[1]!.shop.id}, customer_id = ${people[4]!.id}, amount_paise = amount_paise + 1 WHERE id = ${moved.id}`);
    const loose = await db.execute<{ id: string }>(sql`
      INSERT INTO sales (shop_id, customer_id, amount_paise, items, interest_rate_bp, interest_paise, counted_month, idempotency_key)
      VALUES (${shops[2]!.shop.id}, ${people[3]!.id}, 5000, 'x', 0, 0, '2030-01-01', ${randomUUID()}), (${shops[2]!.shop.id}, ${people[3]!.id}, 7000, 'x', 0, 0, '2030-01-01', ${randomUUID()})
      RETURNING id::text`);
    await db.execute(sql`DELETE FROM sales WHERE id = ${Number(loose.rows[0]!.id)}`);
    await db.execute(sql`
      INSERT INTO sales (shop_id, customer_id, amount_paise, items, interest_rate_bp, interest_paise, counted_month, idempotency_key, status)
      VALUES (${shops[2]!.shop.id}, ${people[1]!.id}, 9000, 'x', 0, 0, '2030-01-01', ${randomUUID()}, 'reversed')`);
    // An update that changes nothing counted.
    await db.execute(sql`UPDATE sales SET items = 'Rice', created_at = created_at - interval '1 day' WHERE shop_id = ${shops[2]!.shop.id}`);
    expect(await storedTotals(db)).toEqual(await realTotals(db));

    // A shop whose every sale is reversed has no row, as a rebuild would leave it, and reads zeros.
    const lone = await createFundedShop(db);
    const once = await sell(db, lone.actor, people[2]!.code, 250_00);
    await reverseSale({ actor: operator, input: { saleId: once.saleId, reason: "Test" }, db });
    expect((await getFranchiseeDashboard({ actor: lone.actor, db })).counts).toMatchObject({ salesPaise: 0, saleCount: 0, uniqueCustomers: 0 });
    expect(await storedTotals(db)).toEqual(await realTotals(db));
  });

  it("counts a new customer once when 30 of their sales race at one shop, and across shops", async () => {
    const concurrent = world.extraDb(30);
    const shops = [await createFundedShop(world.db), await createFundedShop(world.db), await createFundedShop(world.db)];
    const newcomer = await createCodedCustomer(world.db);
    const others = await Promise.all(Array.from({ length: 4 }, () => createCodedCustomer(world.db)));
    await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => sell(concurrent, shops[0]!.actor, newcomer.code, 100_00 + i)),
      ...Array.from({ length: 30 }, (_, i) => sell(concurrent, shops[1 + (i % 2)]!.actor, (i % 3 === 0 ? newcomer : others[i % 4]!).code, 200_00 + i)),
    ]);
    const counts = (await getFranchiseeDashboard({ actor: shops[0]!.actor, db: world.db })).counts;
    expect(counts).toMatchObject({ saleCount: 30, uniqueCustomers: 1 });
    expect(await storedTotals(world.db)).toEqual(await realTotals(world.db));

    // Without the wallet lock that recordSale takes first: plain inserts racing for one new pair.
    const fresh = await createCodedCustomer(world.db);
    await Promise.all(
      Array.from({ length: 30 }, () =>
        concurrent.execute(sql`
          INSERT INTO sales (shop_id, customer_id, amount_paise, items, interest_rate_bp, interest_paise, counted_month, idempotency_key)
          VALUES (${shops[2]!.shop.id}, ${fresh.id}, 1000, 'x', 0, 0, '2030-01-01', ${randomUUID()})`),
      ),
    );
    expect(await storedTotals(world.db)).toEqual(await realTotals(world.db));
  });

  it("lets sales and reversals of one shop run at once without deadlocking", async () => {
    const concurrent = world.extraDb(20);
    const operator = await createOperatorActor(world.db);
    const { actor } = await createFundedShop(world.db);
    const people = await Promise.all(Array.from({ length: 3 }, () => createCodedCustomer(world.db)));
    const first = [];
    for (let i = 0; i < 20; i += 1) first.push(await sell(world.db, actor, people[i % 3]!.code, 100_00));
    const results = await Promise.allSettled([
      ...first.map((s) => reverseSale({ actor: operator, input: { saleId: s.saleId, reason: "Race" }, db: concurrent })),
      ...Array.from({ length: 20 }, (_, i) => sell(concurrent, actor, people[i % 3]!.code, 50_00)),
    ]);
    expect(results.filter((r) => r.status === "rejected").map((r) => String((r as PromiseRejectedResult).reason?.cause ?? r))).toEqual([]);
    expect(await storedTotals(world.db)).toEqual(await realTotals(world.db));
  });

  it("are rebuilt from sales as the triggers left them (bulk loads run without triggers)", async () => {
    const { db } = world;
    const before = await storedTotals(db);
    expect(before.totals.length).toBeGreaterThan(3);
    await db.execute(sql`TRUNCATE shop_customers, shop_sale_totals`);
    await db.execute(sql`SELECT shop_sale_totals_rebuild()`);
    expect(await storedTotals(db)).toEqual(before);
    // Sales written with triggers off are counted by the next rebuild.
    const shop = await createFundedShop(db);
    const buyer = await createCodedCustomer(db);
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`
        INSERT INTO sales (shop_id, customer_id, amount_paise, items, interest_rate_bp, interest_paise, counted_month, idempotency_key)
        VALUES (${shop.shop.id}, ${buyer.id}, 1000, 'x', 0, 0, '2030-01-01', ${randomUUID()})`);
    });
    expect(await storedTotals(db)).toEqual(before);
    await db.execute(sql`SELECT shop_sale_totals_rebuild()`);
    expect(await storedTotals(db)).toEqual(await realTotals(db));
  });
});
