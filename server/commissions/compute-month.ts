import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { financialYearStart, num } from "./common";
import type { Plan } from "./plan";

/** The figures of one run of one month, for the operator and the run record. */
/** Called after each step of a run with its duration (the benchmark prints them). */
export type StepTimer = (label: string, ms: number) => void;

export type RunTotals = {
  salesCounted: number;
  poolPaise: number;
  /** Members whose gross is above zero. */
  earners: number;
  commissionLines: number;
  adjustmentLines: number;
  members: number;
  commissionPaise: number;
  capExcessPaise: number;
  adjustmentPaise: number;
  grossPaise: number;
  tdsPaise: number;
  netPaise: number;
  carriedInPaise: number;
  payablePaise: number;
  companySharePaise: number;
};

/**
 * Computes a month's commission lines and statements from its recorded sales, the tree and the
 * plan, replacing whatever an earlier run of the same (open) month wrote. Set-based SQL only: the
 * work is a handful of statements whatever the number of members or sales. Runs inside the
 * caller's transaction, which holds the commission lock.
 *
 * Money rules (docs/decisions.md, "Commission engine"):
 *  - line = floor(sale interest × level share / 10,000) for each qualifying ancestor (levels 1..n,
 *    never the company root); the remainders and unqualified shares stay with the company;
 *  - gross = min(month's commission lines, cap) + adjustments (negative lines reversing the lines of
 *    sales reversed after their month closed);
 *  - TDS per financial year: nothing until the year's gross passes the threshold; in the month it
 *    passes, TDS on the whole year's gross so far; afterwards on the month's gross. Rounded half up
 *    to the paisa; rate without PAN when no PAN is on file;
 *  - net = gross − TDS; payable = net + carried in (the previous closed month's payable held as
 *    below the minimum payout).
 */
