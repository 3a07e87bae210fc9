import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import type { Plan } from "./plan";
import { type Actor, assertRole } from "@/server/auth/actor";
import { num } from "@/server/db/num";

export type PlanVersionRow = Plan & {
  notes: string | null;
  createdAt: string;
  createdBy: string | null;
  publishedAt: string | null;
  /** Closed months that used this version. */
  closedMonths: number;
};

/**
 * Every plan version, newest first, with who made it and how many closed months used it, plus the
 * last closed month (a new version must take effect after it). Operators only.
 */
export async function listCommissionPlans(options: { actor: Actor | undefined; db: Executor }) {
  assertRole(options.actor, "operator");
  const { rows } = await options.db.execute<Record<string, unknown>>(sql`
    SELECT p.id, p.version, p.effective_month::text AS effective_month, p.status, p.qualifying_threshold_paise, p.level_shares_bp,
           p.monthly_cap_paise, p.min_payout_paise, p.tds_rate_bp, p.tds_rate_no_pan_bp, p.tds_threshold_paise, p.notes,
           p.created_at, p.published_at, u.name AS created_by,
           (SELECT count(*) FROM commission_months cm WHERE cm.plan_id = p.id AND cm.status = 'closed') AS closed_months
    FROM commission_plans p LEFT JOIN "user" u ON u.id = p.created_by
    ORDER BY p.version DESC`);
  const { rows: closed } = await options.db.execute<{ month: string | null }>(
    sql`SELECT max(month)::text AS month FROM commission_months WHERE status = 'closed'`,
  );
  const plans: PlanVersionRow[] = rows.map((r) => ({
    id: num(r.id),
    version: num(r.version),
    effectiveMonth: String(r.effective_month),
    status: r.status as Plan["status"],
    qualifyingThresholdPaise: num(r.qualifying_threshold_paise),
    levelSharesBp: (r.level_shares_bp as (number | string)[]).map(num),
    monthlyCapPaise: num(r.monthly_cap_paise),
    minPayoutPaise: num(r.min_payout_paise),
    tdsRateBp: num(r.tds_rate_bp),
    tdsRateNoPanBp: num(r.tds_rate_no_pan_bp),
    tdsThresholdPaise: num(r.tds_threshold_paise),
    notes: (r.notes as string | null) ?? null,
    createdAt: new Date(r.created_at as string).toISOString(),
    createdBy: (r.created_by as string | null) ?? null,
    publishedAt: r.published_at ? new Date(r.published_at as string).toISOString() : null,
    closedMonths: num(r.closed_months),
  }));
  return { plans, lastClosed: closed[0]?.month ?? null };
}
