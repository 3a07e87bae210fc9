import "server-only";
import { and, count, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import { periodStart, type Period } from "@/lib/time";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { ledgerAccounts, ledgerEntries, ledgerPostings } from "@/server/db/schema";
import { getFranchiseeShop, type FranchiseeShop } from "@/server/franchisees/get-franchisee-shop";
import { LIST_PAGE_SIZE } from "@/server/sales/list-shop-sales";
import { preparedQuery } from "@/server/db/prepared";

export type WalletTransactionRow = { id: number; createdAt: string; creditPaise: number; debitPaise: number; method: string; kind: string; reference: string | null };

/**
 * The acting franchisee's wallet movements (the product's transaction row: date, credit, debit, method),
 * newest first, straight from the ledger. Sale interest shows as the method "sale".
 */
export async function listWalletTransactions({ actor, shop: owned, period = "all", page = 0, pageSize = LIST_PAGE_SIZE, db = appDb, now = new Date(), withCount = true }: { actor: Actor; /** The actor's shop, when the caller already resolved it. */ shop?: FranchiseeShop; period?: Period; page?: number; pageSize?: number; db?: Executor; now?: Date; /** Without the total (the dashboard shows the latest rows only): one statement less. */ withCount?: boolean }): Promise<{ data: WalletTransactionRow[]; count: number }> {
  const shop = owned ?? (await getFranchiseeShop({ actor, db }));
  const since = periodStart(period, now);
  // The wallet is found through its shop in the same query: reading never creates a wallet.
  const where: SQL | undefined = and(eq(ledgerAccounts.kind, "franchisee_wallet"), eq(ledgerAccounts.shopId, shop.shopId), since ? gte(ledgerEntries.createdAt, since) : undefined);
  // Named and built once per executor (server/db/prepared.ts), one text with a period and one without;
  // the page is a placeholder, so an OFFSET of 0 does not change the text.
  const latest = preparedQuery(db, since ? "wallet.transactions_since" : "wallet.transactions", (db) =>
    db
      .select({ id: ledgerEntries.id, createdAt: ledgerEntries.createdAt, amountPaise: ledgerEntries.amountPaise, kind: ledgerPostings.kind, method: ledgerPostings.method, reference: ledgerPostings.reference })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .where(and(eq(ledgerAccounts.kind, "franchisee_wallet"), eq(ledgerAccounts.shopId, sql.placeholder("shopId")), since ? gte(ledgerEntries.createdAt, sql.placeholder("since")) : undefined))
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset")),
  );
  const [rows, [total]] = await Promise.all([
    latest.execute({ shopId: shop.shopId, since, limit: pageSize, offset: page * pageSize }),
    withCount ? db.select({ n: count() }).from(ledgerEntries).innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId)).where(where) : [],
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
    count: withCount ? (total?.n ?? 0) : rows.length,
  };
}
