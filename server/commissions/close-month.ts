import "server-only";
import { sql } from "drizzle-orm";
import { recordAudit } from "@/server/audit/record-audit";
import { AppError } from "@/server/errors";
import type { Executor } from "@/server/db/connect";
import { planForMonth } from "./plan";
import { postCommissionCredit } from "./post-commission-credit";
import { type Reconciliation, reconcileMonth, reconciliationReport } from "./reconcile-month";
import { runMonthInTransaction } from "./run-month";
import { type Actor, assertRole } from "@/server/auth/actor";
import { num } from "@/server/db/num";
import { parseMonth } from "@/server/commissions/commission-month";
import { takeCommissionLock } from "@/server/commissions/commission-lock";
import { notificationCtes } from "@/server/notifications/create-notifications";

export type CloseMonthResult = { month: string; approved: number; held: number; reconciliation: Reconciliation };

/** The close's stages in order, reported as each begins (the console's job shows them). */
export type CloseStage = "running" | "reconciling" | "approving" | "posting" | "checking";

export type CloseMonthOptions = {
  /** The operator (console) or the system actor (CLI: server/auth/actor.ts). */
  actor: Actor | undefined;
  input: { month: string };
  db: Executor;
  /** Wait for a run, close or payout batch in progress instead of refusing. */
  wait?: boolean;
  /** Called as each stage begins, from inside the transaction: write progress elsewhere, not with `tx`. */
  onStage?: (stage: CloseStage) => Promise<void>;
  /**
   * Runs last inside the closing transaction, so what it writes commits with the close or not at
   * all (the console's job records its success this way).
   */
  beforeCommit?: (tx: Executor, result: CloseMonthResult) => Promise<void>;
  /**
   * Tell each member their statement; on unless false, which only the benchmark
   * uses, to measure what telling them costs (docs/benchmarks.md).
   */
  notifyMembers?: boolean;
};

/**
 * Closes a month (operators only): recomputes it inside the closing transaction and refuses if the
 * figures differ from the last run the operator reviewed or if the month does not reconcile; then
 * statements become approved, or held (below the minimum payout, or KYC incomplete), the credit is
 * posted to the ledger, and the month never changes again. Months close in order. The statement
 * that approves or holds also tells every member their statement (gross, TDS, net, status, and why
 * it is held): one set-based write in the close's transaction (docs/product.md#notifications); their
 * SMS are queued by the worker from the fan-out row that statement writes.
 */