export async function computeMonth(
  tx: Executor,
  { month, plan, runId, onStep }: { month: string; plan: Plan; runId: number; onStep?: StepTimer },
): Promise<RunTotals> {
  let last = performance.now();
  const step = (label: string) => {
    const now = performance.now();
    onStep?.(label, Math.round(now - last));
    last = now;
  };
  const shares = `{${plan.levelSharesBp.join(",")}}`;
  // Hash joins and aggregates over millions of rows: let them stay in memory (this transaction only).
  await tx.execute(sql`SET LOCAL work_mem = '128MB'`);

  await tx.execute(sql`DELETE FROM commission_statements WHERE month = ${month}::date`);

  // The month's lines go into a new table (no index while it fills), swapped in as the month's
  // partition of commission_lines at the end (migration 0006). DDL is transactional: a rollback
  // or a kill leaves the previous partition in place.
  if (!/^\d{4}-\d{2}-01$/.test(month)) throw new Error(`bad month ${month}`);
  const prefix = `commission_lines_m${month.slice(0, 4)}${month.slice(5, 7)}_r`;
  const lines = sql.identifier(`${prefix}${runId}`);
  await tx.execute(sql`CREATE TABLE ${lines} (LIKE commission_lines INCLUDING DEFAULTS)`);
  await tx.execute(sql`ALTER TABLE ${lines} ADD CHECK (month = ${sql.raw(`'${month}'`)}::date)`);
  step("clear the month's statements, new lines table");

  // 1. One line per (sale, qualifying ancestor level). The level-k ancestor of a buyer is the node
  //    whose path is the buyer's path without its last k characters (a unique index on path).
  await tx.execute(sql`
    INSERT INTO ${lines} (month, run_id, kind, member_id, sale_id, buyer_id, level, base_paise, rate_bp, amount_paise)
    WITH month_sales AS (
      SELECT id, customer_id, amount_paise, interest_paise FROM sales
      WHERE counted_month = ${month}::date AND status = 'recorded'
    ), qualified AS (
      SELECT t.path, t.customer_id FROM tree_nodes t
      JOIN (SELECT customer_id FROM month_sales GROUP BY customer_id
            HAVING sum(amount_paise) >= ${plan.qualifyingThresholdPaise}) q ON q.customer_id = t.customer_id
      WHERE t.parent_id IS NOT NULL
    ), upline AS (
      SELECT s.id AS sale_id, s.customer_id AS buyer_id, s.interest_paise, l.level::int AS level, l.share,
             left(b.path, length(b.path) - l.level::int) AS ancestor_path
      FROM month_sales s
      JOIN tree_nodes b ON b.customer_id = s.customer_id
      CROSS JOIN LATERAL unnest(${shares}::int[]) WITH ORDINALITY AS l(share, level)
      WHERE l.level <= b.depth AND s.interest_paise * l.share >= 10000
    )
    SELECT ${month}::date, ${runId}::bigint, 'commission', qa.customer_id, u.sale_id, u.buyer_id, u.level,
           u.interest_paise, u.share, (u.interest_paise * u.share) / 10000
    FROM upline u
    JOIN qualified qa ON qa.path = u.ancestor_path`);
  step("commission lines");

  // 2. Adjustments: a sale reversed after its month closed gives back, in the first open month, the
  //    lines it earned in closed months that no closed month has adjusted yet. Its lines are found
  //    through the buyer's ancestors (the lines table is indexed by month and member only).
  await tx.execute(sql`
    INSERT INTO ${lines} (month, run_id, kind, member_id, sale_id, buyer_id, level, base_paise, rate_bp, amount_paise, source_month)
    SELECT ${month}::date, ${runId}::bigint, 'adjustment', l.member_id, l.sale_id, l.buyer_id, l.level,
           l.base_paise, l.rate_bp, -l.amount_paise, s.counted_month
    FROM sales s
    JOIN commission_months cm ON cm.month = s.counted_month AND cm.status = 'closed'
    JOIN tree_nodes b ON b.customer_id = s.customer_id
    CROSS JOIN LATERAL generate_series(1, least(b.depth, 20)) AS k(level)
    JOIN tree_nodes a ON a.path = left(b.path, length(b.path) - k.level)
    JOIN commission_lines l ON l.month = s.counted_month AND l.member_id = a.customer_id AND l.sale_id = s.id
                           AND l.kind = 'commission' AND l.level = k.level
    WHERE s.status = 'reversed' AND s.counted_month < ${month}::date
      AND NOT EXISTS (
        SELECT 1 FROM commission_lines x JOIN commission_months xm ON xm.month = x.month AND xm.status = 'closed'
        WHERE x.month > s.counted_month AND x.member_id = l.member_id AND x.sale_id = l.sale_id
          AND x.kind = 'adjustment' AND x.level = l.level)`);
  // Cap relief: a member capped in the closed month had part of those lines go to the company, so
  // they give back only what the reversal changes in their capped gross:
  //   owed back = min(commission, cap) − min(commission − all reversed lines, cap);
  //   relief    = −(sale adjustments so far, this run's included) − owed back  (≥ 0; 0 when not capped).
  await tx.execute(sql`
    INSERT INTO ${lines} (month, run_id, kind, member_id, sale_id, buyer_id, level, base_paise, rate_bp, amount_paise, source_month)
    WITH new_adjustments AS (
      SELECT member_id, source_month, sum(amount_paise)::bigint AS amount FROM ${lines}
      WHERE kind = 'adjustment' AND sale_id IS NOT NULL GROUP BY member_id, source_month
    ), owed AS (
      SELECT n.member_id, n.source_month, n.amount AS new_amount, p.monthly_cap_paise AS cap,
        (SELECT coalesce(sum(l.amount_paise), 0) FROM commission_lines l
          WHERE l.month = n.source_month AND l.member_id = n.member_id AND l.kind = 'commission')::bigint AS commission,
        (SELECT coalesce(sum(l.amount_paise), 0) FROM commission_lines l JOIN sales s ON s.id = l.sale_id
          WHERE l.month = n.source_month AND l.member_id = n.member_id AND l.kind = 'commission' AND s.status = 'reversed')::bigint AS reversed,
        (SELECT coalesce(sum(a.amount_paise), 0) FROM commission_lines a
          JOIN commission_months am ON am.month = a.month AND am.status = 'closed'
          WHERE a.member_id = n.member_id AND a.kind = 'adjustment' AND a.source_month = n.source_month
            AND a.month > n.source_month)::bigint AS prior
      FROM new_adjustments n
      JOIN commission_months cm ON cm.month = n.source_month
      JOIN commission_plans p ON p.id = cm.plan_id
    )
    SELECT ${month}::date, ${runId}::bigint, 'adjustment', member_id, NULL, NULL, NULL, commission, 0, relief, source_month
    FROM (SELECT o.*, -(prior + new_amount) - (least(commission, cap) - least(commission - reversed, cap)) AS relief FROM owed o) x
    WHERE relief > 0`);
  step("adjustment lines");

  // 3. Statements: one per member with lines this month or an amount carried in.
  await tx.execute(sql`
    INSERT INTO commission_statements (member_id, month, line_total_paise, gross_paise, tds_paise, net_paise,
                                       carried_in_paise, payable_paise, status, run_id)
    WITH last_closed AS (
      SELECT max(month) AS month FROM commission_months WHERE status = 'closed' AND month < ${month}::date
    ), sums AS (
      SELECT member_id,
             coalesce(sum(amount_paise) FILTER (WHERE kind = 'commission'), 0)::bigint AS commission,
             coalesce(sum(amount_paise) FILTER (WHERE kind = 'adjustment'), 0)::bigint AS adjustment
      FROM ${lines} GROUP BY member_id
    ), carried AS (
      SELECT cs.member_id, cs.payable_paise AS carried_in
      FROM commission_statements cs JOIN last_closed lc ON cs.month = lc.month
      WHERE cs.status = 'held' AND cs.hold_reason = 'below_minimum'
    ), members AS (
      SELECT coalesce(s.member_id, c.member_id) AS member_id,
             coalesce(s.commission, 0) + coalesce(s.adjustment, 0) AS line_total,
             least(coalesce(s.commission, 0), ${plan.monthlyCapPaise}::bigint) + coalesce(s.adjustment, 0) AS gross,
             coalesce(c.carried_in, 0) AS carried_in
      FROM sums s FULL JOIN carried c ON c.member_id = s.member_id
    ), year_before AS (
      SELECT cs.member_id, sum(cs.gross_paise)::bigint AS gross, sum(cs.tds_paise)::bigint AS tds
      FROM commission_statements cs JOIN members m ON m.member_id = cs.member_id
      WHERE cs.month >= ${financialYearStart(month)}::date AND cs.month < ${month}::date
      GROUP BY cs.member_id
    ), taxed AS (
      SELECT m.*,
             CASE WHEN c.pan IS NULL THEN ${plan.tdsRateNoPanBp}::bigint ELSE ${plan.tdsRateBp}::bigint END AS rate,
             coalesce(y.gross, 0) AS year_gross_before, coalesce(y.tds, 0) AS year_tds_before
      FROM members m JOIN customers c ON c.id = m.member_id LEFT JOIN year_before y ON y.member_id = m.member_id
    ), with_tds AS (
      SELECT t.*,
             CASE
               WHEN t.gross <= 0 THEN 0
               WHEN t.year_gross_before > ${plan.tdsThresholdPaise}::bigint THEN (t.gross * t.rate + 5000) / 10000
               WHEN t.year_gross_before + t.gross > ${plan.tdsThresholdPaise}::bigint
                 THEN greatest(0, ((t.year_gross_before + t.gross) * t.rate + 5000) / 10000 - t.year_tds_before)
               ELSE 0
             END AS tds
      FROM taxed t
    )
    SELECT member_id, ${month}::date, line_total, gross, tds, gross - tds, carried_in, gross - tds + carried_in,
           'pending', ${runId}::bigint
    FROM with_tds`);

  step("statements");

  // Swap: index the new lines once, drop the month's previous partition, attach the new one.
  await tx.execute(sql`CREATE INDEX ON ${lines} (month, member_id)`);
  step("index the lines");
  const { rows: previous } = await tx.execute<{ name: string }>(sql`
    SELECT c.relname AS name FROM pg_inherits i
    JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
    WHERE p.relname = 'commission_lines' AND starts_with(c.relname, ${prefix}) AND c.relname <> ${`${prefix}${runId}`}`);
  for (const { name } of previous) {
    await tx.execute(sql`ALTER TABLE commission_lines DETACH PARTITION ${sql.identifier(name)}`);
    await tx.execute(sql`DROP TABLE ${sql.identifier(name)}`);
  }
  await tx.execute(sql`DELETE FROM commission_lines_default WHERE month = ${month}::date`);
  await tx.execute(sql`ALTER TABLE commission_lines ATTACH PARTITION ${lines} FOR VALUES IN (${sql.raw(`'${month}'`)})`);

  step("swap the month's partition");
  const totals = await runTotals(tx, month);
  step("totals");
  return totals;
}

