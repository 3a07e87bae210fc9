"use server";

import { adminPlanFormSchema, adminPlanIdSchema, adminSimulateSchema, planFormToDraft } from "@/lib/validation/admin-plans";
import { requireOperator } from "@/server/auth/guards";
import { createPlanDraft } from "@/server/commissions/create-plan-draft";
import { publishPlan } from "@/server/commissions/publish-plan";
import { simulatePlan } from "@/server/commissions/simulate-plan";
import { db } from "@/server/db/client";
import { runAction } from "@/server/http/server-action";
import { parseInput } from "@/server/http/validation";

export async function createPlanDraftAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    const plan = await createPlanDraft({ actor, input: planFormToDraft(parseInput(adminPlanFormSchema, input)), db });
    return { id: plan.id, version: plan.version };
  });
}

export async function simulatePlanAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    const { planId, month } = parseInput(adminSimulateSchema, input);
    return simulatePlan({ actor, input: { planId, month }, db });
  });
}

export async function publishPlanAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    const { planId } = parseInput(adminPlanIdSchema, input);
    const plan = await publishPlan({ actor, input: { planId }, db });
    return { id: plan.id, version: plan.version, effectiveMonth: plan.effectiveMonth };
  });
}
