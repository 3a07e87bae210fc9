import { afterAll, afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeMonth } from "../../server/commissions/close-month";
import { getMemberStatement } from "../../server/commissions/get-member-statement";
import { listMemberStatements } from "../../server/commissions/list-member-statements";
import { reconcileMonth } from "../../server/commissions/reconcile-month";
import { runMonth } from "../../server/commissions/run-month";
import {
  addSale,
  buildTree,
  completeKyc,
  dropTemplate,
  freshWorld,
  linesOf,
  qualify,
  reverseSale,
  statementOf,
  type World,
} from "../support/commission-factories";
import { SYSTEM_ACTOR } from "../../server/auth/actor";

/**
 * Hand-worked scenarios for the default plan (docs/product.md#commission-plan): threshold ₹1,000 (100000 paise), level
 * shares 18/15/12/9/6 %, cap ₹25,000 (2500000), minimum payout ₹100 (10000), TDS 2 % / 20 % without
 * PAN past ₹20,000 (2000000) a financial year. Amounts are paise; the arithmetic is in the comments.
 * "qualify" = own purchases of exactly ₹1,000 at a shop charging no fee (they pay nobody).
 */
let world: World;
afterEach(async () => world?.close());
afterAll(() => dropTemplate());

/** Expects an AppError whose user-facing message matches. */
async function refused(promise: Promise<unknown>, message: RegExp) {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect((error as { userMessage?: string } | undefined)?.userMessage).toMatch(message);
}

const run = (month: string) => runMonth({ actor: SYSTEM_ACTOR, input: { month, trigger: "cli" }, db: world.db });
const close = (month: string) => closeMonth({ actor: SYSTEM_ACTOR, input: { month }, db: world.db });

