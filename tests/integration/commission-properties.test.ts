import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { closeMonth } from "../../server/commissions/close-month";
import { getMemberStatement } from "../../server/commissions/get-member-statement";
import { reconcileMonth } from "../../server/commissions/reconcile-month";
import { runMonth } from "../../server/commissions/run-month";
import { addSale, buildTree, dropTemplate, freshWorld, linesOf, reverseSale, statementOf, statementsOf, type World } from "../support/commission-factories";
import { SYSTEM_ACTOR } from "../../server/auth/actor";

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
function expectedLines(sales: { id: number; path: string; amount: number; interest: number }[]) {
  const own = new Map<string, number>();
  for (const s of sales) own.set(s.path, (own.get(s.path) ?? 0) + s.amount);
  const lines: { member: string; sale: number; level: number; base: number; rate: number; amount: number }[] = [];
  for (const s of sales) {
    PLAN.shares.forEach((share, i) => {
      const level = i + 1;
      if (level > s.path.length) return;
      const ancestor = s.path.slice(0, s.path.length - level);
      if (ancestor === "" || (own.get(ancestor) ?? 0) < PLAN.threshold) return;
      const amount = Math.floor((s.interest * share) / 10_000);
      if (amount > 0) lines.push({ member: ancestor, sale: s.id, level, base: s.interest, rate: share, amount });
    });
  }
  return lines;
}

function expectedGross(lines: ReturnType<typeof expectedLines>) {
  const earned = new Map<string, number>();
  for (const line of lines) earned.set(line.member, (earned.get(line.member) ?? 0) + line.amount);
  return new Map([...earned].map(([path, total]) => [path, Math.min(total, PLAN.cap)]));
}

const noFailures = async (db: World["db"], month: string) =>
  expect((await reconcileMonth({ actor: SYSTEM_ACTOR, input: { month }, db })).checks.filter((c) => !c.ok)).toEqual([]);

