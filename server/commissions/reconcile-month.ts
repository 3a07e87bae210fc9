import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { num, parseMonth } from "./common";

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

const check = (name: string, left: number, right: number): ReconciliationCheck => ({ name, left, right, ok: left === right });

/**
 * The month's reconciliation report (issue 7, §6):
 *   pool (sum of the counted sales' interest) = member commission + company share;
 *   member gross = TDS + net;  paid + held + approved-unpaid (+ pending while open) = net + carried in;
 * plus the row-level rules that make those sums meaningful (no sale pays out more than its fee,
 * every statement agrees with its lines) and, for a closed month, its ledger posting.
 */
export async function reconcileMonth(options: { month: string; db: Executor }): Promise<Reconciliation> {
  const month = parseMonth(options.month);
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

  // The pool: live sales while open; the figure the closing run counted once closed (a sale
  // reversed later is settled by an adjustment in a later month, not by rewriting this one).
  const { rows: poolRows } = await db.execute<{ pool: string }>(sql`
    SELECT coalesce(sum(interest_paise), 0) AS pool FROM sales WHERE counted_month = ${month}::date AND status = 'recorded'`);
  const poolPaise = status === "closed" ? num(monthRow?.totals?.poolPaise) : num(poolRows[0]?.pool);

  const { rows } = await db.execute<Record<string, string>>(sql`
    WITH per_member AS (
      SELECT member_id,
             coalesce(sum(amount_paise) FILTER (WHERE kind = 'commission'), 0) AS commission,
             coalesce(sum(amount_paise) FILTER (WHERE kind = 'adjustment'), 0) AS adjustment
      FROM commission_lines WHERE month = ${month}::date GROUP BY member_id
    ), per_sale AS (
      SELECT l.sale_id, sum(l.amount_paise) AS paid_out, max(s.interest_paise) AS interest
      FROM commission_lines l JOIN sales s ON s.id = l.sale_id
      WHERE l.month = ${month}::date AND l.kind = 'commission' GROUP BY l.sale_id
    ), st AS (SELECT * FROM commission_statements WHERE month = ${month}::date)
    SELECT
      (SELECT coalesce(sum(least(commission, ${cap}::bigint)), 0) FROM per_member) AS member_commission,
      (SELECT coalesce(sum(adjustment), 0) FROM per_member) AS adjustment,
      (SELECT coalesce(sum(commission - least(commission, ${cap}::bigint)), 0) FROM per_member) AS cap_excess,
      (SELECT coalesce(sum(s.interest_paise - coalesce(ps.paid_out, 0)), 0) FROM sales s LEFT JOIN per_sale ps ON ps.sale_id = s.id
        WHERE s.counted_month = ${month}::date AND s.status = 'recorded') AS undistributed,
      (SELECT count(*) FROM per_sale WHERE paid_out > interest) AS oversold_sales,
      (SELECT count(*) FROM st FULL JOIN per_member pm ON pm.member_id = st.member_id
        WHERE st.member_id IS NULL
           OR (pm.member_id IS NULL AND (st.line_total_paise <> 0 OR st.gross_paise <> 0))
           OR (pm.member_id IS NOT NULL AND (st.line_total_paise <> pm.commission + pm.adjustment
               OR st.gross_paise <> least(pm.commission, ${cap}::bigint) + pm.adjustment))) AS statements_off,
      (SELECT count(*) FROM st WHERE gross_paise <> tds_paise + net_paise OR payable_paise <> net_paise + carried_in_paise) AS rows_off,
      (SELECT coalesce(sum(gross_paise), 0) FROM st) AS gross,
      (SELECT coalesce(sum(tds_paise), 0) FROM st) AS tds,
      (SELECT coalesce(sum(net_paise), 0) FROM st) AS net,
      (SELECT coalesce(sum(carried_in_paise), 0) FROM st) AS carried_in,
      (SELECT coalesce(sum(payable_paise), 0) FROM st WHERE status = 'paid') AS paid,
      (SELECT coalesce(sum(payable_paise), 0) FROM st WHERE status = 'held') AS held,
      (SELECT coalesce(sum(payable_paise), 0) FROM st WHERE status = 'approved') AS approved,
      (SELECT coalesce(sum(payable_paise), 0) FROM st WHERE status = 'pending') AS pending,
      (SELECT count(*) FROM st LEFT JOIN payout_lines pl ON pl.id = st.payout_line_id
        WHERE (st.status = 'paid') <> (pl.status IS NOT DISTINCT FROM 'paid')) AS paid_off,
      (SELECT coalesce(sum(e.amount_paise) FILTER (WHERE a.kind = 'member_commission'), 0)::text || ',' ||
              coalesce(sum(e.amount_paise) FILTER (WHERE a.kind = 'tds_payable'), 0)::text || ',' ||
              coalesce(sum(e.amount_paise) FILTER (WHERE a.kind = 'commission_expense'), 0)::text
        FROM ledger_postings p JOIN ledger_entries e ON e.posting_id = p.id JOIN ledger_accounts a ON a.id = e.account_id
        WHERE p.idempotency_key = ${`commission_credit:${month.slice(0, 7)}`}) AS ledger`);
  const r = rows[0]!;
  const memberCommission = num(r.member_commission);
  const figures = {
    poolPaise,
    memberCommissionPaise: memberCommission,
    // Open: computed from the other side, sale by sale (what no line took) plus the cap excess, so
    // a line on a sale outside the pool breaks the identity. Closed: the closing run's pool less
    // member commission (sales reversed since no longer count as recorded).
    companySharePaise: status === "closed" ? poolPaise - memberCommission : num(r.undistributed) + num(r.cap_excess),
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
  if (status === "closed") {
    checks.push(
      check("ledger: members credited = net", ledgerMember, figures.netPaise),
      check("ledger: TDS payable = TDS", ledgerTds, figures.tdsPaise),
      check("ledger: commission expense = gross", -ledgerExpense, figures.grossPaise),
    );
  }
  return { month, status, figures, checks, ok: checks.every((c) => c.ok) };
}
