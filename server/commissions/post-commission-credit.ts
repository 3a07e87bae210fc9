import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import type { Actor } from "@/server/auth/actor";
import { num } from "@/server/db/num";

/** The company-wide ledger account of a kind, created on first use. */
export async function companyAccount(tx: Executor, kind: "company_cash" | "commission_expense" | "tds_payable"): Promise<number> {
  await tx.execute(sql`INSERT INTO ledger_accounts (kind) VALUES (${kind}::ledger_account_kind) ON CONFLICT DO NOTHING`);
  const { rows } = await tx.execute<{ id: string }>(
    sql`SELECT id FROM ledger_accounts WHERE kind = ${kind}::ledger_account_kind AND shop_id IS NULL AND customer_id IS NULL`,
  );
  return num(rows[0]!.id);
}

/**
 * Credits a closed month to the ledger as one posting: each member's account receives their net,
 * TDS payable receives the TDS, and commission expense is debited with the gross (the company's
 * share is what stays in revenue). Set-based: one statement for the accounts, one for the entries,
 * one for the cached balances.
 */
export async function postCommissionCredit(tx: Executor, { month, actor }: { month: string; actor: Actor }): Promise<void> {
  const expense = await companyAccount(tx, "commission_expense");
  const tds = await companyAccount(tx, "tds_payable");
  await tx.execute(sql`
    INSERT INTO ledger_accounts (kind, customer_id)
    SELECT 'member_commission', member_id FROM commission_statements WHERE month = ${month}::date AND net_paise <> 0
    ON CONFLICT DO NOTHING`);
  const { rows } = await tx.execute<{ id: string }>(sql`
    INSERT INTO ledger_postings (kind, memo, idempotency_key, created_by)
    VALUES ('commission_credit', ${`Commissions for ${month.slice(0, 7)}`}, ${`commission_credit:${month.slice(0, 7)}`}, ${actor.userId})
    RETURNING id`);
  const postingId = num(rows[0]!.id);
  await tx.execute(sql`
    INSERT INTO ledger_entries (posting_id, account_id, amount_paise)
    SELECT ${postingId}::bigint, a.id, cs.net_paise
    FROM commission_statements cs
    JOIN ledger_accounts a ON a.kind = 'member_commission' AND a.customer_id = cs.member_id
    WHERE cs.month = ${month}::date AND cs.net_paise <> 0
    UNION ALL
    SELECT ${postingId}::bigint, ${tds}::bigint, sum(tds_paise)
    FROM commission_statements WHERE month = ${month}::date HAVING sum(tds_paise) <> 0
    UNION ALL
    SELECT ${postingId}::bigint, ${expense}::bigint, -sum(gross_paise)
    FROM commission_statements WHERE month = ${month}::date HAVING sum(gross_paise) <> 0`);
  await applyPostingToBalances(tx, postingId);
}

/** Keeps ledger_accounts.balance_paise equal to the sum of its entries, under the rows' locks. */
export async function applyPostingToBalances(tx: Executor, postingId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE ledger_accounts a SET balance_paise = a.balance_paise + e.total
    FROM (SELECT account_id, sum(amount_paise) AS total FROM ledger_entries WHERE posting_id = ${postingId} GROUP BY account_id) e
    WHERE a.id = e.account_id`);
}
