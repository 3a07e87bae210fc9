import "server-only";
import { sql } from "drizzle-orm";
import { type PlanDraftInput, planDraftSchema } from "@/lib/validation/commissions";
import type { Executor } from "@/server/db/connect";
import { parseInput } from "@/server/http/validation";
import { type Actor, assertOperator, num } from "./common";
import { loadPlan, type Plan } from "./plan";

/** Adds a draft plan version (operators only). Drafts can be simulated against past months, then published. */
export async function createPlanDraft(options: { actor: Actor | undefined; input: PlanDraftInput; db: Executor }): Promise<Plan> {
  assertOperator(options.actor);
  const input = parseInput(planDraftSchema, options.input);
  const shares = `{${input.levelSharesBp.join(",")}}`;
  const { rows } = await options.db.execute<{ id: string }>(sql`
    INSERT INTO commission_plans (version, effective_month, status, qualifying_threshold_paise, level_shares_bp, monthly_cap_paise,
                                  min_payout_paise, tds_rate_bp, tds_rate_no_pan_bp, tds_threshold_paise, notes, created_by)
    SELECT coalesce(max(version), 0) + 1, ${`${input.effectiveMonth}-01`}::date, 'draft', ${input.qualifyingThresholdPaise},
           ${shares}::int[], ${input.monthlyCapPaise}, ${input.minPayoutPaise}, ${input.tdsRateBp}, ${input.tdsRateNoPanBp},
           ${input.tdsThresholdPaise}, ${input.notes ?? null}, ${options.actor.userId}
    FROM commission_plans
    RETURNING id`);
  return loadPlan(options.db, num(rows[0]!.id));
}
