import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { closeMonth } from "../../server/commissions/close-month";
import { SYSTEM_ACTOR } from "../../server/commissions/common";
import { reconcileMonth } from "../../server/commissions/reconcile-month";
import { runMonth } from "../../server/commissions/run-month";
import { addSale, buildTree, dropTemplate, freshWorld, linesOf, statementOf } from "../support/commission-factories";

afterAll(() => dropTemplate());

const PLAN = { threshold: 100_000, shares: [1800, 1500, 1200, 900, 600], cap: 2_500_000, tds: 200, tdsNoPan: 2000, tdsThreshold: 2_000_000 };
const M = "2026-04-01"; // first month of a financial year: nothing earlier counts towards TDS

/** Random binary trees: each new member takes a free slot (left or right) of an earlier one. */
const treeArb = fc
  .array(fc.tuple(fc.nat(), fc.boolean()), { minLength: 1, maxLength: 18 })
  .map((picks) => {
    const paths = [""];
    const taken = new Set<string>([""]);
    for (const [n, right] of picks) {
      const open = paths.filter((p) => !taken.has(p + "0") || !taken.has(p + "1"));
      const parent = open[n % open.length]!;
      const side = taken.has(parent + (right ? "1" : "0")) ? (right ? "0" : "1") : right ? "1" : "0";
      paths.push(parent + side);
      taken.add(parent + side);
    }
    return paths.slice(1); // members; the root is the company
  });

const saleArb = fc.record({
  buyer: fc.nat(),
  amount: fc.integer({ min: 1, max: 250_000 }),
  interest: fc.oneof(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 1_000_000, max: 20_000_000 })),
});

/** The plan worked out the slow, obvious way in JavaScript: the oracle the SQL must agree with. */
function expectedGross(paths: string[], sales: { path: string; amount: number; interest: number }[]) {
  const own = new Map<string, number>();
  for (const s of sales) own.set(s.path, (own.get(s.path) ?? 0) + s.amount);
  const earned = new Map<string, number>();
  for (const s of sales) {
    PLAN.shares.forEach((share, i) => {
      const level = i + 1;
      if (level > s.path.length) return;
      const ancestor = s.path.slice(0, s.path.length - level);
      if (ancestor === "" || (own.get(ancestor) ?? 0) < PLAN.threshold) return;
      const amount = Math.floor((s.interest * share) / 10_000);
      if (amount > 0) earned.set(ancestor, (earned.get(ancestor) ?? 0) + amount);
    });
  }
  return new Map([...earned].map(([path, total]) => [path, Math.min(total, PLAN.cap)]));
}

describe("commission run: properties over random trees and sales", () => {
  it("agrees with a JavaScript oracle, reconciles, reruns identically, and pays only the buyer's upline", { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(treeArb, fc.array(saleArb, { maxLength: 30 }), fc.array(fc.boolean(), { maxLength: 18 }), async (paths, rawSales, pans) => {
        const world = await freshWorld();
        try {
          const db = world.db;
          const layout = Object.fromEntries(paths.map((p, i) => [`m${i}`, p]));
          const withPan = paths.map((_, i) => `m${i}`).filter((_, i) => pans[i]);
          const ids = await buildTree(db, layout, { withPan });
          const idOf = (i: number) => ids[`m${i}`]!;
          const pathOf = new Map(paths.map((p, i) => [idOf(i), p]));
          const sales = rawSales.map((s) => ({ ...s, index: s.buyer % paths.length, path: paths[s.buyer % paths.length]! }));
          for (const s of sales) await addSale(db, { customerId: idOf(s.index), amountPaise: s.amount, interestPaise: s.interest, month: M });

          const first = await runMonth({ month: M, trigger: "cli", db });
          const lines = await linesOf(db, M);
          // Only the buyer's upline, at the right level, never the company root, never past level 5.
          for (const line of lines) {
            const member = pathOf.get(line.member)!;
            const buyer = pathOf.get(line.buyer!)!;
            expect(buyer.startsWith(member) && member.length > 0).toBe(true);
            expect(buyer.length - member.length).toBe(line.level);
            expect(line.level).toBeLessThanOrEqual(5);
          }
          // The oracle.
          const expected = expectedGross(paths, sales);
          for (const [index, path] of paths.entries()) {
            const statement = await statementOf(db, idOf(index), M);
            const gross = expected.get(path);
            expect(statement?.gross).toBe(gross);
            if (statement && gross !== undefined) {
              const rate = pans[index] ? PLAN.tds : PLAN.tdsNoPan;
              expect(statement.tds).toBe(gross > PLAN.tdsThreshold ? Math.floor((gross * rate + 5_000) / 10_000) : 0);
            }
          }
          expect(first.totals.poolPaise).toBe(sales.reduce((a, s) => a + s.interest, 0));
          expect((await reconcileMonth({ month: M, db })).checks.filter((c) => !c.ok)).toEqual([]);
          // A rerun gives identical lines and totals.
          const second = await runMonth({ month: M, trigger: "cli", db });
          expect(await linesOf(db, M)).toEqual(lines);
          expect(second.totals).toEqual(first.totals);
          // Closing keeps every identity, the ledger's included.
          await closeMonth({ month: M, actor: SYSTEM_ACTOR, db });
          expect((await reconcileMonth({ month: M, db })).checks.filter((c) => !c.ok)).toEqual([]);
        } finally {
          await world.close();
        }
      }),
      { numRuns: 25, seed: 20261121 },
    );
  });
});
