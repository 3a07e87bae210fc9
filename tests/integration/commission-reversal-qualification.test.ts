import { afterAll, afterEach, describe, expect, it } from "vitest";
import { closeMonth } from "../../server/commissions/close-month";
import { getMemberStatement } from "../../server/commissions/get-member-statement";
import { reconcileMonth } from "../../server/commissions/reconcile-month";
import { runMonth } from "../../server/commissions/run-month";
import { addSale, buildTree, dropTemplate, freshWorld, linesOf, qualify, reverseSale, statementOf, type World } from "../support/commission-factories";
import { SYSTEM_ACTOR } from "../../server/auth/actor";

/**
 * A sale of a closed month reversed after the close: the next open month's adjustments must be the
 * whole difference between the closed month as it was and as it would be without the sale, for
 * every member it touches, including a buyer whose qualification rested on that sale
 * (docs/decisions/110-closed-month-reversal-qualification.md). Default plan: threshold ₹1,000, shares
 * 18/15/12/9/6 %, cap ₹25,000. Amounts in paise.
 */
let worlds: World[] = [];
afterEach(async () => {
  for (const w of worlds) await w.close();
  worlds = [];
});
afterAll(() => dropTemplate());

const [jan, feb] = ["2027-01-01", "2027-02-01"];

async function world() {
  const w = await freshWorld();
  worlds.push(w);
  return w;
}

/**
 * A under the root, B under A, C under B. A qualifies on purchases that pay nobody; B's only
 * purchase is ₹1,000 with a ₹50 fee (A level 1: 5000 × 18 % = 900); C buys with a ₹1,000 fee
 * (B level 1: 100000 × 18 % = 18000, i.e. ₹180; A level 2: 100000 × 15 % = 15000).
 */
async function seed(db: World["db"], { cFee = 100_000 }: { cFee?: number } = {}) {
  const t = await buildTree(db, { A: "0", B: "00", C: "000" });
  await qualify(db, [t.A!], jan);
  const bSale = await addSale(db, { customerId: t.B!, amountPaise: 100_000, interestPaise: 5_000, month: jan });
  await addSale(db, { customerId: t.C!, amountPaise: cFee * 20, interestPaise: cFee, month: jan });
  return { t, bSale };
}

const grossOf = async (db: World["db"], member: number, month: string) => (await statementOf(db, member, month))?.gross ?? 0;

