import "server-only";
import { sql } from "drizzle-orm";
import { recordAudit } from "@/server/audit/record-audit";
import { AppError } from "@/server/errors";
import type { Executor } from "@/server/db/connect";
import { toCsv } from "@/server/http/csv";
import { decryptField } from "@/server/security/field-encryption";
import { type Actor, assertRole } from "@/server/auth/actor";
import { num } from "@/server/db/num";

/** The reference a bank shows the member and returns with the UTR: batch and line. */
export function payoutReference(batchId: number, lineId: number): string {
  return `DLMP${batchId}L${lineId}`;
}

/** The line a reference names, or null when it is not one of ours. */
export function parsePayoutReference(reference: string): { batchId: number; lineId: number } | null {
  const match = /^DLMP(\d{1,15})L(\d{1,15})$/.exec(reference.trim().toUpperCase());
  return match ? { batchId: Number(match[1]), lineId: Number(match[2]) } : null;
}

export const BANK_FILE_HEADER = ["Beneficiary Name", "Account Number", "IFSC", "Amount", "Reference"] as const;

function rupees(paise: number): string {
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}

/**
 * The batch as CSV for a bank's bulk NEFT upload (operators only): beneficiary name, account
 * number (decrypted only here), IFSC, amount in rupees and the reference, for the lines still
 * pending. Marks the batch exported; every download is audited, since it reveals account numbers.
 */
export async function exportPayoutBatchCsv(options: { actor: Actor | undefined; input: { batchId: number }; db: Executor }): Promise<string> {
  assertRole(options.actor, "operator");
  const actor = options.actor;
  return options.db.transaction(async (tx) => {
    const { rows: batch } = await tx.execute<{ id: string; status: string; previous: string }>(sql`
      UPDATE payout_batches b SET status = CASE WHEN b.status = 'draft' THEN 'exported'::payout_batch_status ELSE b.status END,
        exported_at = coalesce(b.exported_at, now())
      FROM (SELECT id, status FROM payout_batches WHERE id = ${options.input.batchId} FOR UPDATE) old
      WHERE b.id = old.id RETURNING b.id, b.status, old.status AS previous`);
    if (!batch[0]) throw new AppError("not_found", { userMessage: "That payout batch does not exist." });
    const { rows } = await tx.execute<Record<string, string>>(sql`
      SELECT id, account_holder_name, account_number_encrypted, ifsc, amount_paise
      FROM payout_lines WHERE batch_id = ${options.input.batchId} AND status = 'pending' ORDER BY id`);
    await recordAudit(tx, {
      actor,
      action: "payout_batch.export_bank_file",
      entityType: "payout_batch",
      entityId: options.input.batchId,
      before: { status: batch[0].previous },
      after: { status: batch[0].status, lines: rows.length },
    });
    return toCsv(
      BANK_FILE_HEADER,
      rows.map((r) => [
        r.account_holder_name!,
        decryptField(r.account_number_encrypted!),
        r.ifsc!,
        rupees(num(r.amount_paise)),
        payoutReference(options.input.batchId, num(r.id)),
      ]),
    );
  });
}
