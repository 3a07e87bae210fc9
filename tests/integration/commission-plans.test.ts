import { afterAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../server/auth/actor";
import { closeMonth } from "../../server/commissions/close-month";
import { createPlanDraft } from "../../server/commissions/create-plan-draft";
import { publishPlan } from "../../server/commissions/publish-plan";
import { runMonth } from "../../server/commissions/run-month";
import { simulatePlan } from "../../server/commissions/simulate-plan";
import { addSale, buildTree, dropTemplate, freshWorld, linesOf, qualify, statementOf, type World } from "../support/commission-factories";

let world: World | undefined;
afterAll(async () => {
  await world?.close();
  await dropTemplate();
});

const operator = SYSTEM_ACTOR;
// Plan months must lie in the future: the test's months are in 2027, seen from December 2026.
const now = new Date("2026-12-15T06:00:00Z");
const draft = (effectiveMonth: string) => ({
  effectiveMonth,
  qualifyingThresholdPaise: 50_000, // ₹500
  levelSharesBp: [2000, 1000],
  monthlyCapPaise: 2_500_000,
  minPayoutPaise: 10_000,
  tdsRateBp: 200,
  tdsRateNoPanBp: 2000,
  tdsThresholdPaise: 2_000_000,
});

describe("plan versions", () => {
  it("simulates a draft against a closed month without changing it, publishes only after the last closed month", async () => {
    world = await freshWorld();
    const db = world.db;
    const t = await buildTree(db, { P: "0", Q: "00", R: "000" });
    const [jan, feb, mar] = ["2027-01-01", "2027-02-01", "2027-03-01"];
    for (const M of [jan, feb, mar]) {
      await addSale(db, { customerId: t.P!, amountPaise: 50_000, interestPaise: 0, month: M }); // ₹500: qualifies only under the draft
      await qualify(db, [t.Q!], M);
      await addSale(db, { customerId: t.R!, amountPaise: 200_000, interestPaise: 10_000, month: M });
    }
    await runMonth({ actor: SYSTEM_ACTOR, input: { month: jan, trigger: "cli" }, db });
    await closeMonth({ actor: operator, input: { month: jan }, db });
    const janLines = await linesOf(db, jan);
    // Plan v1 in January: Q level 1: 10000 × 18 % = 1800; P (₹500 < ₹1,000) does not qualify.
    expect(janLines.map((l) => [l.member, l.amount])).toEqual([[t.Q, 1_800]]);

    await expect(createPlanDraft({ actor: { userId: "a-customer", roles: ["customer"] as const }, input: draft("2027-02"), db, now })).rejects.toThrow(/operator/);
    // A closed month never changes: a version cannot take effect in it.
    await expect(createPlanDraft({ actor: operator, input: draft("2027-01"), db, now })).rejects.toThrow(/after 2027-01/);
    const early = await createPlanDraft({ actor: operator, input: draft("2027-02"), db, now });
    expect(early).toMatchObject({ status: "draft", version: 2 });
    const simulation = await simulatePlan({ actor: operator, input: { planId: early.id, month: "2027-01" }, db });
    // Draft: Q level 1: 10000 × 20 % = 2000; P (₹500 qualifies) level 2: 10000 × 10 % = 1000.
    expect(simulation.current).toMatchObject({ grossPaise: 1_800 });
    expect(simulation.simulated).toMatchObject({ grossPaise: 3_000, companySharePaise: 7_000 });
    expect(await linesOf(db, jan)).toEqual(janLines); // rolled back: January unchanged
    // February closes under v1 while the draft waits: the draft can no longer be published for February.
    const febRun = await runMonth({ actor: SYSTEM_ACTOR, input: { month: feb, trigger: "cli" }, db });
    await closeMonth({ actor: operator, input: { month: feb }, db });
    await expect(publishPlan({ actor: operator, input: { planId: early.id }, db, now })).rejects.toThrow(/after 2027-02/);

    const next = await createPlanDraft({ actor: operator, input: draft("2027-03"), db, now });
    await publishPlan({ actor: operator, input: { planId: next.id }, db, now });
    await expect(publishPlan({ actor: operator, input: { planId: next.id }, db, now })).rejects.toThrow(/Only a draft/);
    const marRun = await runMonth({ actor: SYSTEM_ACTOR, input: { month: mar, trigger: "cli" }, db });
    expect(febRun.plan.version).toBe(1);
    expect(marRun.plan.version).toBe(3);
    expect(await statementOf(db, t.P!, mar)).toMatchObject({ gross: 1_000 });
    expect(await statementOf(db, t.P!, feb)).toBeUndefined();
  });
});
