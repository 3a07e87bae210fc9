import "server-only";
import { and, count, desc, eq, gte, type SQL } from "drizzle-orm";
import { periodStart, type Period } from "@/lib/time";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { ledgerEntries, ledgerPostings } from "@/server/db/schema";
import { getFranchiseeShop } from "@/server/franchisees/get-franchisee-shop";
import { ensureLedgerAccount } from "@/server/ledger/ensure-account";
import { LIST_PAGE_SIZE } from "@/server/sales/list-shop-sales";

export type WalletTransactionRow = { id: number; createdAt: string; creditPaise: number; debitPaise: number; method: string; kind: string; reference: string | null };

/**
 * The acting franchisee's wallet movements (SPEC's transaction row: date, credit, debit, method),
 * newest first, straight from the ledger. Sale interest shows as the method "sale".
 */
export async function listWalletTransactions({ actor, period = "all", page = 0, pageSize = LIST_PAGE_SIZE, db = appDb, now = new Date() }: { actor: Actor; period?: Period; page?: number; pageSize?: number; db?: Executor; now?: Date }): Promise<{ data: WalletTransactionRow[]; count: number }> {
  const shop = await getFranchiseeShop({ actor, db });
  const walletId = await ensureLedgerAccount(db, "franchisee_wallet", { shopId: shop.shopId });
  const since = periodStart(period, now);
  const where: SQL | undefined = and(eq(ledgerEntries.accountId, walletId), since ? gte(ledgerEntries.createdAt, since) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: ledgerEntries.id, createdAt: ledgerEntries.createdAt, amountPaise: ledgerEntries.amountPaise, kind: ledgerPostings.kind, method: ledgerPostings.method, reference: ledgerPostings.reference })
      .from(ledgerEntries)
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .where(where)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(pageSize)
      .offset(page * pageSize),
    db.select({ n: count() }).from(ledgerEntries).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      creditPaise: Math.max(row.amountPaise, 0),
      debitPaise: Math.max(-row.amountPaise, 0),
      method: row.method ?? (row.kind === "sale_interest" || row.kind === "sale_reversal" ? "sale" : "adjustment"),
      kind: row.kind,
      reference: row.reference,
    })),
    count: total?.n ?? 0,
  };
}