/** The month's figures as the run left them (lines, statements and the counted sales). */
export async function runTotals(tx: Executor, month: string): Promise<RunTotals> {
  const { rows } = await tx.execute<Record<string, string>>(sql`
    WITH s AS (
      SELECT count(*) AS n, coalesce(sum(interest_paise), 0) AS pool FROM sales
      WHERE counted_month = ${month}::date AND status = 'recorded'
    ), l AS (
      SELECT count(*) FILTER (WHERE kind = 'commission') AS commission_lines,
             count(*) FILTER (WHERE kind = 'adjustment') AS adjustment_lines,
             coalesce(sum(amount_paise) FILTER (WHERE kind = 'commission'), 0) AS commission,
             coalesce(sum(amount_paise) FILTER (WHERE kind = 'adjustment'), 0) AS adjustment
      FROM commission_lines WHERE month = ${month}::date
    ), st AS (
      SELECT count(*) AS members, count(*) FILTER (WHERE gross_paise > 0) AS earners, coalesce(sum(gross_paise), 0) AS gross, coalesce(sum(tds_paise), 0) AS tds,
             coalesce(sum(net_paise), 0) AS net, coalesce(sum(carried_in_paise), 0) AS carried_in,
             coalesce(sum(payable_paise), 0) AS payable
      FROM commission_statements WHERE month = ${month}::date
    )
    SELECT s.n AS sales, s.pool, l.*, st.* FROM s, l, st`);
  const r = rows[0]!;
  const commission = num(r.commission);
  const adjustment = num(r.adjustment);
  const gross = num(r.gross);
  const capExcess = commission + adjustment - gross;
  return {
    salesCounted: num(r.sales),
    poolPaise: num(r.pool),
    earners: num(r.earners),
    commissionLines: num(r.commission_lines),
    adjustmentLines: num(r.adjustment_lines),
    members: num(r.members),
    commissionPaise: commission,
    capExcessPaise: capExcess,
    adjustmentPaise: adjustment,
    grossPaise: gross,
    tdsPaise: num(r.tds),
    netPaise: num(r.net),
    carriedInPaise: num(r.carried_in),
    payablePaise: num(r.payable),
    companySharePaise: num(r.pool) - (commission - capExcess),
  };
}
