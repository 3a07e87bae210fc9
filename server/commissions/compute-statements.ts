import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { countedSales, sharesOf, type TreeKeys } from "./month-sql";
import type { Plan } from "./plan";
import { financialYearStart } from "@/server/commissions/commission-month";

export type ComputeStatementsOptions = {
  table: SQL;
  month: string;
  plan: Plan;
  runId: number;
  keys: TreeKeys;
  simpleSales: boolean;
};

/**
 * Writes a month's statements into `table` (a new, empty table shaped like commission_statements)
 * in one set-based statement, and records the month's sales count and pool on the run row.
 *
 * Without a row per (sale, level): each buyer's sales are summed once, per level (amount =
 * floor(interest × share / 10,000) per sale, so the sum is the sum of the lines that level's
 * ancestor would get); then the sums go up the tree one level per step, grouping by the parent's
 * key: step j hands the level-j sums to the level-j ancestors and carries the higher levels one
 * step further up (a million buyers, then half a million parents, and so on). A qualifying
 * ancestor's commission is the sum of what reached it.
 *
 * `simpleSales`: the month's changes were just cleared (a run of an open month), so its counted
 * sales are simply its recorded ones; otherwise (a simulation of a closed month) the counted set
 * is read through commission_sale_changes.
 */
export async function computeStatements(
  tx: Executor,
  options: ComputeStatementsOptions,
): Promise<void> {
  const { table, month, plan, runId, keys } = options;
  const shares = sharesOf(plan.levelSharesBp);
  const levels = shares.map((_, i) => i + 1);
  const sales = options.simpleSales
    ? sql`(SELECT * FROM sales s WHERE s.counted_month = ${month}::date AND s.status = 'recorded')`
    : countedSales(month);
  const id = (name: string) => sql.identifier(name);
  const list = (items: SQL[]) => sql.join(items, sql`, `);

  const raw = (n: number) => sql.raw(String(n));
  const perLevel = list(shares.map((share, i) => sql`paise_sum(s.interest_paise * ${raw(share)} / 10000) AS ${id(`l${i + 1}`)}`));
  // Line counts: a sale gives a (non-zero) line at level k when interest × share ≥ 10,000, that is
  // interest ≥ ⌈10,000 / share⌉. Nearly every sale does at every level, so the count that goes up
  // the tree is the plain number of sales (one column, the same at every step), and the rare sale
  // below a level's minimum is taken off that level's ancestor separately ("tiny").
  const minimumInterest = shares.map((share) => (share > 0 ? Math.ceil(10_000 / share) : Number.POSITIVE_INFINITY));
  const tinyBelow = Math.max(0, ...minimumInterest.filter(Number.isFinite));
  // Step j: from the rows keyed by a node (the buyers for j = 1), the sums of level j go to the
  // parent as its earnings; the sums of levels above j, and the sales count, are carried to it.
  const steps = levels.map((j) => {
    const from = j === 1 ? sql`placed` : id(`up${j - 1}`);
    const key = j === 1 ? sql`k` : sql`a`;
    const count = j === 1 ? sql`sales` : sql`n`;
    const carried = levels.filter((level) => level > j).map((level) => sql`paise_sum(${id(`l${level}`)}) AS ${id(`l${level}`)}`);
    return sql`${id(`up${j}`)} AS (
      SELECT ${keys.parent(key)} AS a, paise_sum(${id(`l${j}`)}) AS e, paise_sum(${count}) AS n
             ${carried.length ? sql`, ${list(carried)}` : sql``}
      FROM ${from} WHERE ${key} IS NOT NULL AND ${keys.notRoot(key)} GROUP BY 1)`;
  });
  const levelValues = list(levels.map((level) => sql`(${raw(level)}, ${raw(shares[level - 1]!)})`));
  // OFFSET 0 keeps the lookup per buyer (the buyer index): flattened, it became a scan of the month's sales.
  const tiny = sql`tiny AS (
      SELECT ${keys.ancestor(sql`p.k`, sql`lv.level`)} AS a, 0::bigint AS e, -count(*) AS n
      FROM placed p
      CROSS JOIN LATERAL (SELECT o.interest_paise FROM ${sales} o WHERE o.customer_id = p.customer_id OFFSET 0) o
      CROSS JOIN (VALUES ${levelValues}) AS lv(level, share)
      WHERE p.tiny > 0 AND p.k IS NOT NULL AND lv.share > 0 AND o.interest_paise * lv.share < 10000
      GROUP BY 1)`;
  const reached = sql.join(
    [
      ...levels.map((j) => sql`SELECT a, e, ${shares[j - 1]! > 0 ? sql`n` : sql`0::bigint`} AS n FROM ${id(`up${j}`)}`),
      sql`SELECT a, e, n FROM tiny`,
    ],
    sql` UNION ALL `,
  );
  const threshold = sql.raw(String(plan.qualifyingThresholdPaise));
  const cap = sql.raw(String(plan.monthlyCapPaise));
  const tdsThreshold = sql.raw(String(plan.tdsThresholdPaise));
  // The rate is looked up only for the members TDS applies to (a few, next to the earners).
  const rate = sql`(SELECT CASE WHEN c.pan IS NULL THEN ${sql.raw(String(plan.tdsRateNoPanBp))} ELSE ${sql.raw(String(plan.tdsRateBp))} END::bigint
                    FROM customers c WHERE c.id = m.member_id)`;

  // Per buyer: own purchases (qualification), sales and interest (the pool), tiny sales, and per
  // level the sum of the lines that level's ancestor would get; keyed by the buyer's tree key. With
  // heap keys the sale carries its buyer's (sales.buyer_heap_key, looked up for a sale recorded
  // before its buyer had a place in the tree), so no join with the tree is needed. (The key is the
  // buyer's, the same on all their sales: min() only carries it; grouping by it as well made the
  // planner sort two million rows.)
  const aggregates = sql`paise_sum(s.amount_paise) AS own, count(*) AS sales, paise_sum(s.interest_paise) AS interest,
             count(*) FILTER (WHERE s.interest_paise < ${raw(tinyBelow)}) AS tiny, ${perLevel}`;
  const placed =
    keys.mode === "heap"
      ? sql`placed AS MATERIALIZED (
      SELECT s.customer_id, min(s.k) AS k, ${aggregates}
      FROM (SELECT s.*, coalesce(s.buyer_heap_key, commission_tree_key(s.customer_id)) AS k
            FROM ${sales} s) s
      GROUP BY s.customer_id
    )`
      : sql`buyers AS (
      SELECT s.customer_id, ${aggregates} FROM ${sales} s GROUP BY s.customer_id
    ), placed AS MATERIALIZED (
      SELECT ${keys.node} AS k, b.* FROM buyers b LEFT JOIN tree_nodes t ON t.customer_id = b.customer_id
    )`;

  // Adjustments, carry-over and the year's earlier statements are joined in only when the month has
  // any: joins against empty sets still cost a pass over the earners each.
  const lastClosed = sql`(SELECT max(month) FROM commission_months WHERE status = 'closed' AND month < ${month}::date)`;
  const { rows: historyRows } = await tx.execute<{ adjusted: boolean; carried: boolean; earlier: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM commission_adjustments WHERE month = ${month}::date) AS adjusted,
           EXISTS (SELECT 1 FROM commission_statements WHERE month = ${lastClosed} AND status = 'held' AND hold_reason = 'below_minimum') AS carried,
           EXISTS (SELECT 1 FROM commission_statements WHERE month >= ${financialYearStart(month)}::date AND month < ${month}::date) AS earlier`);
  const history = historyRows[0]!;
  const members =
    history.adjusted || history.carried
      ? sql`adjustments AS (
      SELECT member_id, paise_sum(amount_paise) AS adjustment FROM commission_adjustments WHERE month = ${month}::date GROUP BY member_id
    ), carried AS (
      SELECT cs.member_id, cs.payable_paise AS carried_in FROM commission_statements cs
      WHERE cs.month = ${lastClosed} AND cs.status = 'held' AND cs.hold_reason = 'below_minimum'
    ), members AS (
      SELECT coalesce(c.member_id, a.member_id, h.member_id) AS member_id, c.member_id IS NOT NULL AS earns,
             coalesce(c.commission, 0) AS commission, coalesce(c.lines, 0) AS lines,
             coalesce(a.adjustment, 0) AS adjustment, coalesce(h.carried_in, 0) AS carried_in
      FROM commission c
      FULL JOIN adjustments a ON a.member_id = c.member_id
      FULL JOIN carried h ON h.member_id = coalesce(c.member_id, a.member_id)
    )`
      : sql`members AS (
      SELECT member_id, true AS earns, commission, lines, 0::bigint AS adjustment, 0::bigint AS carried_in FROM commission
    )`;
  const yearBefore = history.earlier
    ? sql`year_before AS (
      SELECT cs.member_id, paise_sum(cs.gross_paise) AS gross, paise_sum(cs.tds_paise) AS tds
      FROM commission_statements cs
      WHERE cs.month >= ${financialYearStart(month)}::date AND cs.month < ${month}::date
      GROUP BY cs.member_id
    )`
    : sql`year_before AS (SELECT NULL::bigint AS member_id, NULL::bigint AS gross, NULL::bigint AS tds WHERE false)`;

  await tx.execute(sql`
    WITH ${placed}, pool AS (
      UPDATE commission_runs SET totals = jsonb_build_object('salesCounted', x.sales, 'poolPaise', x.pool)
      FROM (SELECT coalesce(paise_sum(sales), 0) AS sales, coalesce(paise_sum(interest), 0) AS pool FROM placed) x
      WHERE id = ${runId}
    ), ${sql.join(steps, sql`, `)}, ${tiny}, earned AS (
      SELECT a, paise_sum(e) AS commission, paise_sum(n) AS lines FROM (${reached}) r
      WHERE ${keys.notRoot(sql`a`)} GROUP BY a HAVING paise_sum(e) > 0
    ), commission AS (
      SELECT q.customer_id AS member_id, e.commission, e.lines
      FROM earned e JOIN placed q ON q.k = e.a WHERE q.own >= ${threshold}
    ), ${members}, figures AS (
      SELECT m.*, least(m.commission, ${cap}) + m.adjustment AS gross,
             -- Members with only an adjustment or a carry-over: qualified or not, from their own purchases.
             m.earns OR (
               coalesce((SELECT paise_sum(o.amount_paise) FROM ${sales} o WHERE o.customer_id = m.member_id), 0) >= ${threshold}
               AND coalesce((SELECT n.parent_id IS NOT NULL FROM tree_nodes n WHERE n.customer_id = m.member_id), false)
             ) AS qualified
      FROM members m
    ), ${yearBefore}, taxed AS (
      SELECT m.*,
             CASE
               WHEN m.gross <= 0 THEN 0
               WHEN coalesce(y.gross, 0) > ${tdsThreshold} THEN (m.gross * ${rate} + 5000) / 10000
               WHEN coalesce(y.gross, 0) + m.gross > ${tdsThreshold}
                 THEN greatest(0, ((coalesce(y.gross, 0) + m.gross) * ${rate} + 5000) / 10000 - coalesce(y.tds, 0))
               ELSE 0
             END AS tds
      FROM figures m ${history.earlier ? sql`LEFT JOIN year_before y ON y.member_id = m.member_id` : sql`CROSS JOIN (SELECT NULL::bigint AS gross, NULL::bigint AS tds) y`}
    )
    INSERT INTO ${table} (member_id, month, qualified, commission_paise, commission_line_count, line_total_paise, gross_paise,
                          tds_paise, net_paise, carried_in_paise, payable_paise, status, run_id)
    SELECT member_id, ${month}::date, qualified, commission, lines, commission + adjustment, gross,
           tds, gross - tds, carried_in, gross - tds + carried_in, 'pending', ${runId}::bigint
    FROM taxed`);
}
