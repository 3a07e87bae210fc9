import "server-only";
import { sql } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "@/lib/admin/list-params";
import { type Actor, assertRole } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";

export type WalletLedgerRow = {
  entryId: number;
  postingId: number;
  createdAt: string;
  kind: string;
  method: string | null;
  reference: string | null;
  memo: string | null;
  saleId: number | null;
  reversesPostingId: number | null;
  /** Signed: positive credits the wallet. */
  amountPaise: number;
  /** The wallet's balance right after this entry. */
  balanceAfterPaise: number;
  createdByName: string | null;
};

export type WalletLedger = { balancePaise: number; rows: WalletLedgerRow[]; total: number; page: number; pageSize: number };

/**
 * A shop's wallet for the operator: its balance and its entries, newest first, each with the
 * balance it left behind. The running balance is worked out from the cached balance backwards
 * (balance after an entry = balance now − everything posted after it), so a page costs one index
 * range over the entries newer than it, not a window over the wallet's whole history.
 */
export async function listWalletLedger({ actor, shopId, page = 0, pageSize = ADMIN_PAGE_SIZE, db = appDb }: { actor: Actor; shopId: number; page?: number; pageSize?: number; db?: Executor }): Promise<WalletLedger> {
  assertRole(actor, "operator", "Only operators can read wallets.");
  const { rows: accounts } = await db.execute<{ id: string; balance: string; total: string }>(sql`
    SELECT a.id::text, a.balance_paise::text AS balance,
           (SELECT count(*) FROM ledger_entries e WHERE e.account_id = a.id)::text AS total
    FROM ledger_accounts a WHERE a.kind = 'franchisee_wallet' AND a.shop_id = ${shopId}`);
  const account = accounts[0];
  if (!account) return { balancePaise: 0, rows: [], total: 0, page, pageSize };
  const offset = page * pageSize;
  const { rows } = await db.execute<Record<string, string | null>>(sql`
    WITH newer AS (
      SELECT coalesce(sum(amount_paise), 0) AS amount FROM (
        SELECT amount_paise FROM ledger_entries WHERE account_id = ${account.id}
        ORDER BY created_at DESC NULLS LAST, id DESC NULLS LAST LIMIT ${offset}
      ) n
    ), page AS (
      SELECT e.id, e.posting_id, e.created_at, e.amount_paise FROM ledger_entries e
      WHERE e.account_id = ${account.id}
      ORDER BY e.created_at DESC NULLS LAST, e.id DESC NULLS LAST LIMIT ${pageSize} OFFSET ${offset}
    )
    SELECT p.id::text AS entry_id, p.posting_id::text, p.amount_paise::text,
           ${account.balance}::bigint - (SELECT amount FROM newer)
             - coalesce(sum(p.amount_paise) OVER (ORDER BY p.created_at DESC, p.id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS balance_after,
           lp.kind::text, lp.method::text, lp.reference, lp.memo, lp.sale_id::text, lp.reverses_posting_id::text, u.name AS created_by_name,
           to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_iso
    FROM page p
    JOIN ledger_postings lp ON lp.id = p.posting_id
    LEFT JOIN "user" u ON u.id = lp.created_by
    ORDER BY p.created_at DESC, p.id DESC`);
  return {
    balancePaise: Number(account.balance),
    total: Number(account.total),
    page,
    pageSize,
    rows: rows.map((row) => ({
      entryId: Number(row.entry_id),
      postingId: Number(row.posting_id),
      createdAt: row.created_iso!,
      kind: row.kind!,
      method: row.method ?? null,
      reference: row.reference ?? null,
      memo: row.memo ?? null,
      saleId: row.sale_id == null ? null : Number(row.sale_id),
      reversesPostingId: row.reverses_posting_id == null ? null : Number(row.reverses_posting_id),
      amountPaise: Number(row.amount_paise),
      balanceAfterPaise: Number(row.balance_after),
      createdByName: row.created_by_name ?? null,
    })),
  };
}