describe("commission run: hand-worked scenarios", () => {
  it("pays qualifying ancestors on levels 1-5 only, skips one a paisa short, rounds each line down", async () => {
    world = await freshWorld();
    const db = world.db;
    // A chain under the company root: A (level 6 from G) ... F (level 1 from G), G the buyer.
    const t = await buildTree(db, { A: "0", B: "00", C: "000", D: "0000", E: "00000", F: "000000", G: "0000000" });
    const M = "2026-05-01";
    await qualify(db, [t.A!, t.B!, t.C!, t.F!], M); // exactly ₹1,000 each: qualifies
    await addSale(db, { customerId: t.E!, amountPaise: 99_999, interestPaise: 0, month: M }); // ₹999.99: does not
    await addSale(db, { customerId: t.D!, amountPaise: 60_000, interestPaise: 0, month: M }); // two purchases
    await addSale(db, { customerId: t.D!, amountPaise: 40_000, interestPaise: 0, month: M }); // 60000+40000 = 100000: qualifies
    const sale = await addSale(db, { customerId: t.G!, amountPaise: 1_234_580, interestPaise: 61_729, month: M });

    const result = await run(M);
    // I = 61729:
    //   F level 1: 61729 × 1800 / 10000 = 11111.22 → 11111
    //   E level 2: did not qualify (99999 < 100000) → nothing; 15 % stays with the company
    //   D level 3: 61729 × 1200 / 10000 =  7407.48 →  7407
    //   C level 4: 61729 ×  900 / 10000 =  5555.61 →  5555
    //   B level 5: 61729 ×  600 / 10000 =  3703.74 →  3703
    //   A level 6: beyond the plan → nothing
    expect(await linesOf(db, M)).toEqual([
      { kind: "commission", member: t.F, sale: sale.id, buyer: t.G, level: 1, base: 61_729, rate: 1800, amount: 11_111 },
      { kind: "commission", member: t.D, sale: sale.id, buyer: t.G, level: 3, base: 61_729, rate: 1200, amount: 7_407 },
      { kind: "commission", member: t.C, sale: sale.id, buyer: t.G, level: 4, base: 61_729, rate: 900, amount: 5_555 },
      { kind: "commission", member: t.B, sale: sale.id, buyer: t.G, level: 5, base: 61_729, rate: 600, amount: 3_703 },
    ]);
    // Members get 11111 + 7407 + 5555 + 3703 = 27776. Company: 61729 − 27776 = 33953
    //   = 40 % (24691.6) + E's 15 % (9259.35) + the four remainders (.22 + .48 + .61 + .74 = 2.05).
    expect(result.totals.poolPaise).toBe(61_729);
    expect(result.totals.grossPaise).toBe(27_776);
    expect(result.totals.companySharePaise).toBe(33_953);
    expect(await statementOf(db, t.F!, M)).toEqual({
      lineTotal: 11_111, gross: 11_111, tds: 0, net: 11_111, carriedIn: 0, payable: 11_111, status: "pending", holdReason: null,
    });
    expect(await statementOf(db, t.E!, M)).toBeUndefined();
    expect(await statementOf(db, t.A!, M)).toBeUndefined();
    expect((await reconcileMonth({ actor: SYSTEM_ACTOR, input: { month: M }, db })).ok).toBe(true);

    // What F's screens read: the month's row, and the line behind it.
    const list = await listMemberStatements({ customerId: t.F!, db });
    expect(list).toMatchObject({ count: 1, pages: 1, statements: [{ month: M, grossPaise: 11_111, netPaise: 11_111, status: "pending" }] });
    const detail = await getMemberStatement({ customerId: t.F!, month: "2026-05", db });
    expect(detail?.lines).toEqual([
      expect.objectContaining({ kind: "commission", saleId: sale.id, buyerName: "G", level: 1, basePaise: 61_729, rateBp: 1800, amountPaise: 11_111 }),
    ]);
    expect(await getMemberStatement({ customerId: t.E!, month: "2026-05", db })).toBeNull();

    // The reconciliation is not a tautology: the month's lines are derived again sale by sale, with
    // the qualification recomputed, and compared with what the run stored. A statement claiming
    // more than its lines (its figures "fixed" to match) breaks it...
    await db.execute(sql`UPDATE commission_statements SET commission_paise = commission_paise + 1800, line_total_paise = line_total_paise + 1800,
      gross_paise = gross_paise + 1800, net_paise = net_paise + 1800, payable_paise = payable_paise + 1800 WHERE member_id = ${t.F} AND month = ${M}`);
    const broken = await reconcileMonth({ actor: SYSTEM_ACTOR, input: { month: M }, db });
    expect(broken.ok).toBe(false);
    expect(broken.checks.filter((c) => !c.ok).map((c) => c.name)).toEqual([
      "every statement agrees with its lines (statements off)",
      "member gross = member commission after the cap + adjustments",
    ]);
    // ...and so does a qualification the own purchases do not support (E's statement would derive
    // lines E never earned), or a sale recorded into the month behind the run's back.
    await run(M);
    await db.execute(sql`INSERT INTO commission_statements (member_id, month, qualified, line_total_paise, gross_paise, net_paise, payable_paise)
      VALUES (${t.E}, ${M}, true, 0, 0, 0, 0)`);
    expect((await reconcileMonth({ actor: SYSTEM_ACTOR, input: { month: M }, db })).checks.filter((c) => !c.ok).map((c) => c.name)).toEqual([
      "statements are marked qualified exactly when own purchases qualify (statements off)",
    ]);
    await run(M);
    await db.execute(sql`ALTER TABLE sales DISABLE TRIGGER sales_track_commission_changes`);
    await addSale(db, { customerId: t.G!, amountPaise: 200_000, interestPaise: 10_000, month: M });
    await db.execute(sql`ALTER TABLE sales ENABLE TRIGGER sales_track_commission_changes`);
    expect((await reconcileMonth({ actor: SYSTEM_ACTOR, input: { month: M }, db })).checks.filter((c) => !c.ok).map((c) => c.name)).toEqual([
      "every statement agrees with its lines (statements off)",
      "member gross = member commission after the cap + adjustments",
      "the counted sales are those of the last run (sales)",
      "the counted sales are those of the last run (pool)",
    ]);
  });

  it("caps a member's month at ₹25,000 and deducts TDS when the year's first month already passes ₹20,000", async () => {
    world = await freshWorld();
    const db = world.db;
    const t = await buildTree(db, { P: "0", Q: "00" }, { withPan: ["P"] });
    const M = "2026-04-01"; // the first month of financial year 2026-27
    await qualify(db, [t.P!], M);
    await addSale(db, { customerId: t.Q!, amountPaise: 300_000_000, interestPaise: 15_000_000, month: M });
    const result = await run(M);
    // P level 1: 15000000 × 18 % = 2700000, capped at 2500000: 200000 stays with the company.
    // Year so far 0 + 2500000 > 2000000: TDS 2 % (P has a PAN) on the year's 2500000 = 50000.
    expect(await statementOf(db, t.P!, M)).toMatchObject({ lineTotal: 2_700_000, gross: 2_500_000, tds: 50_000, net: 2_450_000, payable: 2_450_000 });
    // Company: 15000000 − 2500000 = 12500000 (= 40 % 6000000 + level 2 at the root 15 % 2250000
    //   + levels 3-5 absent 27 % 4050000 + cap excess 200000).
    expect(result.totals).toMatchObject({ poolPaise: 15_000_000, commissionPaise: 2_700_000, capExcessPaise: 200_000, companySharePaise: 12_500_000 });
    expect((await reconcileMonth({ actor: SYSTEM_ACTOR, input: { month: M }, db })).ok).toBe(true);
  });

  it("crosses the TDS threshold mid-year (catching up the year), at 20 % without a PAN", async () => {
    world = await freshWorld();
    const db = world.db;
    const t = await buildTree(db, { X: "0", Y: "1", X1: "00", Y1: "10" }, { withPan: ["X"] });
    await completeKyc(db, t.X!);
    await completeKyc(db, t.Y!);
    const months = ["2026-04-01", "2026-05-01", "2026-06-01", "2026-07-01"];
    for (const M of months) {
      await qualify(db, [t.X!, t.Y!], M);
      // Each month X1 and Y1 buy with a ₹50,000 fee: X and Y earn 5000000 × 18 % = 900000 (₹9,000).
      await addSale(db, { customerId: t.X1!, amountPaise: 100_000_000, interestPaise: 5_000_000, month: M });
      await addSale(db, { customerId: t.Y1!, amountPaise: 100_000_000, interestPaise: 5_000_000, month: M });
      await run(M);
      await close(M);
    }
    // April: year 900000 ≤ 2000000 → no TDS. May: 1800000 ≤ 2000000 → none.
    expect(await statementOf(db, t.X!, months[0]!)).toMatchObject({ gross: 900_000, tds: 0, net: 900_000, status: "approved" });
    expect(await statementOf(db, t.X!, months[1]!)).toMatchObject({ gross: 900_000, tds: 0, net: 900_000 });
    // June: year 2700000 > 2000000 → TDS on the whole year: X 2 % × 2700000 = 54000; Y (no PAN) 20 % = 540000.
    expect(await statementOf(db, t.X!, months[2]!)).toMatchObject({ gross: 900_000, tds: 54_000, net: 846_000 });
    expect(await statementOf(db, t.Y!, months[2]!)).toMatchObject({ gross: 900_000, tds: 540_000, net: 360_000 });
    // July: already past → the month only: X 2 % × 900000 = 18000; Y 20 % = 180000.
    expect(await statementOf(db, t.X!, months[3]!)).toMatchObject({ tds: 18_000, net: 882_000 });
    expect(await statementOf(db, t.Y!, months[3]!)).toMatchObject({ tds: 180_000, net: 720_000 });
    // Y's KYC lacks a PAN, so Y's amounts are held, not approved.
    expect(await statementOf(db, t.Y!, months[3]!)).toMatchObject({ status: "held", holdReason: "kyc_incomplete" });
    // The ledger: TDS payable holds the year's TDS: 54000 + 540000 + 18000 + 180000 = 792000.
    const { rows } = await db.execute<{ balance: string }>(
      sql`SELECT sum(e.amount_paise) AS balance FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id WHERE a.kind = 'tds_payable'`,
    );
    expect(Number(rows[0]!.balance)).toBe(792_000);
    for (const M of months) expect((await reconcileMonth({ actor: SYSTEM_ACTOR, input: { month: M }, db })).ok).toBe(true);
  });

  it("carries an amount below the ₹100 minimum payout to the next month", async () => {
    world = await freshWorld();
    const db = world.db;
    const t = await buildTree(db, { M1: "0", N: "00" }, { withPan: ["M1"] });
    await completeKyc(db, t.M1!);
    const [jan, feb] = ["2027-01-01", "2027-02-01"];
    await qualify(db, [t.M1!], jan);
    await addSale(db, { customerId: t.N!, amountPaise: 600_000, interestPaise: 30_000, month: jan });
    await run(jan);
    await close(jan);
    // January: 30000 × 18 % = 5400 (₹54) < 10000 → held below the minimum, nothing paid.
    expect(await statementOf(db, t.M1!, jan)).toMatchObject({ net: 5_400, payable: 5_400, status: "held", holdReason: "below_minimum" });
    await qualify(db, [t.M1!], feb);
    await addSale(db, { customerId: t.N!, amountPaise: 600_000, interestPaise: 30_000, month: feb });
    await run(feb);
    // February: 5400 earned + 5400 carried in = 10800 ≥ 10000.
    expect(await statementOf(db, t.M1!, feb)).toMatchObject({ net: 5_400, carriedIn: 5_400, payable: 10_800, status: "pending" });
    await close(feb);
    expect(await statementOf(db, t.M1!, feb)).toMatchObject({ payable: 10_800, status: "approved" });
    expect((await reconcileMonth({ actor: SYSTEM_ACTOR, input: { month: feb }, db })).ok).toBe(true);
  });

  it("drops a sale reversed in an open month; reverses a closed month's sale as a negative adjustment next month", async () => {
    world = await freshWorld();
    const db = world.db;
    const t = await buildTree(db, { P: "0", Q: "00" });
    const [jan, feb] = ["2027-01-01", "2027-02-01"];
    await qualify(db, [t.P!], jan);
    const mistaken = await addSale(db, { customerId: t.Q!, amountPaise: 200_000, interestPaise: 10_000, month: jan });
    const kept = await addSale(db, { customerId: t.Q!, amountPaise: 2_000_000, interestPaise: 100_000, month: jan });
    await run(jan);
    // Open month: 10000 × 18 % = 1800 and 100000 × 18 % = 18000 → 19800.
    expect((await statementOf(db, t.P!, jan))?.gross).toBe(19_800);
    await reverseSale(db, mistaken.id);
    await run(jan);
    // Reversed while open: it drops out → 18000 only.
    expect((await statementOf(db, t.P!, jan))?.gross).toBe(18_000);
    await close(jan);

    await reverseSale(db, kept.id); // January is closed now
    await qualify(db, [t.P!], feb);
    await addSale(db, { customerId: t.Q!, amountPaise: 4_000_000, interestPaise: 200_000, month: feb });
    const febRun = await run(feb);
    // February: 200000 × 18 % = 36000, minus January's 18000 for the reversed sale = 18000.
    const lines = await linesOf(db, feb);
    expect(lines.filter((l) => l.kind === "adjustment")).toEqual([
      { kind: "adjustment", member: t.P, sale: kept.id, buyer: t.Q, level: 1, base: 100_000, rate: 1800, amount: -18_000 },
    ]);
    expect(await statementOf(db, t.P!, feb)).toMatchObject({ lineTotal: 18_000, gross: 18_000 });
    expect(febRun.totals.adjustmentPaise).toBe(-18_000);
    // January never changes.
    expect(await statementOf(db, t.P!, jan)).toMatchObject({ gross: 18_000 });
    // Running February again gives the same lines (the adjustment is not doubled).
    await run(feb);
    expect(await linesOf(db, feb)).toEqual(lines);
    await close(feb);
    expect((await reconcileMonth({ actor: SYSTEM_ACTOR, input: { month: feb }, db })).ok).toBe(true);
  });

  it("gives back only what a reversal changes for a member who was capped in the closed month (cap relief)", async () => {
    world = await freshWorld();
    const db = world.db;
    const t = await buildTree(db, { P: "0", Q: "00", R: "01" });
    const [jan, feb] = ["2027-01-01", "2027-02-01"];
    await qualify(db, [t.P!], jan);
    await addSale(db, { customerId: t.Q!, amountPaise: 300_000_000, interestPaise: 15_000_000, month: jan });
    const small = await addSale(db, { customerId: t.R!, amountPaise: 20_000_000, interestPaise: 1_000_000, month: jan });
    const big = await addSale(db, { customerId: t.Q!, amountPaise: 20_000_000, interestPaise: 2_000_000, month: jan });
    await run(jan);
    // January: 15000000 × 18 % = 2700000, 1000000 × 18 % = 180000, 2000000 × 18 % = 360000:
    // lines 3240000, capped at 2500000.
    expect(await statementOf(db, t.P!, jan)).toMatchObject({ lineTotal: 3_240_000, gross: 2_500_000 });
    await close(jan);

    await reverseSale(db, small.id);
    await run(feb);
    // Without the small sale P would still have been capped (3060000 > 2500000): nothing to give back.
    // Lines: −180000 for the sale, +180000 cap relief → 0.
    expect((await linesOf(db, feb)).map((l) => [l.sale, l.amount])).toEqual([[small.id, -180_000], [null, 180_000]]);
    expect(await statementOf(db, t.P!, feb)).toMatchObject({ gross: 0 });
    await close(feb);

    await reverseSale(db, big.id);
    const mar = "2027-03-01";
    await run(mar);
    // Now 2700000 remain: still above the cap → owed back 2500000 − 2500000 = 0.
    // Lines: −360000 for the sale, +360000 relief.
    expect(await statementOf(db, t.P!, mar)).toMatchObject({ gross: 0 });
    expect((await reconcileMonth({ actor: SYSTEM_ACTOR, input: { month: mar }, db })).ok).toBe(true);
  });

  it("gives back what a reversal takes below the cap (partial cap relief)", async () => {
    world = await freshWorld();
    const db = world.db;
    const t = await buildTree(db, { P: "0", Q: "00", R: "01" });
    const [jan, feb] = ["2027-01-01", "2027-02-01"];
    await qualify(db, [t.P!], jan);
    const big = await addSale(db, { customerId: t.Q!, amountPaise: 300_000_000, interestPaise: 15_000_000, month: jan });
    await addSale(db, { customerId: t.R!, amountPaise: 20_000_000, interestPaise: 1_000_000, month: jan });
    await run(jan);
    await close(jan);
    // January: 2700000 + 180000 = 2880000, capped at 2500000.
    await reverseSale(db, big.id);
    await run(feb);
    // Without the big sale: 180000. Owed back 2500000 − 180000 = 2320000:
    // −2700000 for the sale, +380000 relief (the part that was over the cap).
    expect((await linesOf(db, feb)).map((l) => [l.sale, l.amount])).toEqual([[big.id, -2_700_000], [null, 380_000]]);
    expect(await statementOf(db, t.P!, feb)).toMatchObject({ gross: -2_320_000, tds: 0, payable: -2_320_000 });
    await close(feb);
    // A negative payable is held below the minimum and carried into the next month.
    expect(await statementOf(db, t.P!, feb)).toMatchObject({ status: "held", holdReason: "below_minimum" });
    expect((await reconcileMonth({ actor: SYSTEM_ACTOR, input: { month: feb }, db })).ok).toBe(true);
  });

  it("counts a sale recorded late for a closed month in the next open month", async () => {
    world = await freshWorld();
    const db = world.db;
    const t = await buildTree(db, { P: "0", Q: "00" });
    await qualify(db, [t.P!], "2027-01-01");
    await run("2027-01-01");
    await close("2027-01-01");
    const late = await addSale(db, { customerId: t.Q!, amountPaise: 100_000, interestPaise: 5_000, month: "2027-01-01" });
    expect(late.countedMonth).toBe("2027-02-01");
    await refused(run("2027-01-01"), /closed/);
  });

  it("refuses to close a month whose sales changed since its run, and months out of order", async () => {
    world = await freshWorld();
    const db = world.db;
    const t = await buildTree(db, { P: "0", Q: "00" });
    await qualify(db, [t.P!], "2027-01-01");
    await qualify(db, [t.P!], "2027-02-01");
    await run("2027-02-01");
    await refused(close("2027-02-01"), /2027-01 first/);
    await run("2027-01-01");
    await addSale(db, { customerId: t.Q!, amountPaise: 100_000, interestPaise: 5_000, month: "2027-01-01" });
    await refused(close("2027-01-01"), /changed since its last run/);
    await run("2027-01-01");
    await expect(close("2027-01-01")).resolves.toMatchObject({ month: "2027-01-01" });
    await refused(closeMonth({ actor: { userId: "a-customer", roles: ["customer"] as const }, input: { month: "2027-02" }, db }), /operator/);
  });

  it("runs one at a time: a second start is refused clearly while the first holds the lock", async () => {
    world = await freshWorld();
    const db = world.db;
    const t = await buildTree(db, { P: "0", Q: "00" });
    await qualify(db, [t.P!], "2027-01-01");
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const isRunning = new Promise<void>((resolve) => (started = resolve));
    const first = runMonth({ actor: SYSTEM_ACTOR, input: { month: "2027-01", trigger: "cli" }, db, beforeCommit: async () => { started(); await holding; } });
    await isRunning;
    try {
      await refused(runMonth({ actor: SYSTEM_ACTOR, input: { month: "2027-01", trigger: "cli" }, db }), /in progress/);
    } finally {
      release();
    }
    await expect(first).resolves.toMatchObject({ month: "2027-01-01" });
  });
});
