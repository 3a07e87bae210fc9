import "server-only";
import { sql } from "drizzle-orm";
import { markPayoutFailedSchema, markPayoutPaidSchema } from "@/lib/validation/commissions";
import { AppError } from "@/server/errors";
import type { Executor } from "@/server/db/connect";
import { parseInput } from "@/server/http/validation";
import { settlePayoutLines } from "./settle-payout-lines";
import { type Actor, assertRole } from "@/server/auth/actor";
import { num } from "@/server/db/num";

/** Locks a line that must still be pending, or refuses: it does not exist, or it was paid or failed already. */
export async function pendingLine(tx: Executor, lineId: number) {
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

/** The bank paid a line (operators only), with its reference (UTR). */
export async function markPayoutLinePaid(options: { actor: Actor | undefined; input: { lineId: number; utr: string }; db: Executor }) {
  assertRole(options.actor, "operator");
  const actor = options.actor;
  const input = parseInput(markPayoutPaidSchema, { lineId: options.input.lineId, utr: options.input.utr });
  return options.db.transaction(async (tx) => {
    const line = await pendingLine(tx, input.lineId);
    await assertUtrUnused(tx, input.utr, input.lineId);
    await settlePayoutLines(tx, { actor, batchId: line.batchId, outcomes: [{ order: 1, lineId: input.lineId, outcome: "paid", utr: input.utr }] });
    await completeBatchIfDone(tx, line.batchId);
    return { lineId: input.lineId, status: "paid" as const };
  });
}

/** The bank returned a line (operators only): it fails and its statements go back to held, to join the next batch. */
export async function markPayoutLineFailed(options: { actor: Actor | undefined; input: { lineId: number; reason: string }; db: Executor }) {
  assertRole(options.actor, "operator");
  const actor = options.actor;
  const input = parseInput(markPayoutFailedSchema, { lineId: options.input.lineId, reason: options.input.reason });
  return options.db.transaction(async (tx) => {
    const line = await pendingLine(tx, input.lineId);
    await settlePayoutLines(tx, { actor, batchId: line.batchId, outcomes: [{ order: 1, lineId: input.lineId, outcome: "failed", reason: input.reason }] });
    await completeBatchIfDone(tx, line.batchId);
    return { lineId: input.lineId, status: "failed" as const };
  });
}
