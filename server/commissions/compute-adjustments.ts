import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";

/**
 * A month's adjustments, replacing those of its previous run: the whole difference between each
 * closed month as it was and as it would be without the sales reversed since its close, for every
 * member those sales touch, as lines of the first open month run after the reversal
 * (docs/decisions/110-closed-month-reversal-qualification.md). Few rows: reversals after a close only,
 * and only their buyers and the buyers' uplines are looked at (never the whole closed month).
 *
 *  1. sale_reversed: the negative of every line a reversed sale earned in its closed month (that
 *     month's lines as its statements read them: its plan, its stored qualification), unless a
 *     closed month already adjusted that line or took the member's whole month back (2).
 *  2. qualification_lost: a buyer whose own purchases in the closed month no longer reach the
 *     threshold without their reversed sales earned nothing that month: the rest of their
 *     commission (commission − the lines already taken back in 1) goes back, naming the reversed sale.
 *  3. cap relief: a member capped in the closed month had part of those lines go to the company, so
 *     in all they give back only what the reversals change in their capped commission:
 *       after  = qualified without the reversed sales ? commission − reversed lines : 0;
 *       owed   = min(commission, cap) − min(after, cap);
 *       relief = −(adjustments so far, this run's included) − owed  (≥ 0; 0 when not capped).
 */
export async function computeAdjustments(tx: Executor, { month, runId }: { month: string; runId: number }): Promise<void> {
  await tx.execute(sql`DELETE FROM commission_adjustments WHERE month = ${month}::date`);
  // A closed month's adjustment of (member, source month) of the given kind already exists.
  const closedAdjustment = (member: SQL, sourceMonth: SQL, kind: string) => sql`EXISTS (
    SELECT 1 FROM commission_adjustments x JOIN commission_months xm ON xm.month = x.month AND xm.status = 'closed'
    WHERE x.member_id = ${member} AND x.source_month = ${sourceMonth} AND x.kind = ${kind}::commission_adjustment_kind)`;
  await tx.execute(sql`
    INSERT INTO commission_adjustments (month, run_id, member_id, sale_id, buyer_id, level, base_paise, rate_bp, amount_paise, source_month, kind)
    SELECT ${month}::date, ${runId}::bigint, a.customer_id, s.id, s.customer_id, l.level, s.interest_paise, l.share,
           -(s.interest_paise * l.share / 10000), ch.month, 'sale_reversed'
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
        WHERE x.sale_id = s.id AND x.member_id = a.customer_id AND x.level = l.level AND x.kind = 'sale_reversed')
      AND NOT ${closedAdjustment(sql`a.customer_id`, sql`ch.month`, "qualification_lost")}`);

  // Per (member, closed month) touched: the member's own purchases counted at the close less their
  // reversed sales, and the lines of the month's reversed sales that reached the member.
  const ownAfter = (member: SQL, sourceMonth: SQL) => sql`(
    SELECT coalesce(paise_sum(o.amount_paise), 0) FROM sales o
    LEFT JOIN commission_sale_changes oc ON oc.month = o.counted_month AND oc.sale_id = o.id
    WHERE o.customer_id = ${member} AND o.counted_month = ${sourceMonth} AND o.status = 'recorded' AND oc.sale_id IS NULL)`;
  const reversedLines = (memberPath: SQL, memberDepth: SQL, sourceMonth: SQL) => sql`(
    SELECT coalesce(paise_sum(s.interest_paise * p.level_shares_bp[b.depth - ${memberDepth}] / 10000), 0)
    FROM commission_sale_changes c JOIN sales s ON s.id = c.sale_id JOIN tree_nodes b ON b.customer_id = s.customer_id
    WHERE c.month = ${sourceMonth} AND c.change = 'reversed'
      AND starts_with(b.path, ${memberPath}) AND b.depth - ${memberDepth} BETWEEN 1 AND cardinality(p.level_shares_bp))`;

  await tx.execute(sql`
    INSERT INTO commission_adjustments (month, run_id, member_id, sale_id, buyer_id, level, base_paise, rate_bp, amount_paise, source_month, kind)
    WITH buyers AS (
      SELECT s.customer_id AS member_id, ch.month AS source_month, (array_agg(s.id ORDER BY ch.changed_at DESC, s.id DESC))[1] AS sale_id
      FROM commission_sale_changes ch
      JOIN commission_months cm ON cm.month = ch.month AND cm.status = 'closed'
      JOIN sales s ON s.id = ch.sale_id
      WHERE ch.change = 'reversed' AND ch.month < ${month}::date
      GROUP BY s.customer_id, ch.month
    ), lost AS (
      SELECT bu.*, st.commission_paise - ${reversedLines(sql`mt.path`, sql`mt.depth`, sql`bu.source_month`)} AS rest
      FROM buyers bu
      JOIN commission_months cm ON cm.month = bu.source_month
      JOIN commission_plans p ON p.id = cm.plan_id
      JOIN commission_statements st ON st.month = bu.source_month AND st.member_id = bu.member_id AND st.qualified
      JOIN tree_nodes mt ON mt.customer_id = bu.member_id
      WHERE ${ownAfter(sql`bu.member_id`, sql`bu.source_month`)} < p.qualifying_threshold_paise
        AND NOT ${closedAdjustment(sql`bu.member_id`, sql`bu.source_month`, "qualification_lost")}
    )
    SELECT ${month}::date, ${runId}::bigint, member_id, sale_id, member_id, NULL, rest, 0, -rest, source_month, 'qualification_lost'
    FROM lost WHERE rest > 0`);

  await tx.execute(sql`
    INSERT INTO commission_adjustments (month, run_id, member_id, sale_id, buyer_id, level, base_paise, rate_bp, amount_paise, source_month, kind)
    WITH new_adjustments AS (
      SELECT member_id, source_month, paise_sum(amount_paise) AS amount FROM commission_adjustments
      WHERE month = ${month}::date AND kind <> 'cap_relief' GROUP BY member_id, source_month
    ), owed AS (
      SELECT n.member_id, n.source_month, n.amount AS new_amount, p.monthly_cap_paise AS cap, st.commission_paise AS commission,
        CASE WHEN ${ownAfter(sql`n.member_id`, sql`n.source_month`)} >= p.qualifying_threshold_paise
             THEN st.commission_paise - ${reversedLines(sql`mt.path`, sql`mt.depth`, sql`n.source_month`)}
             ELSE 0 END AS after,
        (SELECT coalesce(paise_sum(a.amount_paise), 0) FROM commission_adjustments a
          JOIN commission_months am ON am.month = a.month AND am.status = 'closed'
          WHERE a.member_id = n.member_id AND a.source_month = n.source_month) AS prior
      FROM new_adjustments n
      JOIN commission_months cm ON cm.month = n.source_month
      JOIN commission_plans p ON p.id = cm.plan_id
      JOIN commission_statements st ON st.month = n.source_month AND st.member_id = n.member_id
      JOIN tree_nodes mt ON mt.customer_id = n.member_id
    )
    SELECT ${month}::date, ${runId}::bigint, member_id, NULL, NULL, NULL, commission, 0, relief, source_month, 'cap_relief'
    FROM (SELECT o.*, -(prior + new_amount) - (least(commission, cap) - least(after, cap)) AS relief FROM owed o) x
    WHERE relief > 0`);
}