export async function closeMonth(options: CloseMonthOptions): Promise<CloseMonthResult> {
  assertRole(options.actor, "operator");
  const actor = options.actor;
  const month = parseMonth(options.input.month);
  const label = month.slice(0, 7);
  const stage = async (name: CloseStage) => options.onStage?.(name);
  return options.db.transaction(async (tx) => {
    await stage("running");
    await takeCommissionLock(tx, options.wait);
    const { rows } = await tx.execute<{ status: string; totals: Record<string, number> | null }>(sql`
      SELECT cm.status, r.totals FROM commission_months cm LEFT JOIN commission_runs r ON r.id = cm.last_run_id
      WHERE cm.month = ${month}::date FOR UPDATE OF cm`);
    const row = rows[0];
    if (!row?.totals) throw new AppError("conflict", { userMessage: `Run ${label} before closing it.` });
    if (row.status === "closed") throw new AppError("conflict", { userMessage: `${label} is already closed.` });

    const { rows: earlier } = await tx.execute<{ month: string | null }>(sql`
      WITH last_closed AS (SELECT coalesce(max(month), '0001-01-01'::date) AS month FROM commission_months WHERE status = 'closed')
      SELECT least(
        (SELECT min(month) FROM commission_months WHERE status = 'open' AND month < ${month}::date),
        (SELECT min(counted_month) FROM sales, last_closed
          WHERE counted_month > last_closed.month AND counted_month < ${month}::date)
      )::text AS month`);
    if (earlier[0]?.month) {
      throw new AppError("conflict", { userMessage: `Close ${earlier[0].month.slice(0, 7)} first: months close in order.` });
    }

    const plan = await planForMonth(tx, month);
    // In place: swapping the partition would lock every reader of the statements (the customers'
    // commission pages and dashboards) until the close commits, minutes at a million members.
    const rerun = await runMonthInTransaction({ actor, input: { month, trigger: "operator" }, db: tx, plan, inPlace: true });
    if (JSON.stringify(normalise(rerun.totals)) !== JSON.stringify(normalise(row.totals))) {
      throw new AppError("conflict", {
        message: `totals changed: ${JSON.stringify(row.totals)} -> ${JSON.stringify(rerun.totals)}`,
        userMessage: `${label}'s figures changed since its last run (sales recorded or reversed since). Run it again, review, then close.`,
      });
    }
    await stage("reconciling");
    const before = await reconcileMonth({ actor, input: { month }, db: tx });
    if (!before.ok) {
      throw new AppError("conflict", {
        message: `reconciliation failed: ${JSON.stringify(before.checks.filter((c) => !c.ok))}`,
        userMessage: `${label} does not reconcile, so it cannot be closed.`,
      });
    }

    await stage("approving");
    const { rows: counts } = await tx.execute<{ approved: string; held: string }>(sql`
      WITH kyc AS (
        SELECT cs.member_id, c.user_id, (c.pan IS NOT NULL AND k.customer_id IS NOT NULL) AS complete
        FROM commission_statements cs JOIN customers c ON c.id = cs.member_id
        LEFT JOIN kyc_details k ON k.customer_id = cs.member_id
        WHERE cs.month = ${month}::date
      ), updated AS (
        UPDATE commission_statements cs SET
          status = CASE WHEN cs.payable_paise < ${plan.minPayoutPaise}::bigint THEN 'held'
                        WHEN kyc.complete THEN 'approved' ELSE 'held' END::commission_statement_status,
          hold_reason = CASE WHEN cs.payable_paise < ${plan.minPayoutPaise}::bigint THEN 'below_minimum'
                             WHEN kyc.complete THEN NULL ELSE 'kyc_incomplete' END,
          updated_at = now()
        FROM kyc WHERE kyc.member_id = cs.member_id AND cs.month = ${month}::date
        RETURNING cs.status, cs.member_id, kyc.user_id, cs.gross_paise, cs.tds_paise, cs.net_paise, cs.payable_paise, cs.hold_reason
      )${options.notifyMembers === false ? sql`` : sql`, ${notificationCtes(
        sql`
        SELECT u.user_id, 'statement_ready' AS kind, ${`statement:${label}`}::text AS event_key,
               jsonb_build_object('month', ${label}::text, 'grossPaise', u.gross_paise, 'tdsPaise', u.tds_paise, 'netPaise', u.net_paise,
                                  'payablePaise', u.payable_paise, 'status', u.status, 'holdReason', u.hold_reason) AS params,
               '/commisions' AS link
        FROM updated u
        -- In index order: each leaf of the person-keyed indexes is visited once, not once per row.
        ORDER BY u.user_id`,
        sql`now()`,
        // The month closes once (the lock and the status above), and the SMS rows are queued by the
        // worker: the close pays for the notifications only (docs/decisions/136-notifications-close-under-ten-percent.md).
        { smsLater: true, eventOnce: true },
      )}`}
      SELECT count(*) FILTER (WHERE status = 'approved') AS approved, count(*) FILTER (WHERE status = 'held') AS held FROM updated`);

    await stage("posting");
    await postCommissionCredit(tx, { month, actor });
    await tx.execute(sql`
      UPDATE commission_months SET status = 'closed', plan_id = ${plan.id}, last_run_id = ${rerun.runId},
        closed_at = clock_timestamp(), closed_by = ${actor.userId}
      WHERE month = ${month}::date`);

    // Closing changed statuses and the ledger, not the sales, the plan or the statements' figures:
    // the lines derived before the close still hold (deriving them again doubled the close's time).
    await stage("checking");
    const after = await reconcileMonth({ actor, input: { month }, db: tx, derivedLines: before.derivedLines });
    if (!after.ok) {
      throw new AppError("conflict", {
        message: `reconciliation failed after close: ${JSON.stringify(after.checks.filter((c) => !c.ok))}`,
        userMessage: `${label} does not reconcile, so it cannot be closed.`,
      });
    }
    const approved = num(counts[0]?.approved);
    const held = num(counts[0]?.held);
    await recordAudit(tx, {
      actor,
      action: "commission_month.close",
      entityType: "commission_month",
      entityId: label,
      before: { status: "open", totals: row.totals },
      after: { status: "closed", runId: rerun.runId, planVersion: plan.version, approved, held },
    });
    const result = { month, approved, held, reconciliation: reconciliationReport(after) };
    await options.beforeCommit?.(tx, result);
    return result;
  });
}

function normalise(totals: Record<string, number>) {
  return Object.fromEntries(Object.entries(totals).sort(([a], [b]) => a.localeCompare(b)));
}
