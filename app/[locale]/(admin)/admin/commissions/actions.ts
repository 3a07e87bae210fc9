"use server";

import { adminMonthSchema } from "@/lib/validation/admin-commissions";
import { requireOperator } from "@/server/auth/guards";
import { checkMonthReconciliation } from "@/server/commissions/check-month-reconciliation";
import { closeMonth } from "@/server/commissions/close-month";
import { runMonth } from "@/server/commissions/run-month";
import { db } from "@/server/db/client";
import { runAction } from "@/server/http/server-action";
import { parseInput } from "@/server/http/validation";

/** Preview: the whole run, rolled back — the figures without writing anything. */
export async function previewMonthAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    const { month } = parseInput(adminMonthSchema, input);
    return runMonth({ month, trigger: "operator", actor, dryRun: true, db });
  });
}

/**
 * Run (or run again) an open month. It runs in this request, under the engine's lock: a second
 * operator pressing Run meanwhile is refused with the engine's message rather than running twice.
 */
export async function runMonthAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    const { month } = parseInput(adminMonthSchema, input);
    return runMonth({ month, trigger: "operator", actor, db });
  });
}

export async function reconcileMonthAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    const { month } = parseInput(adminMonthSchema, input);
    return checkMonthReconciliation({ actor, month, db });
  });
}

export async function closeMonthAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    const { month } = parseInput(adminMonthSchema, input);
    const result = await closeMonth({ month, actor, db });
    return { month: result.month, approved: result.approved, held: result.held, balanced: result.reconciliation.ok };
  });
}
