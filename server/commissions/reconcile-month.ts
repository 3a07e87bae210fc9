import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { monthCommissionLines, monthQualified } from "./derived-lines";
import { countedSales } from "./month-sql";
import { num } from "@/server/db/num";
import { parseMonth } from "@/server/commissions/commission-month";
import { type Actor, assertRole } from "@/server/auth/actor";

export type ReconciliationCheck = { name: string; left: number; right: number; ok: boolean };

export type Reconciliation = {
  month: string;
  status: "open" | "closed" | "not run";
  figures: {
    poolPaise: number;
    memberCommissionPaise: number;
    companySharePaise: number;
    adjustmentPaise: number;
    grossPaise: number;
    tdsPaise: number;
    netPaise: number;
    carriedInPaise: number;
    paidPaise: number;
    heldPaise: number;
    approvedUnpaidPaise: number;
    pendingPaise: number;
  };
  checks: ReconciliationCheck[];
  ok: boolean;
};

/** The part of a reconciliation that derives every line of the month (the slow part at scale). */
export type DerivedLineFigures = Record<
  "sales" | "pool" | "member_commission" | "adjustment" | "cap_excess" | "undistributed" | "oversold_sales" | "statements_off" | "qualification_off",
  string
>;

/** The report alone, without the derived-line figures kept for a second check in the same transaction. */
export function reconciliationReport(reconciliation: Reconciliation): Reconciliation {
  const { month, status, figures, checks, ok } = reconciliation;
  return { month, status, figures, checks, ok };
}

export type ReconcileMonthOptions = {
  /** The operator (console, close) or the system actor (CLI). */
  actor: Actor | undefined;
  input: { month: string };
  db: Executor;
  /**
   * The derived-line figures of an earlier reconciliation in the same transaction, when nothing the
   * lines come from changed since (closing a month changes only statuses and the ledger).
   */
  derivedLines?: DerivedLineFigures;
};

const check = (name: string, left: number, right: number): ReconciliationCheck => ({ name, left, right, ok: left === right });

/**
 * The month's reconciliation report (issue 7, §6):
 *   pool (sum of the counted sales' interest) = member commission + company share;
 *   member gross = TDS + net;  paid + held + approved-unpaid (+ pending while open) = net + carried in;
 * plus the row-level rules that make those sums meaningful and, for a closed month, its ledger
 * posting. The month's commission lines are derived here sale by sale, with the qualification
 * recomputed from own purchases (derived-lines.ts), independently of how the run aggregated them,
 * and every statement must agree with them: what a statement screen derives adds up to it.
 */
