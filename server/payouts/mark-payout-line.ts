import "server-only";
import { sql } from "drizzle-orm";
import { markPayoutFailedSchema, markPayoutPaidSchema } from "@/lib/validation/commissions";
import { recordAudit } from "@/server/audit/record-audit";
import { AppError } from "@/server/errors";
import type { Executor } from "@/server/db/connect";
import { parseInput } from "@/server/http/validation";
import { type Actor, assertOperator, num } from "@/server/commissions/common";
import { applyPostingToBalances, companyAccount } from "@/server/commissions/post-commission-credit";

async function pendingLine(tx: Executor, lineId: number) {
  const { rows } = await tx.execute<{ member_id: string; amount_paise: string; status: string; batch_id: string }>(
    sql`SELECT member_id, amount_paise, status, batch_id FROM payout_lines WHERE id = ${lineId} FOR UPDATE`,
  );
  const line = rows[0];
  if (!line) throw new AppError("not_found", { userMessage: `Payout line ${lineId} does not exist.` });
  if (line.status !== "pending") throw new AppError("conflict", { userMessage: `Payout line ${lineId} is already ${line.status}.` });
  return { memberId: num(line.member_id), amountPaise: num(line.amount_paise), batchId: num(line.batch_id) };
}

/**
 * A batch with no pending line left is completed. Called once per request, after all its lines
 * are marked: each call looks through the batch's lines.
 */
export async function completeBatchIfDone(tx: Executor, batchId: number) {
  await tx.execute(sql`
    UPDATE payout_batches SET status = 'completed', completed_at = now()
    WHERE id = ${batchId} AND NOT EXISTS (SELECT 1 FROM payout_lines WHERE batch_id = ${batchId} AND status = 'pending')`);
}

export function utrTaken(utr: string, lineId: number): string {
  return `UTR ${utr} is already recorded on payout line ${lineId}.`;
}

/** A UTR names one credit: the same reference on two lines is a typing mistake, refused. */
async function assertUtrUnused(tx: Executor, utr: string, lineId: number) {
  const { rows } = await tx.execute<{ id: string }>(sql`SELECT id FROM payout_lines WHERE utr = ${utr} AND id <> ${lineId} LIMIT 1`);
  if (rows[0]) {
    const message = utrTaken(utr, num(rows[0].id));
    throw new AppError("conflict", { userMessage: message, fieldErrors: { utr: message } });
  }
}

/**
 * Marks one pending line paid inside the caller's transaction (the bank-response upload marks many
 * in one): the line and its statements become paid, the ledger moves the amount out of the member's
 * commission account to the bank (company cash) with the UTR as reference, and the audit log records it.
 * The caller completes the batch (completeBatchIfDone) once all its lines are marked.
 */
export async function markLinePaidInTransaction(tx: Executor, actor: Actor, lineId: number, utr: string) {
  const line = await pendingLine(tx, lineId);
  await assertUtrUnused(tx, utr, lineId);
  await tx.execute(sql`
    UPDATE payout_lines SET status = 'paid', utr = ${utr}, paid_at = now(), updated_by = ${actor.userId}, updated_at = now()
    WHERE id = ${lineId}`);
  await tx.execute(sql`UPDATE commission_statements SET status = 'paid', updated_at = now() WHERE payout_line_id = ${lineId}`);
  const cash = await companyAccount(tx, "company_cash");
  const { rows } = await tx.execute<{ id: string }>(sql`
    INSERT INTO ledger_postings (kind, method, reference, memo, idempotency_key, created_by)
    VALUES ('commission_payout', 'neft', ${utr}, 'Commission payout', ${`commission_payout:${lineId}`}, ${actor.userId})
    RETURNING id`);
  const postingId = num(rows[0]!.id);
  await tx.execute(sql`
    INSERT INTO ledger_entries (posting_id, account_id, amount_paise)
    SELECT ${postingId}::bigint, id, ${-line.amountPaise}::bigint FROM ledger_accounts
    WHERE kind = 'member_commission' AND customer_id = ${line.memberId}
    UNION ALL SELECT ${postingId}::bigint, ${cash}::bigint, ${line.amountPaise}::bigint`);
  await applyPostingToBalances(tx, postingId);
  await recordAudit(tx, {
    actor,
    action: "payout_line.mark_paid",
    entityType: "payout_line",
    entityId: lineId,
    before: { status: "pending" },
    after: { status: "paid", utr, amountPaise: line.amountPaise, batchId: line.batchId, postingId },
  });
  return { lineId, batchId: line.batchId, status: "paid" as const };
}

/**
 * Marks one pending line failed inside the caller's transaction: its statements go back to held, to
 * join the next batch. The caller completes the batch once all its lines are marked.
 */
export async function markLineFailedInTransaction(tx: Executor, actor: Actor, lineId: number, reason: string) {
  const line = await pendingLine(tx, lineId);
  await tx.execute(sql`
    UPDATE payout_lines SET status = 'failed', failure_reason = ${reason}, updated_by = ${actor.userId}, updated_at = now()
    WHERE id = ${lineId}`);
  await tx.execute(sql`
    UPDATE commission_statements SET status = 'held', hold_reason = 'payout_failed', payout_line_id = NULL, updated_at = now()
    WHERE payout_line_id = ${lineId}`);
  await recordAudit(tx, {
    actor,
    action: "payout_line.mark_failed",
    entityType: "payout_line",
    entityId: lineId,
    before: { status: "pending" },
    after: { status: "failed", reason, amountPaise: line.amountPaise, batchId: line.batchId },
  });
  return { lineId, batchId: line.batchId, status: "failed" as const };
}

/** The bank paid a line (operators only), with its reference (UTR). */
export async function markPayoutLinePaid(options: { actor: Actor | undefined; lineId: number; utr: string; db: Executor }) {
  assertOperator(options.actor);
  const actor = options.actor;
  const input = parseInput(markPayoutPaidSchema, { lineId: options.lineId, utr: options.utr });
  return options.db.transaction(async (tx) => {
    const { batchId, ...marked } = await markLinePaidInTransaction(tx, actor, input.lineId, input.utr);
    await completeBatchIfDone(tx, batchId);
    return marked;
  });
}

/** The bank returned a line (operators only): it fails and its statements go back to held, to join the next batch. */
export async function markPayoutLineFailed(options: { actor: Actor | undefined; lineId: number; reason: string; db: Executor }) {
  assertOperator(options.actor);
  const actor = options.actor;
  const input = parseInput(markPayoutFailedSchema, { lineId: options.lineId, reason: options.reason });
  return options.db.transaction(async (tx) => {
    const { batchId, ...marked } = await markLineFailedInTransaction(tx, actor, input.lineId, input.reason);
    await completeBatchIfDone(tx, batchId);
    return marked;
  });
}
