import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { type Actor, assertRole } from "@/server/auth/actor";
import { num } from "@/server/db/num";

/**
 * What "Create payout batch" would take now (operators only): members with complete KYC and
 * closed-month amounts not yet in a batch (approved, or held for KYC or a failed payment), and those
 * still waiting for KYC. The same rule as createPayoutBatch; read-only.
 */
export async function previewPayoutBatch(options: { actor: Actor | undefined; db: Executor }) {
  assertRole(options.actor, "operator");
  const { rows } = await options.db.execute<Record<string, string>>(sql`
    WITH eligible AS (
      SELECT cs.member_id, sum(cs.payable_paise) AS amount,
             bool_and(c.pan IS NOT NULL AND k.customer_id IS NOT NULL) AS kyc_complete
      FROM commission_statements cs
      JOIN commission_months cm ON cm.month = cs.month AND cm.status = 'closed'
      JOIN customers c ON c.id = cs.member_id
      LEFT JOIN kyc_details k ON k.customer_id = cs.member_id
      WHERE cs.payout_line_id IS NULL
        AND (cs.status = 'approved' OR (cs.status = 'held' AND cs.hold_reason IN ('kyc_incomplete', 'payout_failed')))
      GROUP BY cs.member_id
    )
    SELECT count(*) FILTER (WHERE kyc_complete AND amount > 0) AS members,
           coalesce(sum(amount) FILTER (WHERE kyc_complete AND amount > 0), 0) AS total,
           count(*) FILTER (WHERE NOT kyc_complete) AS waiting_members,
           coalesce(sum(amount) FILTER (WHERE NOT kyc_complete), 0) AS waiting_total
    FROM eligible`);
  const r = rows[0]!;
  return { members: num(r.members), totalPaise: num(r.total), waitingForKycMembers: num(r.waiting_members), waitingForKycPaise: num(r.waiting_total) };
}
