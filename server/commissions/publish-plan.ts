import "server-only";
import { sql } from "drizzle-orm";
import { AppError } from "@/server/errors";
import type { Executor } from "@/server/db/connect";
import { isUniqueViolation } from "@/server/db/errors";
import { type Actor, assertOperator, takeCommissionLock } from "./common";
import { loadPlan, type Plan } from "./plan";

/**
 * Publishes a draft plan version (operators only). It takes effect from its month, which must come
 * after every closed month (changing the plan never changes a closed month). Published versions
 * are never edited: a change is a new version.
 */
export async function publishPlan(options: { actor: Actor | undefined; planId: number; db: Executor }): Promise<Plan> {
  assertOperator(options.actor);
  const actor = options.actor;
  try {
    return await options.db.transaction(async (tx) => {
      await takeCommissionLock(tx);
      const plan = await loadPlan(tx, options.planId);
      if (plan.status !== "draft") throw new AppError("conflict", { userMessage: "Only a draft can be published; published versions never change." });
      const { rows } = await tx.execute<{ month: string | null }>(
        sql`SELECT max(month)::text AS month FROM commission_months WHERE status = 'closed'`,
      );
      const lastClosed = rows[0]?.month;
      if (lastClosed && plan.effectiveMonth <= lastClosed) {
        throw new AppError("conflict", {
          userMessage: `A new version must take effect after ${lastClosed.slice(0, 7)}, the last closed month.`,
        });
      }
      await tx.execute(sql`
        UPDATE commission_plans SET status = 'published', published_at = now(), created_by = coalesce(created_by, ${actor.userId})
        WHERE id = ${plan.id}`);
      return { ...plan, status: "published" as const };
    });
  } catch (error) {
    if (isUniqueViolation(error, "commission_plans_published_month_idx")) {
      throw new AppError("conflict", { userMessage: "Another published version already takes effect that month." });
    }
    throw error;
  }
}
