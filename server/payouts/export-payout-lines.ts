import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { csvRupees } from "@/server/http/csv-stream";
import { PAYOUT_LINE_COLUMNS, type PayoutLineFilter, payoutLinesWhere, toPayoutLineRow } from "./get-payout-batch";
import { type Actor, assertRole } from "@/server/auth/actor";

export const PAYOUT_LINES_CSV_HEADER = [
  "Batch", "Line", "Reference", "Customer code", "Beneficiary", "Bank", "IFSC", "Account (last 4)", "Amount", "Status", "UTR", "Failure reason", "Paid at", "Updated at",
] as const;

const BATCH = 5_000;

/**
 * Payout lines as CSV rows (operators only): every batch or one, any status, for the accounts team's
 * spreadsheet. Account numbers stay masked (the bank file is the only place they are decrypted).
 */
export function exportPayoutLines(options: { actor: Actor | undefined; filter: PayoutLineFilter; db: Executor }) {
  assertRole(options.actor, "operator");
  const where = payoutLinesWhere(options.filter);
  const { db } = options;
  return async function* batches() {
    let after = 0;
    for (;;) {
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        SELECT ${PAYOUT_LINE_COLUMNS}
        FROM payout_lines l LEFT JOIN customers c ON c.id = l.member_id
        WHERE ${where} AND l.id > ${after} ORDER BY l.id LIMIT ${BATCH}`);
      if (rows.length === 0) return;
      const lines = rows.map(toPayoutLineRow);
      after = lines.at(-1)!.id;
      yield lines.map((l) => [
        l.batchId, l.id, l.reference, l.code, l.name, l.bankName, l.ifsc, l.accountLast4, csvRupees(l.amountPaise), l.status, l.utr,
        l.failureReason, l.paidAt, l.updatedAt,
      ]);
      if (rows.length < BATCH) return;
    }
  };
}