export async function reconcileMonth(options: ReconcileMonthOptions): Promise<Reconciliation & { derivedLines: DerivedLineFigures }> {
  assertRole(options.actor, "operator");
  const month = parseMonth(options.input.month);
  const { db } = options;
  const { rows: monthRows } = await db.execute<{ status: string; totals: Record<string, number> | null; plan_cap: string | null }>(sql`
    SELECT cm.status, r.totals, p.monthly_cap_paise AS plan_cap
    FROM commission_months cm
    LEFT JOIN commission_runs r ON r.id = cm.last_run_id
    LEFT JOIN commission_plans p ON p.id = cm.plan_id
    WHERE cm.month = ${month}::date`);
  const monthRow = monthRows[0];
  const status = (monthRow?.status as "open" | "closed" | undefined) ?? "not run";
  const cap = num(monthRow?.plan_cap ?? 0);

  const derivedLines = options.derivedLines ?? (await deriveLineFigures(db, month, cap));
  const { rows } = await db.execute<Record<string, string>>(sql`
    WITH st AS (SELECT * FROM commission_statements WHERE month = ${month}::date)
    SELECT
      (SELECT count(*) FROM st WHERE gross_paise <> tds_paise + net_paise OR payable_paise <> net_paise + carried_in_paise) AS rows_off,
      (SELECT coalesce(paise_sum(gross_paise), 0) FROM st) AS gross,
      (SELECT coalesce(paise_sum(tds_paise), 0) FROM st) AS tds,
      (SELECT coalesce(paise_sum(net_paise), 0) FROM st) AS net,
      (SELECT coalesce(paise_sum(carried_in_paise), 0) FROM st) AS carried_in,
      (SELECT coalesce(paise_sum(payable_paise), 0) FROM st WHERE status = 'paid') AS paid,
      (SELECT coalesce(paise_sum(payable_paise), 0) FROM st WHERE status = 'held') AS held,
      (SELECT coalesce(paise_sum(payable_paise), 0) FROM st WHERE status = 'approved') AS approved,
      (SELECT coalesce(paise_sum(payable_paise), 0) FROM st WHERE status = 'pending') AS pending,
      (SELECT count(*) FROM st LEFT JOIN payout_lines pl ON pl.id = st.payout_line_id
        WHERE (st.status = 'paid') <> (pl.status IS NOT DISTINCT FROM 'paid')) AS paid_off,
      (SELECT coalesce(sum(e.amount_paise) FILTER (WHERE a.kind = 'member_commission'), 0)::text || ',' ||
              coalesce(sum(e.amount_paise) FILTER (WHERE a.kind = 'tds_payable'), 0)::text || ',' ||
              coalesce(sum(e.amount_paise) FILTER (WHERE a.kind = 'commission_expense'), 0)::text
        FROM ledger_postings p JOIN ledger_entries e ON e.posting_id = p.id JOIN ledger_accounts a ON a.id = e.account_id
        WHERE p.idempotency_key = ${`commission_credit:${month.slice(0, 7)}`}) AS ledger`);
  const r: Record<string, string> = { ...rows[0]!, ...derivedLines };
  // The pool: the sales the month counts as of its last run (its close, once closed). A sale
  // reversed after the close still counts here; the next open month adjusts it.
  const poolPaise = num(r.pool);
  const memberCommission = num(r.member_commission);
  const figures = {
    poolPaise,
    memberCommissionPaise: memberCommission,
    // Computed from the other side, sale by sale (what no line took) plus the cap excess, so a
    // line on a sale outside the pool would break the identity.
    companySharePaise: num(r.undistributed) + num(r.cap_excess),
    adjustmentPaise: num(r.adjustment),
    grossPaise: num(r.gross),
    tdsPaise: num(r.tds),
    netPaise: num(r.net),
    carriedInPaise: num(r.carried_in),
    paidPaise: num(r.paid),
    heldPaise: num(r.held),
    approvedUnpaidPaise: num(r.approved),
    pendingPaise: num(r.pending),
  };
  const [ledgerMember, ledgerTds, ledgerExpense] = (r.ledger ?? "0,0,0").split(",").map(num) as [number, number, number];

  const checks = [
    check("pool = member commission + company share", poolPaise, memberCommission + figures.companySharePaise),
    check("company share is not negative", Math.min(figures.companySharePaise, 0), 0),
    check("no sale pays out more than its fee (sales over)", num(r.oversold_sales), 0),
    check("every statement agrees with its lines (statements off)", num(r.statements_off), 0),
    check("statements are marked qualified exactly when own purchases qualify (statements off)", num(r.qualification_off), 0),
    check("member gross = member commission after the cap + adjustments", figures.grossPaise, memberCommission + figures.adjustmentPaise),
    check("member gross = TDS + net", figures.grossPaise, figures.tdsPaise + figures.netPaise),
    check("every statement: gross = TDS + net, payable = net + carried in (rows off)", num(r.rows_off), 0),
    check(
      "paid + held + approved-unpaid + pending = net + carried in",
      figures.paidPaise + figures.heldPaise + figures.approvedUnpaidPaise + figures.pendingPaise,
      figures.netPaise + figures.carriedInPaise,
    ),
    check("paid statements are exactly those on paid payout lines (rows off)", num(r.paid_off), 0),
  ];
  if (status !== "not run") {
    // The counted sales are those of the last run: a change of the month's inputs shows here.
    checks.push(
      check("the counted sales are those of the last run (sales)", num(r.sales), num(monthRow?.totals?.salesCounted)),
      check("the counted sales are those of the last run (pool)", poolPaise, num(monthRow?.totals?.poolPaise)),
    );
  }
  if (status === "closed") {
    checks.push(
      check("ledger: members credited = net", ledgerMember, figures.netPaise),
      check("ledger: TDS payable = TDS", ledgerTds, figures.tdsPaise),
      check("ledger: commission expense = gross", -ledgerExpense, figures.grossPaise),
    );
  }
  return { month, status, figures, checks, ok: checks.every((c) => c.ok), derivedLines };
}

