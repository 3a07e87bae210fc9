import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { AppError } from "@/server/errors";
import { ensureLedgerAccount } from "@/server/ledger/ensure-account";
import { postLedgerSet } from "@/server/ledger/post-ledger-set";
import type { Actor } from "@/server/auth/actor";
import { createNotifications } from "@/server/notifications/create-notifications";

/** A pending line's outcome, in the order of the bank file's rows (`order` is kept in the audit log's order). */
export type PayoutLineOutcome = { order: number; lineId: number } & ({ outcome: "paid"; utr: string } | { outcome: "failed"; reason: string });

/**
 * Records pending lines of one batch as paid or failed inside the caller's transaction: the one
 * write path for a single line marked in the console, several marked failed together, and a bank
 * response file. A fixed number of statements whatever the number of lines (a bank file of 20,000
 * rows marked one line at a time took minutes; docs/benchmarks.md).
 * - paid: the line takes the UTR, its statements become paid, and one ledger posting per line
 *   (reference the UTR, idempotency key `commission_payout:<line>`) moves the amount out of the
 *   member's commission account to company cash;
 * - failed: the line takes the reason and its statements go back to held (`payout_failed`), to
 *   join the next batch;
 * - one notification per line to its member (payout_paid / payout_failed);
 * - one audit entry per line, in `order`.
 * The caller has checked that every line is pending and every UTR unused; a line that stopped being
 * pending meanwhile refuses the whole set. The caller completes the batch afterwards.
 */
export async function settlePayoutLines(tx: Executor, options: { actor: Actor; batchId: number; outcomes: PayoutLineOutcome[] }) {
  const { actor, batchId } = options;
  const paid = options.outcomes.filter((o) => o.outcome === "paid").map((o) => ({ order: o.order, line_id: o.lineId, utr: o.utr }));
  const failed = options.outcomes.filter((o) => o.outcome === "failed").map((o) => ({ order: o.order, line_id: o.lineId, reason: o.reason }));
  const paidJson = JSON.stringify(paid);
  const failedJson = JSON.stringify(failed);

  if (options.outcomes.length === 0) return { paid: 0, failed: 0 };
  if (paid.length > 0) {
    const { rows: marked } = await tx.execute<{ id: string }>(sql`
      UPDATE payout_lines p SET status = 'paid', utr = r.utr, paid_at = now(), updated_by = ${actor.userId}, updated_at = now()
      FROM jsonb_to_recordset(${paidJson}::jsonb) AS r(line_id bigint, utr text)
      WHERE p.id = r.line_id AND p.batch_id = ${batchId} AND p.status = 'pending'
      RETURNING p.id`);
    if (marked.length !== paid.length) throw changedMeanwhile();
    await tx.execute(sql`
      UPDATE commission_statements SET status = 'paid', updated_at = now()
      WHERE payout_line_id IN (SELECT line_id FROM jsonb_to_recordset(${paidJson}::jsonb) AS r(line_id bigint))`);
    const cash = await ensureLedgerAccount(tx, "company_cash");
    // One posting per line, in file order.
    await postLedgerSet(tx, {
      columns: ["kind", "method", "reference", "memo", "idempotency_key", "created_by"],
      postings: sql`
        SELECT 'commission_payout' AS kind, 'neft' AS method, r.utr AS reference, 'Commission payout' AS memo,
               'commission_payout:' || p.id AS idempotency_key, ${actor.userId}::text AS created_by, p.member_id, p.amount_paise
        FROM jsonb_to_recordset(${paidJson}::jsonb) AS r("order" int, line_id bigint, utr text)
        JOIN payout_lines p ON p.id = r.line_id
        ORDER BY r."order"`,
      entries: sql`
        SELECT l.posting_id, a.id AS account_id, -l.amount_paise AS amount_paise FROM ledger_posting_set l
        JOIN ledger_accounts a ON a.kind = 'member_commission' AND a.customer_id = l.member_id
        UNION ALL SELECT l.posting_id, ${cash}::bigint, l.amount_paise FROM ledger_posting_set l`,
    });
  }

  if (failed.length > 0) {
    const { rows: marked } = await tx.execute<{ id: string }>(sql`
      UPDATE payout_lines p SET status = 'failed', failure_reason = r.reason, updated_by = ${actor.userId}, updated_at = now()
      FROM jsonb_to_recordset(${failedJson}::jsonb) AS r(line_id bigint, reason text)
      WHERE p.id = r.line_id AND p.batch_id = ${batchId} AND p.status = 'pending'
      RETURNING p.id`);
    if (marked.length !== failed.length) throw changedMeanwhile();
    await tx.execute(sql`
      UPDATE commission_statements SET status = 'held', hold_reason = 'payout_failed', payout_line_id = NULL, updated_at = now()
      WHERE payout_line_id IN (SELECT line_id FROM jsonb_to_recordset(${failedJson}::jsonb) AS r(line_id bigint))`);
  }
  // Each member is told, in the same transaction: paid with the UTR, or failed with the reason (held again).
  await createNotifications(tx, {
    select: sql`
      SELECT c.user_id, CASE WHEN p.status = 'paid' THEN 'payout_paid' ELSE 'payout_failed' END AS kind, 'payout_line:' || p.id AS event_key,
             jsonb_build_object('lineId', p.id, 'amountPaise', p.amount_paise, 'utr', p.utr, 'reason', p.failure_reason, 'accountLast4', p.account_number_last4) AS params,
             '/commisions' AS link
      FROM jsonb_to_recordset(${JSON.stringify(options.outcomes.map((o) => ({ line_id: o.lineId })))}::jsonb) AS r(line_id bigint)
      JOIN payout_lines p ON p.id = r.line_id JOIN customers c ON c.id = p.member_id`,
  });
  // One entry per line, in the file's order, as marking them one by one would have written.
  await tx.execute(sql`
    INSERT INTO audit_log (actor_user_id, action, entity_type, entity_id, before, after)
    SELECT ${actor.userId}, 'payout_line.mark_' || p.status::text, 'payout_line', p.id::text, '{"status":"pending"}'::jsonb,
      CASE WHEN p.status = 'paid'
        THEN jsonb_build_object('status', 'paid', 'utr', p.utr, 'amountPaise', p.amount_paise, 'batchId', p.batch_id, 'postingId', po.id)
        ELSE jsonb_build_object('status', 'failed', 'reason', p.failure_reason, 'amountPaise', p.amount_paise, 'batchId', p.batch_id) END
    FROM jsonb_to_recordset(${JSON.stringify(options.outcomes.map((o) => ({ order: o.order, line_id: o.lineId })))}::jsonb) AS r("order" int, line_id bigint)
    JOIN payout_lines p ON p.id = r.line_id
    LEFT JOIN ledger_postings po ON p.status = 'paid' AND po.idempotency_key = 'commission_payout:' || p.id
    ORDER BY r."order"`);
  return { paid: paid.length, failed: failed.length };
}

function changedMeanwhile() {
  return new AppError("conflict", { userMessage: "Some of these payout lines were marked by someone else meanwhile: nothing was recorded. Reload the batch and upload the file again." });
}

