import "server-only";
import { sql } from "drizzle-orm";
import { type PlanDraftInput, planDraftSchema } from "@/lib/validation/commissions";
import { recordAudit } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/connect";
import { AppError } from "@/server/errors";
import { parseInput } from "@/server/http/validation";
import { loadPlan, type Plan } from "./plan";
import { planMonthProblem } from "./plan-effective-month";
import { type Actor, assertRole } from "@/server/auth/actor";
import { num } from "@/server/db/num";

/**
 * Adds a draft plan version (operators only), effective from a future month after the last closed
 * one. Drafts can be simulated against past months, then published.
 */
export async function createPlanDraft(options: { actor: Actor | undefined; input: PlanDraftInput; db: Executor; now?: Date }): Promise<Plan> {
  assertRole(options.actor, "operator");
  const actor = options.actor;
  const input = parseInput(planDraftSchema, options.input);
  const effectiveMonth = `${input.effectiveMonth}-01`;
  return options.db.transaction(async (tx) => {
    const problem = await planMonthProblem(tx, effectiveMonth, options.now ?? new Date());
    if (problem) throw new AppError("validation_failed", { message: problem, userMessage: problem, fieldErrors: { effectiveMonth: problem } });
    const shares = `{${input.levelSharesBp.join(",")}}`;
    // Versions are numbered under a table lock so two operators adding drafts at once get 2 and 3, not 2 twice.
    await tx.execute(sql`LOCK TABLE commission_plans IN SHARE ROW EXCLUSIVE MODE`);
    const { rows } = await tx.execute<{ id: string }>(sql`
      INSERT INTO commission_plans (version, effective_month, status, qualifying_threshold_paise, level_shares_bp, monthly_cap_paise,
                                    min_payout_paise, tds_rate_bp, tds_rate_no_pan_bp, tds_threshold_paise, notes, created_by)
      SELECT coalesce(max(version), 0) + 1, ${effectiveMonth}::date, 'draft', ${input.qualifyingThresholdPaise},
             ${shares}::int[], ${input.monthlyCapPaise}, ${input.minPayoutPaise}, ${input.tdsRateBp}, ${input.tdsRateNoPanBp},
             ${input.tdsThresholdPaise}, ${input.notes ?? null}, ${actor.userId}
      FROM commission_plans
      RETURNING id`);
    const plan = await loadPlan(tx, num(rows[0]!.id));
    await recordAudit(tx, { actor, action: "commission_plan.create_draft", entityType: "commission_plan", entityId: plan.version, before: null, after: { ...plan, notes: input.notes ?? null } });
    return plan;
  });
}
