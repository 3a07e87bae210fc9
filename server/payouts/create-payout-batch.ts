import "server-only";
import { sql } from "drizzle-orm";
import { recordAudit } from "@/server/audit/record-audit";
import { AppError } from "@/server/errors";
import type { Executor } from "@/server/db/connect";
import { type Actor, assertRole } from "@/server/auth/actor";
import { num } from "@/server/db/num";
import { takeCommissionLock } from "@/server/commissions/commission-lock";
import { createNotifications } from "@/server/notifications/create-notifications";

export type PayoutBatchSummary = { batchId: number; lineCount: number; totalPaise: number };

/**
 * Makes a payout batch (operators only): for each member with complete KYC (PAN and bank details),
 * the payable of every closed-month statement not yet in a batch that is approved, or held for
 * missing KYC or a failed payment. One line per member, with the bank details as they are now.
 * Held amounts thus join the first batch after KYC is complete. Each member left out of the batch
 * for missing KYC, with an amount held, is told how much waits for it (kyc_hold, in this transaction).
 */
export async function createPayoutBatch(options: { actor: Actor | undefined; db: Executor; wait?: boolean }): Promise<PayoutBatchSummary> {
  assertRole(options.actor, "operator");
  const actor = options.actor;
  return options.db.transaction(async (tx) => {
    await takeCommissionLock(tx, options.wait);
    const { rows: batchRows } = await tx.execute<{ id: string }>(
      sql`INSERT INTO payout_batches (status, created_by) VALUES ('draft', ${actor.userId}) RETURNING id`,
    );
    const batchId = num(batchRows[0]!.id);
    const eligible = sql`
      SELECT cs.member_id, cs.month FROM commission_statements cs
      JOIN commission_months cm ON cm.month = cs.month AND cm.status = 'closed'
      JOIN customers c ON c.id = cs.member_id AND c.pan IS NOT NULL
      JOIN kyc_details k ON k.customer_id = cs.member_id
      WHERE cs.payout_line_id IS NULL
        AND (cs.status = 'approved' OR (cs.status = 'held' AND cs.hold_reason IN ('kyc_incomplete', 'payout_failed')))`;
    await tx.execute(sql`
      INSERT INTO payout_lines (batch_id, member_id, amount_paise, account_holder_name, bank_name, branch, ifsc,
                                account_number_encrypted, account_number_last4, updated_by)
      SELECT ${batchId}::bigint, t.member_id, t.amount, coalesce(nullif(k.account_holder_name, ''), concat_ws(' ', c.first_name, nullif(c.last_name, ''))),
             k.bank_name, k.branch, k.ifsc, k.account_number_encrypted, k.account_number_last4, ${actor.userId}
      FROM (SELECT e.member_id, sum(cs.payable_paise)::bigint AS amount
            FROM (${eligible}) e JOIN commission_statements cs ON cs.member_id = e.member_id AND cs.month = e.month
            GROUP BY e.member_id) t
      JOIN kyc_details k ON k.customer_id = t.member_id
      JOIN customers c ON c.id = t.member_id
      WHERE t.amount > 0`);
    await tx.execute(sql`
      UPDATE commission_statements cs SET payout_line_id = pl.id, status = 'approved', hold_reason = NULL, updated_at = now()
      FROM (${eligible}) e, payout_lines pl
      WHERE cs.member_id = e.member_id AND cs.month = e.month AND pl.batch_id = ${batchId} AND pl.member_id = cs.member_id`);
    const { rows } = await tx.execute<{ n: string; total: string }>(sql`
      UPDATE payout_batches b SET line_count = x.n, total_paise = x.total
      FROM (SELECT count(*)::int AS n, coalesce(sum(amount_paise), 0)::bigint AS total FROM payout_lines WHERE batch_id = ${batchId}) x
      WHERE b.id = ${batchId} RETURNING x.n, x.total`);
    const lineCount = num(rows[0]?.n);
    if (lineCount === 0) {
      throw new AppError("conflict", { userMessage: "There is nothing to pay: no approved amounts with complete KYC." });
    }
    const totalPaise = num(rows[0]?.total);
    await createNotifications(tx, {
      select: sql`
        SELECT c.user_id, 'kyc_hold' AS kind, 'kyc_hold:batch:' || ${batchId}::bigint AS event_key,
               jsonb_build_object('amountPaise', sum(cs.payable_paise)::bigint, 'month', to_char(max(cs.month), 'YYYY-MM')) AS params, '/kyc' AS link
        FROM commission_statements cs
        JOIN commission_months cm ON cm.month = cs.month AND cm.status = 'closed'
        JOIN customers c ON c.id = cs.member_id
        WHERE cs.payout_line_id IS NULL AND cs.status = 'held' AND cs.hold_reason = 'kyc_incomplete'
          AND (c.pan IS NULL OR NOT EXISTS (SELECT 1 FROM kyc_details k WHERE k.customer_id = cs.member_id))
        GROUP BY c.user_id
        HAVING sum(cs.payable_paise) > 0`,
    });
    await recordAudit(tx, { actor, action: "payout_batch.create", entityType: "payout_batch", entityId: batchId, before: null, after: { lineCount, totalPaise } });
    return { batchId, lineCount, totalPaise };
  });
}