/**
 * Derives every commission line of the month, sale by sale, with the qualification recomputed from
 * own purchases, and compares them with the pool and the statements.
 */
async function deriveLineFigures(db: Executor, month: string, cap: number): Promise<DerivedLineFigures> {
  const { rows } = await db.execute<DerivedLineFigures>(sql`
    WITH counted AS MATERIALIZED (SELECT id, interest_paise FROM ${countedSales(month)} s),
    lines AS MATERIALIZED (SELECT * FROM ${monthCommissionLines(month)} l),
    derived AS (
      SELECT member_id, paise_sum(amount_paise) AS commission, count(*) AS lines FROM lines GROUP BY member_id
    ), adjusted AS (
      SELECT member_id, paise_sum(amount_paise) AS adjustment FROM commission_adjustments WHERE month = ${month}::date GROUP BY member_id
    ), per_member AS (
      SELECT coalesce(d.member_id, a.member_id) AS member_id, coalesce(d.commission, 0) AS commission,
             coalesce(d.lines, 0) AS lines, coalesce(a.adjustment, 0) AS adjustment
      FROM derived d FULL JOIN adjusted a ON a.member_id = d.member_id
    ), per_sale AS (
      SELECT sale_id, paise_sum(amount_paise) AS paid_out FROM lines GROUP BY sale_id
    ), st AS (SELECT * FROM commission_statements WHERE month = ${month}::date)
    SELECT
      (SELECT count(*) FROM counted) AS sales,
      (SELECT coalesce(paise_sum(interest_paise), 0) FROM counted) AS pool,
      (SELECT coalesce(paise_sum(least(commission, ${cap}::bigint)), 0) FROM per_member) AS member_commission,
      (SELECT coalesce(paise_sum(adjustment), 0) FROM per_member) AS adjustment,
      (SELECT coalesce(paise_sum(commission - least(commission, ${cap}::bigint)), 0) FROM per_member) AS cap_excess,
      (SELECT coalesce(paise_sum(c.interest_paise - coalesce(ps.paid_out, 0)), 0) FROM counted c LEFT JOIN per_sale ps ON ps.sale_id = c.id) AS undistributed,
      (SELECT count(*) FROM per_sale ps JOIN counted c ON c.id = ps.sale_id WHERE ps.paid_out > c.interest_paise) AS oversold_sales,
      (SELECT count(*) FROM st FULL JOIN per_member pm ON pm.member_id = st.member_id
        WHERE st.member_id IS NULL
           OR (pm.member_id IS NULL AND (st.line_total_paise <> 0 OR st.gross_paise <> 0 OR st.commission_paise <> 0 OR st.commission_line_count <> 0))
           OR (pm.member_id IS NOT NULL AND (st.commission_paise <> pm.commission OR st.commission_line_count <> pm.lines
               OR st.line_total_paise <> pm.commission + pm.adjustment
               OR st.gross_paise <> least(pm.commission, ${cap}::bigint) + pm.adjustment))) AS statements_off,
      (SELECT count(*) FROM st LEFT JOIN ${monthQualified(month)} q ON q.customer_id = st.member_id
        WHERE st.qualified <> (q.customer_id IS NOT NULL)) AS qualification_off`);
  return rows[0]!;
}
