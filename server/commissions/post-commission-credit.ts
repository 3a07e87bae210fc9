import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import type { Actor } from "@/server/auth/actor";
import { ensureLedgerAccount } from "@/server/ledger/ensure-account";
import { postLedgerSet } from "@/server/ledger/post-ledger-set";

/**
 * Credits a closed month to the ledger as one posting: each member's account receives their net,
 * TDS payable receives the TDS, and commission expense is debited with the gross (the company's
 * share is what stays in revenue). Set-based: one statement creates the members' accounts, one
 * writes the posting, its entries and the members' kept balances (postLedgerSet).
 */
export async function postCommissionCredit(tx: Executor, { month, actor }: { month: string; actor: Actor }): Promise<void> {
  const expense = await ensureLedgerAccount(tx, "commission_expense");
  const tds = await ensureLedgerAccount(tx, "tds_payable");
  await tx.execute(sql`
    INSERT INTO ledger_accounts (kind, customer_id)
    SELECT 'member_commission', member_id FROM commission_statements WHERE month = ${month}::date AND net_paise <> 0
    ON CONFLICT DO NOTHING`);
  await postLedgerSet(tx, {
    columns: ["kind", "memo", "idempotency_key", "created_by"],
    postings: sql`
      SELECT 'commission_credit' AS kind, ${`Commissions for ${month.slice(0, 7)}`}::text AS memo,
             ${`commission_credit:${month.slice(0, 7)}`}::text AS idempotency_key, ${actor.userId}::text AS created_by`,
    entries: sql`
      SELECT s.posting_id, a.id AS account_id, cs.net_paise AS amount_paise
      FROM ledger_posting_set s
      CROSS JOIN commission_statements cs
      JOIN ledger_accounts a ON a.kind = 'member_commission' AND a.customer_id = cs.member_id
      WHERE cs.month = ${month}::date AND cs.net_paise <> 0
      UNION ALL
      SELECT (SELECT posting_id FROM ledger_posting_set), ${tds}::bigint, sum(tds_paise)
      FROM commission_statements WHERE month = ${month}::date HAVING sum(tds_paise) <> 0
      UNION ALL
      SELECT (SELECT posting_id FROM ledger_posting_set), ${expense}::bigint, -sum(gross_paise)
      FROM commission_statements WHERE month = ${month}::date HAVING sum(gross_paise) <> 0`,
  });
}
