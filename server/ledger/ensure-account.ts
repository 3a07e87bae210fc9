import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { ledgerAccounts } from "@/server/db/schema";

type AccountKind = (typeof ledgerAccounts.$inferSelect)["kind"];
type Owner = { shopId?: number; customerId?: number };

/**
 * The ledger account of a kind and owner, created on first use. Company accounts have no owner;
 * wallets belong to a shop, member commission accounts to a customer.
 *
 * Read first: the account nearly always exists, and an INSERT … ON CONFLICT DO NOTHING for an
 * existing one is a second round trip that also burns an id of the identity sequence.
 */
export async function ensureLedgerAccount(db: Executor, kind: AccountKind, owner: Owner = {}): Promise<number> {
  const found = await findLedgerAccount(db, kind, owner);
  if (found !== undefined) return found;
  const [created] = await db
    .insert(ledgerAccounts)
    .values({ kind, shopId: owner.shopId ?? null, customerId: owner.customerId ?? null })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  if (created) return created.id;
  // Created by a concurrent transaction between the read and the insert.
  const existing = await findLedgerAccount(db, kind, owner);
  if (existing === undefined) throw new Error(`ledger account ${kind} ${JSON.stringify(owner)} could not be created`);
  return existing;
}

async function findLedgerAccount(db: Executor, kind: AccountKind, owner: Owner): Promise<number | undefined> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, kind),
        owner.shopId === undefined ? isNull(ledgerAccounts.shopId) : eq(ledgerAccounts.shopId, owner.shopId),
        owner.customerId === undefined ? isNull(ledgerAccounts.customerId) : eq(ledgerAccounts.customerId, owner.customerId),
      ),
    )
    // One text per owner shape, so one name per shape (server/db/prepared.ts).
    .prepare(`ledger.find_account.${owner.shopId === undefined ? "" : "shop"}.${owner.customerId === undefined ? "" : "customer"}`)
    .execute();
  return row?.id;
}

/** Locks a wallet row for the rest of the transaction and returns its balance. */
export async function lockAccountBalance(db: Executor, accountId: number): Promise<number> {
  const rows = await db.execute<{ balance_paise: string }>(
    sql`SELECT balance_paise::text FROM ledger_accounts WHERE id = ${accountId} FOR UPDATE`,
  );
  const row = rows.rows[0];
  if (!row) throw new Error(`ledger account ${accountId} not found`);
  return Number(row.balance_paise);
}

/** A shop's wallet balance, read without creating the wallet: a shop never topped up holds ₹0. */
export async function readWalletBalance(db: Executor, shopId: number): Promise<number> {
  const rows = await db.execute<{ balance_paise: string }>(
    sql`SELECT balance_paise::text FROM ledger_accounts WHERE kind = 'franchisee_wallet' AND shop_id = ${shopId}`,
  );
  return Number(rows.rows[0]?.balance_paise ?? 0);
}
