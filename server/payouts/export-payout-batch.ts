import "server-only";
import { sql } from "drizzle-orm";
import { AppError } from "@/server/errors";
import type { Executor } from "@/server/db/connect";
import { type Actor, assertOperator, num } from "@/server/commissions/common";
import { decryptField } from "@/server/security/field-encryption";

/** The reference a bank shows the member and returns with the UTR: batch and line. */
export function payoutReference(batchId: number, lineId: number): string {
  return `DLMP${batchId}L${lineId}`;
}

function csvField(value: string): string {
  // Quote every field; a leading =, +, - or @ would be read as a formula by spreadsheet programs.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The batch as CSV for a bank's bulk NEFT upload (operators only): beneficiary name, account
 * number (decrypted only here), IFSC, amount in rupees and the reference. Marks the batch exported.
 */
export async function exportPayoutBatchCsv(options: { actor: Actor | undefined; batchId: number; db: Executor }): Promise<string> {
  assertOperator(options.actor);
  const { rows: batch } = await options.db.execute<{ id: string }>(sql`
    UPDATE payout_batches SET status = CASE WHEN status = 'draft' THEN 'exported'::payout_batch_status ELSE status END,
      exported_at = coalesce(exported_at, now())
    WHERE id = ${options.batchId} RETURNING id`);
  if (!batch[0]) throw new AppError("not_found", { userMessage: "That payout batch does not exist." });
  const { rows } = await options.db.execute<Record<string, string>>(sql`
    SELECT id, account_holder_name, account_number_encrypted, ifsc, amount_paise
    FROM payout_lines WHERE batch_id = ${options.batchId} AND status = 'pending' ORDER BY id`);
  const lines = rows.map((r) => {
    const amount = num(r.amount_paise);
    return [
      r.account_holder_name!,
      decryptField(r.account_number_encrypted!),
      r.ifsc!,
      `${Math.trunc(amount / 100)}.${String(amount % 100).padStart(2, "0")}`,
      payoutReference(options.batchId, num(r.id)),
    ]
      .map(csvField)
      .join(",");
  });
  return [["Beneficiary Name", "Account Number", "IFSC", "Amount", "Reference"].map(csvField).join(","), ...lines].join("\r\n") + "\r\n";
}
