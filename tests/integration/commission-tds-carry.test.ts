import { afterAll, afterEach, describe, expect, it } from "vitest";
import { closeMonth } from "../../server/commissions/close-month";
import { reconcileMonth } from "../../server/commissions/reconcile-month";
import { runMonth } from "../../server/commissions/run-month";
import { addSale, buildTree, completeKyc, dropTemplate, freshWorld, qualify, reverseSale, statementOf, type World } from "../support/commission-factories";
import { SYSTEM_ACTOR } from "../../server/auth/actor";

/**
 * The TDS rule in the month a member's financial year passes ₹20,000, after a month whose net was
 * negative and was carried forward (docs/decisions/111-sale-interest-and-tds-rounding.md). Default
 * plan: level 1 share 18 %, TDS 2 % with a PAN, threshold 2000000 paise, minimum payout 10000.
 */
let world: World;
afterEach(async () => world?.close());
afterAll(() => dropTemplate());

describe("TDS in the month the year passes the threshold", () => {
  it("is on the year's gross net of an earlier negative month, rounded half up; the negative payable is carried, not taxed", async () => {
    world = await freshWorld();
    const db = world.db;
    const t = await buildTree(db, { P: "0", Q: "00" }, { withPan: ["P"] });
    await completeKyc(db, t.P!);
    const [apr, may, jun] = ["2026-04-01", "2026-05-01", "2026-06-01"];
    const run = (month: string) => runMonth({ actor: SYSTEM_ACTOR, input: { month, trigger: "cli" }, db });
    const close = (month: string) => closeMonth({ actor: SYSTEM_ACTOR, input: { month }, db });

    await qualify(db, [t.P!], apr);
    // April: 5000000 × 18 % = 900000 and 3333334 × 18 % = 600000.12 → 600000: gross 1500000 ≤ 2000000, no TDS.
    const mistaken = await addSale(db, { customerId: t.Q!, amountPaise: 100_000_000, interestPaise: 5_000_000, month: apr });
    await addSale(db, { customerId: t.Q!, amountPaise: 66_666_680, interestPaise: 3_333_334, month: apr });
    await run(apr);
    await close(apr);
    expect(await statementOf(db, t.P!, apr)).toMatchObject({ gross: 1_500_000, tds: 0, net: 1_500_000, status: "approved" });

    // May: April's 900000 sale reversed → gross −900000: no TDS (nothing is refunded either), and the
    // negative payable is held below the minimum and carried into June.
    await reverseSale(db, mistaken.id);
    await run(may);
    await close(may);
    expect(await statementOf(db, t.P!, may)).toMatchObject({ gross: -900_000, tds: 0, net: -900_000, payable: -900_000, status: "held", holdReason: "below_minimum" });

    // June: 8333473 × 18 % = 1500025.14 → 1500025. The year: 1500000 − 900000 + 1500025 = 2100025 > 2000000,
    // so TDS on the whole year: 2100025 × 2 % = 42000.5 → 42001 (half up), less 0 already deducted.
    await qualify(db, [t.P!], jun);
    await addSale(db, { customerId: t.Q!, amountPaise: 166_669_460, interestPaise: 8_333_473, month: jun });
    await run(jun);
    // Net 1500025 − 42001 = 1458024; payable = net + carried in (−900000) = 558024. The carried
    // negative lowers the payable, not the TDS base a second time.
    expect(await statementOf(db, t.P!, jun)).toMatchObject({ gross: 1_500_025, tds: 42_001, net: 1_458_024, carriedIn: -900_000, payable: 558_024 });
    await close(jun);
    expect(await statementOf(db, t.P!, jun)).toMatchObject({ status: "approved" });
    for (const month of [apr, may, jun]) expect((await reconcileMonth({ actor: SYSTEM_ACTOR, input: { month }, db })).ok).toBe(true);
  });
});