describe("commission run: properties over random trees and sales", () => {
  it("agrees with a JavaScript oracle line by line, reconciles, reruns identically in both key modes, and pays only the buyer's upline; later sales changes leave a run or closed month's lines as they were", { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        treeArb,
        fc.array(saleArb, { maxLength: 30 }),
        fc.array(fc.boolean(), { maxLength: 18 }),
        fc.array(fc.nat(), { minLength: 2, maxLength: 4 }),
        async (paths, rawSales, pans, later) => {
        const world = await freshWorld();
        try {
          const db = world.db;
          const layout = Object.fromEntries(paths.map((p, i) => [`m${i}`, p]));
          const withPan = paths.map((_, i) => `m${i}`).filter((_, i) => pans[i]);
          const ids = await buildTree(db, layout, { withPan });
          const idOf = (i: number) => ids[`m${i}`]!;
          const pathOf = new Map(paths.map((p, i) => [idOf(i), p]));
          const idByPath = new Map(paths.map((p, i) => [p, idOf(i)]));
          const sales: { id: number; index: number; path: string; amount: number; interest: number }[] = [];
          for (const raw of rawSales) {
            const index = raw.buyer % paths.length;
            const row = await addSale(db, { customerId: idOf(index), amountPaise: raw.amount, interestPaise: raw.interest, month: M });
            sales.push({ id: row.id, index, path: paths[index]!, amount: raw.amount, interest: raw.interest });
          }

          const first = await runMonth({ actor: SYSTEM_ACTOR, input: { month: M, trigger: "cli" }, db });
          const lines = await linesOf(db, M);
          // Only the buyer's upline, at the right level, never the company root, never past level 5.
          for (const line of lines) {
            const member = pathOf.get(line.member)!;
            const buyer = pathOf.get(line.buyer!)!;
            expect(buyer.startsWith(member) && member.length > 0).toBe(true);
            expect(buyer.length - member.length).toBe(line.level);
            expect(line.level).toBeLessThanOrEqual(5);
          }
          // The oracle, line by line and per statement.
          const oracle = expectedLines(sales);
          const byKey = (l: { member: number; sale: number | null; level: number | null }) => `${l.sale}:${l.level}:${l.member}`;
          expect(lines.map((l) => ({ ...l, kind: undefined, buyer: undefined })).sort((a, b) => byKey(a).localeCompare(byKey(b)))).toEqual(
            oracle
              .map((l) => ({ member: idByPath.get(l.member)!, sale: l.sale, level: l.level, base: l.base, rate: l.rate, amount: l.amount, kind: undefined, buyer: undefined }))
              .sort((a, b) => byKey(a).localeCompare(byKey(b))),
          );
          const expected = expectedGross(oracle);
          for (const [index, path] of paths.entries()) {
            const statement = await statementOf(db, idOf(index), M);
            const gross = expected.get(path);
            expect(statement?.gross).toBe(gross);
            if (statement && gross !== undefined) {
              const rate = pans[index] ? PLAN.tds : PLAN.tdsNoPan;
              expect(statement.tds).toBe(gross > PLAN.tdsThreshold ? Math.floor((gross * rate + 5_000) / 10_000) : 0);
              // What the statement screen shows adds up: lines to the line total, less the cap to gross.
              const shown = (await getMemberStatement({ customerId: idOf(index), month: M, db }))!;
              expect(shown.lines.reduce((a, l) => a + l.amountPaise, 0)).toBe(shown.statement.lineTotalPaise);
              expect(shown.statement.lineTotalPaise - shown.statement.capExcessPaise).toBe(shown.statement.grossPaise);
              expect(shown.lines.length).toBe(oracle.filter((l) => l.member === path).length);
            }
          }
          expect(first.totals.poolPaise).toBe(sales.reduce((a, s) => a + s.interest, 0));
          expect(first.totals.commissionLines).toBe(oracle.length);
          await noFailures(db, M);
          // A rerun gives identical lines, statements and totals, aggregating by path instead of heap keys too.
          const statements = await statementsOf(db, M);
          const second = await runMonth({ actor: SYSTEM_ACTOR, input: { month: M, trigger: "cli" }, db, keyMode: "path" });
          expect(await linesOf(db, M)).toEqual(lines);
          expect(await statementsOf(db, M)).toEqual(statements);
          expect(second.totals).toEqual(first.totals);

          // Sales recorded into the month or reversed after its run change nothing until it runs again.
          const buyer = idOf(later[0]! % paths.length);
          const reversed = sales.length ? sales[later[1]! % sales.length]! : undefined;
          await addSale(db, { customerId: buyer, amountPaise: 150_000, interestPaise: 7_500, month: M });
          if (reversed) await reverseSale(db, reversed.id);
          expect(await linesOf(db, M)).toEqual(lines);
          expect(await statementsOf(db, M)).toEqual(statements);
          await noFailures(db, M);
          await runMonth({ actor: SYSTEM_ACTOR, input: { month: M, trigger: "cli" }, db });
          await noFailures(db, M);

          // Closing keeps every identity, the ledger's included; and the closed month's lines and
          // figures stay as they were whatever happens to its sales afterwards.
          await closeMonth({ actor: SYSTEM_ACTOR, input: { month: M }, db });
          await noFailures(db, M);
          const closedLines = await linesOf(db, M);
          const closedStatements = await statementsOf(db, M);
          const { rows: counted } = await db.execute<{ id: string }>(
            sql`SELECT id FROM sales WHERE counted_month = ${M}::date AND status = 'recorded' ORDER BY id`,
          );
          for (const pick of later.slice(2)) if (counted.length) await reverseSale(db, Number(counted[pick % counted.length]!.id));
          const late = await addSale(db, { customerId: buyer, amountPaise: 250_000, interestPaise: 12_500, month: M });
          expect(late.countedMonth).toBe("2026-05-01");
          expect(await linesOf(db, M)).toEqual(closedLines);
          expect(await statementsOf(db, M)).toEqual(closedStatements);
          await noFailures(db, M);
          // The next month adjusts the reversals and reconciles.
          await runMonth({ actor: SYSTEM_ACTOR, input: { month: "2026-05", trigger: "cli" }, db });
          await noFailures(db, "2026-05-01");
          expect(await linesOf(db, M)).toEqual(closedLines);
        } finally {
          await world.close();
        }
      }),
      { numRuns: 25, seed: 20261121 },
    );
  });
});
