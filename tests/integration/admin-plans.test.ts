import { afterAll, afterEach, describe, expect, it } from "vitest";
import { adminPlanFormSchema, planFormToDraft } from "../../lib/validation/admin-plans";
import { closeMonth } from "../../server/commissions/close-month";
import { createPlanDraft } from "../../server/commissions/create-plan-draft";
import { listCommissionPlans } from "../../server/commissions/list-commission-plans";
import { publishPlan } from "../../server/commissions/publish-plan";
import { runMonth } from "../../server/commissions/run-month";
import { simulatePlan } from "../../server/commissions/simulate-plan";
import { actors, auditEntries, countRows } from "../support/admin-money-factories";
import { addSale, buildTree, dropTemplate, freshWorld, qualify, type World } from "../support/commission-factories";

let world: World | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});
afterAll(() => dropTemplate());

// "Now" is December 2026 in these tests: a new version may take effect from January 2027.
const now = new Date("2026-12-15T06:00:00Z");
const form = {
  effectiveMonth: "2027-03",
  levelShares: "20, 10",
  qualifyingThreshold: "500",
  monthlyCap: "25,000",
  minPayout: "100",
  tdsRate: "2",
  tdsRateNoPan: "20",
  tdsThreshold: "20000",
  notes: "Richer level 1",
};
const fieldErrors = (input: Record<string, string>) => {
  const result = adminPlanFormSchema.safeParse({ ...form, ...input });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the new plan version form", () => {
  it("reads rupees and percentages, and refuses level shares above 100% of the fee", () => {
    const parsed = adminPlanFormSchema.parse(form);
    expect(planFormToDraft(parsed)).toEqual({
      effectiveMonth: "2027-03",
      levelSharesBp: [2000, 1000],
      qualifyingThresholdPaise: 50_000,
      monthlyCapPaise: 2_500_000,
      minPayoutPaise: 10_000,
      tdsRateBp: 200,
      tdsRateNoPanBp: 2000,
      tdsThresholdPaise: 2_000_000,
      notes: "Richer level 1",
    });
    expect(planFormToDraft(adminPlanFormSchema.parse({ ...form, levelShares: "18%, 15, 12, 9, 6.5", tdsRate: "2.5" }))).toMatchObject({ levelSharesBp: [1800, 1500, 1200, 900, 650], tdsRateBp: 250 });
    expect(fieldErrors({ levelShares: "60, 30, 15" })).toEqual({ levelShares: "The level shares add up to 105% of the fee: at most 100%." });
    expect(fieldErrors({ levelShares: "18, abc" })).toEqual({ levelShares: expect.stringMatching(/as a percentage/) });
    expect(fieldErrors({ levelShares: "" })).toEqual({ levelShares: expect.stringMatching(/Enter the level shares/) });
    expect(fieldErrors({ tdsRate: "120" })).toEqual({ tdsRate: "The TDS rate cannot exceed 100%." });
    expect(fieldErrors({ monthlyCap: "-5", effectiveMonth: "2027-13" })).toEqual({ monthlyCap: expect.stringMatching(/in rupees/), effectiveMonth: expect.stringMatching(/YYYY-MM/) });
  });
});

describe("plan versions in the console", () => {
  it("refuses customers and franchisees", async () => {
    world = await freshWorld();
    const db = world.db;
    const who = await actors(db);
    for (const actor of [who.customer, who.franchisee, undefined]) {
      await expect(listCommissionPlans({ actor, db })).rejects.toThrow(/operator/);
      await expect(createPlanDraft({ actor, input: planFormToDraft(adminPlanFormSchema.parse(form)), db, now })).rejects.toThrow(/operator/);
      await expect(publishPlan({ actor, input: { planId: 1 }, db, now })).rejects.toThrow(/operator/);
      await expect(simulatePlan({ actor, input: { planId: 1, month: "2027-01" }, db })).rejects.toThrow(/operator/);
    }
    expect(await countRows(db, "audit_log")).toBe(0);
  });

  it("a version takes effect in a future month after the last closed one; rates above 100% are refused; draft and publication are audited", async () => {
    world = await freshWorld();
    const db = world.db;
    const { operator } = await actors(db);
    const draft = (input: Partial<typeof form>) => planFormToDraft(adminPlanFormSchema.parse({ ...form, ...input }));

    // The current month and earlier are refused, under the month's field.
    await expect(createPlanDraft({ actor: operator, input: draft({ effectiveMonth: "2026-12" }), db, now })).rejects.toMatchObject({
      fieldErrors: { effectiveMonth: "A new version must take effect from a future month (2027-01 or later)." },
    });
    // The domain checks the sum of the shares itself, whatever the form did.
    await expect(createPlanDraft({ actor: operator, input: { ...draft({}), levelSharesBp: [6000, 4500] }, db, now })).rejects.toMatchObject({
      fieldErrors: { levelSharesBp: "The level shares add up to more than 100 %." },
    });
    expect(await auditEntries(db)).toEqual([]);

    // January closes: a version can no longer take effect in January.
    const t = await buildTree(db, { P: "0", Q: "00" });
    await qualify(db, [t.P!], "2027-01-01");
    await addSale(db, { customerId: t.Q!, amountPaise: 200_000, interestPaise: 10_000, month: "2027-01-01" });
    await runMonth({ actor: operator, input: { month: "2027-01", trigger: "operator" }, db });
    await closeMonth({ actor: operator, input: { month: "2027-01" }, db });
    await expect(createPlanDraft({ actor: operator, input: draft({ effectiveMonth: "2027-01" }), db, now })).rejects.toMatchObject({
      fieldErrors: { effectiveMonth: "A new version must take effect after 2027-01, the last closed month." },
    });

    const created = await createPlanDraft({ actor: operator, input: draft({}), db, now });
    expect(created).toMatchObject({ version: 2, status: "draft", effectiveMonth: "2027-03-01", levelSharesBp: [2000, 1000] });
    expect(await auditEntries(db, "commission_plan.create_draft")).toMatchObject([
      { actor: operator.userId, entityType: "commission_plan", entityId: "2", before: null, after: { version: 2, status: "draft", effectiveMonth: "2027-03-01", levelSharesBp: [2000, 1000], notes: "Richer level 1" } },
    ]);
    const simulation = await simulatePlan({ actor: operator, input: { planId: created.id, month: "2027-01" }, db });
    expect(simulation.current.grossPaise).toBe(1_800);
    expect(simulation.simulated.grossPaise).toBe(2_000);

    // Publishing later than its month refuses, and leaves no audit entry.
    await expect(publishPlan({ actor: operator, input: { planId: created.id }, db, now: new Date("2027-03-10T06:00:00Z") })).rejects.toMatchObject({
      userMessage: "A new version must take effect from a future month (2027-04 or later).",
    });
    expect(await auditEntries(db, "commission_plan.publish")).toEqual([]);
    await publishPlan({ actor: operator, input: { planId: created.id }, db, now });
    expect(await auditEntries(db, "commission_plan.publish")).toMatchObject([{ actor: operator.userId, entityId: "2", before: { status: "draft" }, after: { status: "published", effectiveMonth: "2027-03-01" } }]);

    const { plans, lastClosed } = await listCommissionPlans({ actor: operator, db });
    expect(lastClosed).toBe("2027-01-01");
    expect(plans.map((p) => [p.version, p.status, p.closedMonths, p.notes])).toEqual([[2, "published", 0, "Richer level 1"], [1, "published", 1, expect.stringMatching(/^Default plan/)]]);
  });
});