describe("a closed month's reversal that takes away the buyer's qualification", () => {
  it("takes back the buyer's ₹180 from their downline and the sale's upline share, and says why", async () => {
    const { db } = await world();
    const { t, bSale } = await seed(db);
    await runMonth({ actor: SYSTEM_ACTOR, input: { month: jan, trigger: "cli" }, db });
    expect(await statementOf(db, t.B!, jan)).toMatchObject({ gross: 18_000 });
    expect(await statementOf(db, t.A!, jan)).toMatchObject({ gross: 15_900 });
    await closeMonth({ actor: SYSTEM_ACTOR, input: { month: jan }, db });

    await reverseSale(db, bSale.id);
    await runMonth({ actor: SYSTEM_ACTOR, input: { month: feb, trigger: "cli" }, db });
    // B without the sale: ₹0 own purchases, not qualified → the ₹180 goes back.
    // A: the sale's level-1 line, 900, goes back; A's level-2 line from C stays (A still qualifies).
    expect(await statementOf(db, t.B!, feb)).toMatchObject({ lineTotal: -18_000, gross: -18_000, tds: 0 });
    expect(await statementOf(db, t.A!, feb)).toMatchObject({ gross: -900 });
    const adjustments = (await linesOf(db, feb)).filter((l) => l.kind === "adjustment");
    expect(adjustments.map((l) => [l.member, l.sale, l.amount]).sort()).toEqual(
      [
        [t.A, bSale.id, -900],
        [t.B, bSale.id, -18_000],
      ].sort(),
    );
    const statement = await getMemberStatement({ customerId: t.B!, month: feb, db });
    expect(statement?.lines).toEqual([expect.objectContaining({ kind: "adjustment", reason: "qualification_lost", saleId: bSale.id, amountPaise: -18_000 })]);
    expect((await reconcileMonth({ actor: SYSTEM_ACTOR, input: { month: feb }, db })).ok).toBe(true);
    // A second run of the open month writes the same lines, not twice as many.
    await runMonth({ actor: SYSTEM_ACTOR, input: { month: feb, trigger: "cli" }, db });
    expect((await linesOf(db, feb)).filter((l) => l.kind === "adjustment")).toHaveLength(2);
    await closeMonth({ actor: SYSTEM_ACTOR, input: { month: feb }, db });
    // A later month adjusts nothing again.
    await runMonth({ actor: SYSTEM_ACTOR, input: { month: "2027-03-01", trigger: "cli" }, db });
    expect(await linesOf(db, "2027-03-01")).toEqual([]);
  });

  it("takes back only the sale's shares when the buyer still qualifies without it", async () => {
    const { db } = await world();
    const { t, bSale } = await seed(db);
    await qualify(db, [t.B!], jan); // a second ₹1,000: B qualifies either way
    await runMonth({ actor: SYSTEM_ACTOR, input: { month: jan, trigger: "cli" }, db });
    await closeMonth({ actor: SYSTEM_ACTOR, input: { month: jan }, db });
    await reverseSale(db, bSale.id);
    await runMonth({ actor: SYSTEM_ACTOR, input: { month: feb, trigger: "cli" }, db });
    expect((await linesOf(db, feb)).map((l) => [l.member, l.sale, l.amount])).toEqual([[t.A, bSale.id, -900]]);
    expect(await statementOf(db, t.B!, feb)).toBeUndefined();
  });

  it("gives back only what the buyer kept under the cap", async () => {
    const { db } = await world();
    // C's fee 15000000: B level 1 = 2700000, capped at 2500000.
    const { t, bSale } = await seed(db, { cFee: 15_000_000 });
    await runMonth({ actor: SYSTEM_ACTOR, input: { month: jan, trigger: "cli" }, db });
    expect(await statementOf(db, t.B!, jan)).toMatchObject({ lineTotal: 2_700_000, gross: 2_500_000 });
    await closeMonth({ actor: SYSTEM_ACTOR, input: { month: jan }, db });
    await reverseSale(db, bSale.id);
    await runMonth({ actor: SYSTEM_ACTOR, input: { month: feb, trigger: "cli" }, db });
    // Lines: −2700000 (qualification lost), +200000 cap relief: B returns the 2500000 it was paid.
    expect((await linesOf(db, feb)).filter((l) => l.member === t.B).map((l) => [l.sale, l.amount])).toEqual([
      [bSale.id, -2_700_000],
      [null, 200_000],
    ]);
    expect(await statementOf(db, t.B!, feb)).toMatchObject({ gross: -2_500_000, tds: 0, payable: -2_500_000 });
    expect((await reconcileMonth({ actor: SYSTEM_ACTOR, input: { month: feb }, db })).ok).toBe(true);
  });

  it("ends with the same total for every member whether the sale was reversed before or after the close", async () => {
    const totals = async (reverseAfterClose: boolean) => {
      const { db } = await world();
      const { t, bSale } = await seed(db);
      await runMonth({ actor: SYSTEM_ACTOR, input: { month: jan, trigger: "cli" }, db });
      if (!reverseAfterClose) {
        await reverseSale(db, bSale.id);
        await runMonth({ actor: SYSTEM_ACTOR, input: { month: jan, trigger: "cli" }, db });
      }
      await closeMonth({ actor: SYSTEM_ACTOR, input: { month: jan }, db });
      if (reverseAfterClose) await reverseSale(db, bSale.id);
      await qualify(db, [t.A!], feb);
      await runMonth({ actor: SYSTEM_ACTOR, input: { month: feb, trigger: "cli" }, db });
      const out: Record<string, number> = {};
      for (const name of ["A", "B", "C"]) out[name] = (await grossOf(db, t[name]!, jan)) + (await grossOf(db, t[name]!, feb));
      return out;
    };
    const before = await totals(false);
    const after = await totals(true);
    expect(before).toEqual({ A: 15_000, B: 0, C: 0 });
    expect(after).toEqual(before);
  });
});
