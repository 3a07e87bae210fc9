import "server-only";
import { sql } from "drizzle-orm";
import { markPayoutFailedSchema, markPayoutPaidSchema } from "@/lib/validation/commissions";
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
  if (!line) throw new AppError("not_found", { userMessage: "That payout line does not exist." });
  if (line.status !== "pending") throw new AppError("conflict", { userMessage: `That payout line is already ${line.status}.` });
  return { memberId: num(line.member_id), amountPaise: num(line.amount_paise), batchId: num(line.batch_id) };
}

async function completeBatchIfDone(tx: Executor, batchId: number) {
  await tx.execute(sql`
    UPDATE payout_batches SET status = 'completed', completed_at = now()
    WHERE id = ${batchId} AND NOT EXISTS (SELECT 1 FROM payout_lines WHERE batch_id = ${batchId} AND status = 'pending')`);
}

/**
 * The bank paid a line (operators only): the line and its statements become paid, and the ledger
 * moves the amount out of the member's commission account to the bank (company cash), with the UTR.
 */
export async function markPayoutLinePaid(options: { actor: Actor | undefined; lineId: number; utr: string; db: Executor }) {
  assertOperator(options.actor);
  const actor = options.actor;
  const input = parseInput(markPayoutPaidSchema, { lineId: options.lineId, utr: options.utr });
  return options.db.transaction(async (tx) => {
    const line = await pendingLine(tx, input.lineId);
    await tx.execute(sql`
      UPDATE payout_lines SET status = 'paid', utr = ${input.utr}, paid_at = now(), updated_by = ${actor.userId}, updated_at = now()
      WHERE id = ${input.lineId}`);
    await tx.execute(sql`UPDATE commission_statements SET status = 'paid', updated_at = now() WHERE payout_line_id = ${input.lineId}`);
    const cash = await companyAccount(tx, "company_cash");
    const { rows } = await tx.execute<{ id: string }>(sql`
      INSERT INTO ledger_postings (kind, method, reference, memo, idempotency_key, created_by)
      VALUES ('commission_payout', 'neft', ${input.utr}, 'Commission payout', ${`commission_payout:${input.lineId}`}, ${actor.userId})
      RETURNING id`);
    const postingId = num(rows[0]!.id);
    await tx.execute(sql`
      INSERT INTO ledger_entries (posting_id, account_id, amount_paise)
      SELECT ${postingId}::bigint, id, ${-line.amountPaise}::bigint FROM ledger_accounts
      WHERE kind = 'member_commission' AND customer_id = ${line.memberId}
      UNION ALL SELECT ${postingId}::bigint, ${cash}::bigint, ${line.amountPaise}::bigint`);
    await applyPostingToBalances(tx, postingId);
    await completeBatchIfDone(tx, line.batchId);
    return { lineId: input.lineId, status: "paid" as const };
  });
}

/** The bank returned a line (operators only): it fails and its statements go back to held, to join the next batch. */
export async function markPayoutLineFailed(options: { actor: Actor | undefined; lineId: number; reason: string; db: Executor }) {
  assertOperator(options.actor);
  const actor = options.actor;
  const input = parseInput(markPayoutFailedSchema, { lineId: options.lineId, reason: options.reason });
  return options.db.transaction(async (tx) => {
    const line = await pendingLine(tx, input.lineId);
    await tx.execute(sql`
      UPDATE payout_lines SET status = 'failed', failure_reason = ${input.reason}, updated_by = ${actor.userId}, updated_at = now()
      WHERE id = ${input.lineId}`);
    await tx.execute(sql`
      UPDATE commission_statements SET status = 'held', hold_reason = 'payout_failed', payout_line_id = NULL, updated_at = now()
      WHERE payout_line_id = ${input.lineId}`);
    await completeBatchIfDone(tx, line.batchId);
    return { lineId: input.lineId, status: "failed" as const };
  });
}
