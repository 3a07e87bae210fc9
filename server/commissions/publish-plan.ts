import "server-only";
import { sql } from "drizzle-orm";
import { recordAudit } from "@/server/audit/record-audit";
import { AppError } from "@/server/errors";
import type { Executor } from "@/server/db/connect";
import { isUniqueViolation } from "@/server/db/errors";
import { loadPlan, type Plan } from "./plan";
import { planMonthProblem } from "./plan-effective-month";
import { type Actor, assertRole } from "@/server/auth/actor";
import { takeCommissionLock } from "@/server/commissions/commission-lock";

/**
 * Publishes a draft plan version (operators only). It takes effect from its month, which must come
 * after every closed month (changing the plan never changes a closed month) and still lie in the
 * future. Published versions are never edited: a change is a new version.
 */
export async function publishPlan(options: { actor: Actor | undefined; input: { planId: number }; db: Executor; now?: Date }): Promise<Plan> {
  assertRole(options.actor, "operator");
  const actor = options.actor;
  try {
    return await options.db.transaction(async (tx) => {
      await takeCommissionLock(tx);
      const plan = await loadPlan(tx, options.input.planId);
      if (plan.status !== "draft") throw new AppError("conflict", { userMessage: "Only a draft can be published; published versions never change." });
      const problem = await planMonthProblem(tx, plan.effectiveMonth, options.now ?? new Date());
      if (problem) throw new AppError("conflict", { message: problem, userMessage: problem });
      await tx.execute(sql`
        UPDATE commission_plans SET status = 'published', published_at = now(), created_by = coalesce(created_by, ${actor.userId})
        WHERE id = ${plan.id}`);
      const published = { ...plan, status: "published" as const };
      await recordAudit(tx, {
        actor,
        action: "commission_plan.publish",
        entityType: "commission_plan",
        entityId: plan.version,
        before: { status: "draft" },
        after: { status: "published", effectiveMonth: plan.effectiveMonth },
      });
      return published;
    });
  } catch (error) {
    if (isUniqueViolation(error, "commission_plans_published_month_idx")) {
      throw new AppError("conflict", { userMessage: "Another published version already takes effect that month." });
    }
    throw error;
  }
}
