import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { countedSales } from "./month-sql";
import { num } from "@/server/db/num";

/**
 * Commission lines are derived, not stored (docs/decisions/029-commission-lines-derived-on-read.md, "Commission lines derived on
 * read"): a line is a counted sale of the month (as of the month's last run: countedSales), bought
 * by someone 1..n levels below a member who qualified that month, with the month's plan share of
 * that level: amount = floor(interest × share / 10,000), lines of zero paise omitted. Every input
 * is frozen once the month is run: the tree never changes, a plan version is never edited, the
 * month keeps its plan id, and the sales changes since the run are recorded.
 */

/** The month's plan: the one its last run used, else the one in force (a month never run). */
function monthPlan(month: string): SQL {
  return sql`(
    SELECT p.level_shares_bp AS shares, p.qualifying_threshold_paise AS threshold FROM commission_plans p
    WHERE p.id = coalesce(
      (SELECT plan_id FROM commission_months WHERE month = ${month}::date),
      (SELECT id FROM commission_plans WHERE status = 'published' AND effective_month <= ${month}::date ORDER BY effective_month DESC LIMIT 1))
  )`;
}

export type DerivedLine = {
  saleId: number;
  buyerId: number;
  level: number;
  basePaise: number;
  rateBp: number;
  amountPaise: number;
};

/**
 * One member's commission lines for a month, for a member who qualified that month (the caller
 * checks the statement's `qualified`). The downline to n levels is at most 2 + 4 + … + 2^n nodes,
 * found level by level through the (parent, side) index; their sales through the buyer index.
 * Ordered as statements show them: by sale time, sale, level.
 */
export async function deriveMemberLines(db: Executor, { memberId, month }: { memberId: number; month: string }) {
  const { rows } = await db.execute<Record<string, string | null>>(sql`
    WITH RECURSIVE plan AS ${monthPlan(month)},
    down (customer_id, level) AS (
      SELECT t.customer_id, 1 FROM tree_nodes t WHERE t.parent_id = ${memberId}
      UNION ALL
      SELECT t.customer_id, d.level + 1 FROM down d JOIN tree_nodes t ON t.parent_id = d.customer_id
      WHERE d.level < (SELECT cardinality(shares) FROM plan)
    )
    SELECT s.id AS sale_id, s.customer_id AS buyer_id, d.level, s.interest_paise AS base_paise, plan.shares[d.level] AS rate_bp,
           s.interest_paise * plan.shares[d.level] / 10000 AS amount_paise,
           to_char(s.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS sale_date, sh.name AS shop_name,
           b.code AS buyer_code, b.first_name AS buyer_name
    FROM down d CROSS JOIN plan
    JOIN ${countedSales(month)} s ON s.customer_id = d.customer_id
    LEFT JOIN shops sh ON sh.id = s.shop_id
    LEFT JOIN customers b ON b.id = s.customer_id
    WHERE s.interest_paise * plan.shares[d.level] >= 10000
    ORDER BY s.created_at, s.id, d.level`);
  return rows.map((r) => ({
    saleId: num(r.sale_id),
    buyerId: num(r.buyer_id),
    level: num(r.level),
    basePaise: num(r.base_paise),
    rateBp: num(r.rate_bp),
    amountPaise: num(r.amount_paise),
    saleDate: r.sale_date ?? null,
    shopName: r.shop_name ?? null,
    buyerCode: r.buyer_code ?? null,
    buyerName: r.buyer_name ?? null,
  }));
}

/**
 * Every commission line of a month, derived the other way round (sale by sale, up the buyer's
 * path) and with the qualification recomputed from own purchases rather than read from the
 * statements: the reconciliation compares it with the stored figures. Columns: member_id, sale_id,
 * buyer_id, level, base_paise, rate_bp, amount_paise. A scan of the month's sales × n levels.
 */
export function monthCommissionLines(month: string): SQL {
  return sql`(
    WITH plan AS ${monthPlan(month)},
    counted AS MATERIALIZED (SELECT id, customer_id, amount_paise, interest_paise FROM ${countedSales(month)} s),
    qualified AS (
      SELECT customer_id FROM counted GROUP BY customer_id HAVING paise_sum(amount_paise) >= (SELECT threshold FROM plan)
    )
    SELECT a.customer_id AS member_id, s.id AS sale_id, s.customer_id AS buyer_id, l.level::int AS level,
           s.interest_paise AS base_paise, l.share AS rate_bp, s.interest_paise * l.share / 10000 AS amount_paise
    FROM counted s
    JOIN tree_nodes b ON b.customer_id = s.customer_id
    CROSS JOIN plan
    CROSS JOIN LATERAL unnest(plan.shares) WITH ORDINALITY AS l(share, level)
    JOIN tree_nodes a ON a.path = left(b.path, -l.level::int) AND a.parent_id IS NOT NULL
    JOIN qualified q ON q.customer_id = a.customer_id
    WHERE l.level <= b.depth AND s.interest_paise * l.share >= 10000
  )`;
}

/** Whether each member qualified in the month (own counted purchases ≥ threshold, not the root). */
export function monthQualified(month: string): SQL {
  return sql`(
    WITH plan AS ${monthPlan(month)}
    SELECT s.customer_id FROM ${countedSales(month)} s
    JOIN tree_nodes t ON t.customer_id = s.customer_id AND t.parent_id IS NOT NULL
    GROUP BY s.customer_id HAVING paise_sum(s.amount_paise) >= (SELECT threshold FROM plan)
  )`;
}
