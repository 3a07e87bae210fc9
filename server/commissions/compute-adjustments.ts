import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";

/**
 * A month's adjustments, replacing those of its previous run: a sale reversed after its month
 * closed gives back, in the first open month run after it, every line it earned in that month
 * (the closed month's lines derived as its statements read them: its plan, its stored
 * qualification), unless a closed month already adjusted that line. Few rows: reversals after a
 * close only.
 *
 * Then cap relief: a member capped in the closed month had part of those lines go to the company,
 * so they give back only what the reversal changes in their capped gross:
 *   owed back = min(commission, cap) − min(commission − all reversed lines, cap);
 *   relief    = −(sale adjustments so far, this run's included) − owed back  (≥ 0; 0 when not capped).
 */
export async function computeAdjustments(tx: Executor, { month, runId }: { month: string; runId: number }): Promise<void> {
  await tx.execute(sql`DELETE FROM commission_adjustments WHERE month = ${month}::date`);
  await tx.execute(sql`
    INSERT INTO commission_adjustments (month, run_id, member_id, sale_id, buyer_id, level, base_paise, rate_bp, amount_paise, source_month)
    SELECT ${month}::date, ${runId}::bigint, a.customer_id, s.id, s.customer_id, l.level, s.interest_paise, l.share,
           -(s.interest_paise * l.share / 10000), ch.month
    FROM commission_sale_changes ch
    JOIN commission_months cm ON cm.month = ch.month AND cm.status = 'closed'
    JOIN commission_plans p ON p.id = cm.plan_id
    JOIN sales s ON s.id = ch.sale_id
    JOIN tree_nodes b ON b.customer_id = s.customer_id
    CROSS JOIN LATERAL unnest(p.level_shares_bp) WITH ORDINALITY AS l(share, level)
    JOIN tree_nodes a ON a.path = left(b.path, -l.level::int)
    JOIN commission_statements st ON st.month = ch.month AND st.member_id = a.customer_id AND st.qualified
    WHERE ch.change = 'reversed' AND ch.month < ${month}::date
      AND l.level <= b.depth AND s.interest_paise * l.share >= 10000
      AND NOT EXISTS (
        SELECT 1 FROM commission_adjustments x JOIN commission_months xm ON xm.month = x.month AND xm.status = 'closed'
        WHERE x.sale_id = s.id AND x.member_id = a.customer_id AND x.level = l.level)`);
  await tx.execute(sql`
    INSERT INTO commission_adjustments (month, run_id, member_id, sale_id, buyer_id, level, base_paise, rate_bp, amount_paise, source_month)
    WITH new_adjustments AS (
      SELECT member_id, source_month, paise_sum(amount_paise) AS amount FROM commission_adjustments
      WHERE month = ${month}::date AND sale_id IS NOT NULL GROUP BY member_id, source_month
    ), owed AS (
      SELECT n.member_id, n.source_month, n.amount AS new_amount, p.monthly_cap_paise AS cap, st.commission_paise AS commission,
        (SELECT coalesce(paise_sum(s.interest_paise * p.level_shares_bp[b.depth - mt.depth] / 10000), 0)
         FROM commission_sale_changes c JOIN sales s ON s.id = c.sale_id JOIN tree_nodes b ON b.customer_id = s.customer_id
         WHERE c.month = n.source_month AND c.change = 'reversed'
           AND starts_with(b.path, mt.path) AND b.depth - mt.depth BETWEEN 1 AND cardinality(p.level_shares_bp)) AS reversed,
        (SELECT coalesce(paise_sum(a.amount_paise), 0) FROM commission_adjustments a
          JOIN commission_months am ON am.month = a.month AND am.status = 'closed'
          WHERE a.member_id = n.member_id AND a.source_month = n.source_month) AS prior
      FROM new_adjustments n
      JOIN commission_months cm ON cm.month = n.source_month
      JOIN commission_plans p ON p.id = cm.plan_id
      JOIN commission_statements st ON st.month = n.source_month AND st.member_id = n.member_id
      JOIN tree_nodes mt ON mt.customer_id = n.member_id
    )
    SELECT ${month}::date, ${runId}::bigint, member_id, NULL, NULL, NULL, commission, 0, relief, source_month
    FROM (SELECT o.*, -(prior + new_amount) - (least(commission, cap) - least(commission - reversed, cap)) AS relief FROM owed o) x
    WHERE relief > 0`);
}
