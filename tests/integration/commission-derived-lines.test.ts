import { afterAll, afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeMonth } from "../../server/commissions/close-month";
import { getMemberStatement } from "../../server/commissions/get-member-statement";
import { reconcileMonth } from "../../server/commissions/reconcile-month";
import { runMonth } from "../../server/commissions/run-month";
import { addSale, buildTree, dropTemplate, freshWorld, linesOf, qualify, reverseSale, statementOf, type World } from "../support/commission-factories";
import { createCustomer, createTreeNode } from "../support/factories";
import { SYSTEM_ACTOR } from "../../server/auth/actor";

/**
 * Commission lines are derived on read (docs/decisions/029-commission-lines-derived-on-read.md, docs/decisions/030-how-the-run-computes-statements.md): these pin down what keeps a month's
 * lines those its figures were computed from, and the run's two ways of walking up the tree.
 */
let world: World;
afterEach(async () => world?.close());
afterAll(() => dropTemplate());

const failures = async (month: string) => (await reconcileMonth({ actor: SYSTEM_ACTOR, input: { month }, db: world.db })).checks.filter((c) => !c.ok).map((c) => c.name);

describe("commission lines derived on read", () => {
  it("keep a run month's lines and figures until it runs again, and a closed month's for good", async () => {
    world = await freshWorld();
    const db = world.db;
    const t = await buildTree(db, { P: "0", Q: "00" });
    const [jan, feb] = ["2027-01-01", "2027-02-01"];
    await qualify(db, [t.P!], jan);
    const first = await addSale(db, { customerId: t.Q!, amountPaise: 200_000, interestPaise: 10_000, month: jan });
    await run(jan);
    // P level 1: 10000 × 18 % = 1800.
    const lines = await linesOf(db, jan);
    expect(lines).toEqual([{ kind: "commission", member: t.P, sale: first.id, buyer: t.Q, level: 1, base: 10_000, rate: 1800, amount: 1800 }]);

    // After the run: a new sale and a reversal are recorded as changes; the run's lines stand.
    const second = await addSale(db, { customerId: t.Q!, amountPaise: 400_000, interestPaise: 20_000, month: jan });
    await reverseSale(db, first.id);
    expect(await changes(jan)).toEqual([
      { sale: first.id, change: "reversed" },
      { sale: second.id, change: "added" },
    ]);
    expect(await linesOf(db, jan)).toEqual(lines);
    expect(await failures(jan)).toEqual([]);
    // A sale recorded and reversed since the run never counted: no change left for it.
    const fleeting = await addSale(db, { customerId: t.Q!, amountPaise: 100_000, interestPaise: 5_000, month: jan });
    await reverseSale(db, fleeting.id);
    expect((await changes(jan)).map((c) => c.sale)).not.toContain(fleeting.id);

    // The next run takes them in (and clears them): 20000 × 18 % = 3600.
    await run(jan);
    expect(await changes(jan)).toEqual([]);
    expect((await linesOf(db, jan)).map((l) => [l.sale, l.amount])).toEqual([[second.id, 3600]]);
    await close(jan);

    // After the close: the reversal stays recorded for good, the closed month shows what it paid.
    const closedLines = await linesOf(db, jan);
    await reverseSale(db, second.id);
    expect(await changes(jan)).toEqual([{ sale: second.id, change: "reversed" }]);
    expect(await linesOf(db, jan)).toEqual(closedLines);
    expect(await statementOf(db, t.P!, jan)).toMatchObject({ gross: 3600, status: "held" });
    expect(await failures(jan)).toEqual([]);
    // February gives it back, once, and January still shows it.
    await run(feb);
    expect(await linesOf(db, feb)).toEqual([
      { kind: "adjustment", member: t.P, sale: second.id, buyer: t.Q, level: 1, base: 20_000, rate: 1800, amount: -3600 },
    ]);
    expect(await linesOf(db, jan)).toEqual(closedLines);
    // The statement screen: January's line, February's adjustment.
    expect((await getMemberStatement({ customerId: t.P!, month: "2027-01", db }))?.lines).toEqual([
      expect.objectContaining({ kind: "commission", saleId: second.id, buyerName: "Q", level: 1, basePaise: 20_000, rateBp: 1800, amountPaise: 3600 }),
    ]);
    expect((await getMemberStatement({ customerId: t.P!, month: "2027-02", db }))?.lines).toEqual([
      expect.objectContaining({ kind: "adjustment", saleId: second.id, level: 1, amountPaise: -3600 }),
    ]);
  });

  it("refuses to re-price, move, delete or restore a sale that a run counted", async () => {
    world = await freshWorld();
    const db = world.db;
    const t = await buildTree(db, { P: "0", Q: "00" });
    const jan = "2027-01-01";
    await qualify(db, [t.P!], jan);
    const sale = await addSale(db, { customerId: t.Q!, amountPaise: 200_000, interestPaise: 10_000, month: jan });
    const unrun = await addSale(db, { customerId: t.Q!, amountPaise: 200_000, interestPaise: 10_000, month: "2027-03-01" });
    await run(jan);
    const refused = async (statement: Promise<unknown>) => {
      const error = (await statement.then(() => undefined, (e: unknown) => e)) as { cause?: { message?: string } } | undefined;
      expect(error?.cause?.message).toMatch(/reverse it|cannot be restored/);
    };
    await refused(db.execute(sql`UPDATE sales SET interest_paise = 1 WHERE id = ${sale.id}`));
    await refused(db.execute(sql`UPDATE sales SET counted_month = '2027-02-01' WHERE id = ${sale.id}`));
    await refused(db.execute(sql`DELETE FROM sales WHERE id = ${sale.id}`));
    // A month never run has no figures to keep.
    await db.execute(sql`UPDATE sales SET interest_paise = 9000 WHERE id = ${unrun.id}`);
    await close(jan);
    await reverseSale(db, sale.id);
    await refused(db.execute(sql`UPDATE sales SET status = 'recorded', reversed_at = NULL WHERE id = ${sale.id}`));
    expect(await failures(jan)).toEqual([]);
  });

  it("groups sales by the heap key they carry, and looks it up for a sale recorded before its buyer had a place", async () => {
    world = await freshWorld();
    const db = world.db;
    const t = await buildTree(db, { P: "0", Q: "00" });
    const M = "2027-01-01";
    await qualify(db, [t.P!], M);
    // R buys before being placed under P (no tree position yet: the sale carries no key)...
    const r = await createCustomer(db, { firstName: "R" });
    const early = await addSale(db, { customerId: r.id, amountPaise: 200_000, interestPaise: 10_000, month: M });
    await createTreeNode(db, { customerId: r.id, parentId: t.P!, side: "R", path: "01" });
    // ...Q's sale carries Q's (path '00': binary 100 = 4).
    const placed = await addSale(db, { customerId: t.Q!, amountPaise: 400_000, interestPaise: 20_000, month: M });
    const { rows } = await db.execute<{ id: string; key: string | null }>(
      sql`SELECT id, buyer_heap_key AS key FROM sales WHERE id IN (${early.id}, ${placed.id}) ORDER BY id`,
    );
    expect(rows.map((row) => row.key)).toEqual([null, "4"]);
    const result = await run(M);
    // P level 1 from both: 10000 × 18 % = 1800 and 20000 × 18 % = 3600.
    expect(await statementOf(db, t.P!, M)).toMatchObject({ gross: 5400 });
    expect(result.totals).toMatchObject({ commissionLines: 2, poolPaise: 30_000 });
    expect(await failures(M)).toEqual([]);
  });

  it("walks up a tree deeper than a bigint holds by path, with the same figures", async () => {
    world = await freshWorld();
    const db = world.db;
    // A chain 66 deep (a long line of referrals): heap keys stop at depth 62.
    const layout = Object.fromEntries(Array.from({ length: 66 }, (_, i) => [`N${i + 1}`, "0".repeat(i + 1)]));
    const t = await buildTree(db, layout);
    const M = "2027-01-01";
    await qualify(db, [t.N61!, t.N62!, t.N63!, t.N64!, t.N65!], M);
    const sale = await addSale(db, { customerId: t.N66!, amountPaise: 2_000_000, interestPaise: 100_000, month: M });
    const steps: string[] = [];
    const result = await runMonth({ actor: SYSTEM_ACTOR, input: { month: M, trigger: "cli" }, db, onStep: (label) => steps.push(label) });
    expect(steps).toContain("lock the month, tree keys (path)");
    // Levels 1-5 from N66: N65 18 % = 18000, N64 15 % = 15000, N63 12 % = 12000, N62 9 % = 9000, N61 6 % = 6000.
    expect((await linesOf(db, M)).map((l) => [l.member, l.sale, l.level, l.amount])).toEqual([
      [t.N65, sale.id, 1, 18_000],
      [t.N64, sale.id, 2, 15_000],
      [t.N63, sale.id, 3, 12_000],
      [t.N62, sale.id, 4, 9_000],
      [t.N61, sale.id, 5, 6_000],
    ]);
    expect(result.totals).toMatchObject({ grossPaise: 60_000, commissionLines: 5, members: 5 });
    expect(await failures(M)).toEqual([]);
    // Forcing heap keys on such a tree is refused rather than computed wrong.
    await expect(runMonth({ actor: SYSTEM_ACTOR, input: { month: M, trigger: "cli" }, db, keyMode: "heap" })).rejects.toThrow(/deeper than 62/);
  });
});

async function changes(month: string) {
  const { rows } = await world.db.execute<{ sale_id: string; change: string }>(
    sql`SELECT sale_id, change FROM commission_sale_changes WHERE month = ${month}::date ORDER BY sale_id`,
  );
  return rows.map((r) => ({ sale: Number(r.sale_id), change: r.change }));
}

const run = (month: string) => runMonth({ actor: SYSTEM_ACTOR, input: { month, trigger: "cli" }, db: world.db });
const close = (month: string) => closeMonth({ actor: SYSTEM_ACTOR, input: { month }, db: world.db });
