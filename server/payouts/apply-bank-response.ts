import "server-only";
import { sql } from "drizzle-orm";
import { recordAudit } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/connect";
import { AppError } from "@/server/errors";
import { completeBatchIfDone, utrTaken } from "./mark-payout-line";
import { type PayoutLineOutcome, settlePayoutLines } from "./settle-payout-lines";
import { type BankResponseProblem, parseBankResponse } from "./parse-bank-response";
import { type Actor, assertRole } from "@/server/auth/actor";
import { num } from "@/server/db/num";

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
export async function applyBankResponse(options: { actor: Actor | undefined; input: { batchId: number; csv: string }; db: Executor }): Promise<BankResponseResult> {
  assertRole(options.actor, "operator");
  const actor = options.actor;
  const { rows, problems } = parseBankResponse(options.input.csv, options.input.batchId);
  if (problems.length > 0) refuse(problems);
  return options.db.transaction(async (tx) => {
    const { rows: batch } = await tx.execute<{ id: string }>(sql`SELECT id FROM payout_batches WHERE id = ${options.input.batchId} FOR UPDATE`);
    if (!batch[0]) throw new AppError("not_found", { userMessage: "That payout batch does not exist." });
    // Only the file's lines: a batch may hold 3 lakh of them, a file at most BANK_RESPONSE_MAX_ROWS.
    const { rows: current } = await tx.execute<{ id: string; status: string; utr: string | null }>(sql`
      SELECT id, status, utr FROM payout_lines
      WHERE batch_id = ${options.input.batchId} AND id = ANY(${`{${rows.map((row) => row.lineId).join(",")}}`}::bigint[])`);
    const lines = new Map(current.map((l) => [num(l.id), l]));
    const result: BankResponseResult = { paid: 0, failed: 0, unchanged: 0 };
    const rowProblems: BankResponseProblem[] = [];
    const outcomes: PayoutLineOutcome[] = [];
    // The same checks as marking the lines one by one, in the file's order: the line is pending,
    // and its UTR names no other line (in the database or earlier in this file).
    const utrs = new Map<string, number>();
    for (const row of rows) {
      const line = lines.get(row.lineId);
      if (!line) {
        rowProblems.push({ row: row.row, message: `Batch ${options.input.batchId} has no line ${row.lineId}.` });
        continue;
      }
      if (line.status === row.outcome && (row.outcome === "failed" || line.utr === row.utr)) {
        result.unchanged += 1;
        continue;
      }
      if (line.status !== "pending") {
        rowProblems.push({ row: row.row, message: `Payout line ${row.lineId} is already ${line.status}.` });
        continue;
      }
      if (row.outcome === "paid") {
        const earlier = utrs.get(row.utr);
        if (earlier !== undefined) {
          rowProblems.push({ row: row.row, message: utrTaken(row.utr, earlier) });
          continue;
        }
        utrs.set(row.utr, row.lineId);
        outcomes.push({ order: row.row, lineId: row.lineId, outcome: "paid", utr: row.utr });
      } else {
        outcomes.push({ order: row.row, lineId: row.lineId, outcome: "failed", reason: row.reason });
      }
      result[row.outcome] += 1;
    }
    if (utrs.size > 0) {
      const { rows: taken } = await tx.execute<{ utr: string; id: string }>(sql`
        SELECT DISTINCT ON (p.utr) p.utr, p.id FROM payout_lines p
        JOIN jsonb_to_recordset(${JSON.stringify([...utrs].map(([utr, lineId]) => ({ utr, line_id: lineId })))}::jsonb) AS r(utr text, line_id bigint)
          ON p.utr = r.utr AND p.id <> r.line_id
        ORDER BY p.utr, p.id`);
      const rowOf = new Map(rows.map((row) => [row.lineId, row.row]));
      for (const { utr, id } of taken) rowProblems.push({ row: rowOf.get(utrs.get(utr)!)!, message: utrTaken(utr, num(id)) });
      rowProblems.sort((a, b) => a.row - b.row);
    }
    if (rowProblems.length > 0) refuse(rowProblems);
    await settlePayoutLines(tx, { actor, batchId: options.input.batchId, outcomes });
    await completeBatchIfDone(tx, options.input.batchId);
    await recordAudit(tx, { actor, action: "payout_batch.bank_response", entityType: "payout_batch", entityId: options.input.batchId, before: null, after: result });
    return result;
  });
}
