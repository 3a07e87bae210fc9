import "server-only";
import { sql } from "drizzle-orm";
import { recordAudit } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/connect";
import { AppError, isAppError } from "@/server/errors";
import { type Actor, assertOperator, num } from "@/server/commissions/common";
import { markLineFailedInTransaction, markLinePaidInTransaction } from "./mark-payout-line";
import { type BankResponseProblem, parseBankResponse } from "./parse-bank-response";

export type BankResponseResult = { paid: number; failed: number; unchanged: number };

function refuse(problems: BankResponseProblem[]): never {
  const shown = problems.slice(0, 50);
  throw new AppError("validation_failed", {
    message: "bank response refused",
    userMessage: `${problems.length} row${problems.length === 1 ? "" : "s"} of the file ${problems.length === 1 ? "has a problem" : "have problems"}: nothing was recorded. Correct the file and upload it again.`,
    fieldErrors: Object.fromEntries(shown.map((p) => [`row ${p.row}`, p.message])),
  });
}

/**
 * Records a bank's response file for a batch (operators only): each row marks its line paid with
 * the UTR or failed with the reason, all in one transaction, so a file with any bad row records
 * nothing and can be corrected and uploaded again. A row that repeats what is already recorded
 * (the same file uploaded twice) changes nothing.
 */
export async function applyBankResponse(options: { actor: Actor | undefined; batchId: number; csv: string; db: Executor }): Promise<BankResponseResult> {
  assertOperator(options.actor);
  const actor = options.actor;
  const { rows, problems } = parseBankResponse(options.csv, options.batchId);
  if (problems.length > 0) refuse(problems);
  return options.db.transaction(async (tx) => {
    const { rows: batch } = await tx.execute<{ id: string }>(sql`SELECT id FROM payout_batches WHERE id = ${options.batchId} FOR UPDATE`);
    if (!batch[0]) throw new AppError("not_found", { userMessage: "That payout batch does not exist." });
    const { rows: current } = await tx.execute<{ id: string; status: string; utr: string | null }>(sql`
      SELECT id, status, utr FROM payout_lines WHERE batch_id = ${options.batchId}`);
    const lines = new Map(current.map((l) => [num(l.id), l]));
    const result: BankResponseResult = { paid: 0, failed: 0, unchanged: 0 };
    const rowProblems: BankResponseProblem[] = [];
    for (const row of rows) {
      const line = lines.get(row.lineId);
      if (!line) {
        rowProblems.push({ row: row.row, message: `Batch ${options.batchId} has no line ${row.lineId}.` });
        continue;
      }
      if (line.status === row.outcome && (row.outcome === "failed" || line.utr === row.utr)) {
        result.unchanged += 1;
        continue;
      }
      try {
        if (row.outcome === "paid") await markLinePaidInTransaction(tx, actor, row.lineId, row.utr);
        else await markLineFailedInTransaction(tx, actor, row.lineId, row.reason);
        result[row.outcome] += 1;
      } catch (error) {
        // Application refusals (already paid, UTR used elsewhere) are checked before any write of the row.
        if (!isAppError(error)) throw error;
        rowProblems.push({ row: row.row, message: error.userMessage ?? error.message });
      }
    }
    if (rowProblems.length > 0) refuse(rowProblems);
    await recordAudit(tx, { actor, action: "payout_batch.bank_response", entityType: "payout_batch", entityId: options.batchId, before: null, after: result });
    return result;
  });
}
