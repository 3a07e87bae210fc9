import "server-only";
import { sql } from "drizzle-orm";
import { AppError } from "@/server/errors";
import type { Executor } from "@/server/db/connect";
import { num } from "@/server/db/num";

export type Plan = {
  id: number;
  version: number;
  effectiveMonth: string;
  status: "draft" | "published";
  qualifyingThresholdPaise: number;
  levelSharesBp: number[];
  monthlyCapPaise: number;
  minPayoutPaise: number;
  tdsRateBp: number;
  tdsRateNoPanBp: number;
  tdsThresholdPaise: number;
};

type PlanRow = Record<string, unknown>;

function toPlan(row: PlanRow): Plan {
  return {
    id: num(row.id),
    version: num(row.version),
    effectiveMonth: String(row.effective_month),
    status: row.status as Plan["status"],
    qualifyingThresholdPaise: num(row.qualifying_threshold_paise),
    levelSharesBp: (row.level_shares_bp as (number | string)[]).map(num),
    monthlyCapPaise: num(row.monthly_cap_paise),
    minPayoutPaise: num(row.min_payout_paise),
    tdsRateBp: num(row.tds_rate_bp),
    tdsRateNoPanBp: num(row.tds_rate_no_pan_bp),
    tdsThresholdPaise: num(row.tds_threshold_paise),
  };
}

const PLAN_COLUMNS = sql`id, version, effective_month::text AS effective_month, status, qualifying_threshold_paise,
  level_shares_bp, monthly_cap_paise, min_payout_paise, tds_rate_bp, tds_rate_no_pan_bp, tds_threshold_paise`;

export async function loadPlan(db: Executor, planId: number): Promise<Plan> {
  const { rows } = await db.execute<PlanRow>(sql`SELECT ${PLAN_COLUMNS} FROM commission_plans WHERE id = ${planId}`);
  if (!rows[0]) throw new AppError("not_found", { userMessage: "That plan version does not exist." });
  return toPlan(rows[0]);
}

/** The plan in force for a month: the newest published version effective on or before it. */
export async function planForMonth(db: Executor, month: string): Promise<Plan> {
  const { rows } = await db.execute<PlanRow>(sql`
    SELECT ${PLAN_COLUMNS} FROM commission_plans
    WHERE status = 'published' AND effective_month <= ${month}::date
    ORDER BY effective_month DESC LIMIT 1`);
  if (!rows[0]) throw new AppError("conflict", { userMessage: `No published commission plan covers ${month.slice(0, 7)}.` });
  return toPlan(rows[0]);
}

export async function listPlans(db: Executor): Promise<Plan[]> {
  const { rows } = await db.execute<PlanRow>(sql`SELECT ${PLAN_COLUMNS} FROM commission_plans ORDER BY version`);
  return rows.map(toPlan);
}
