import "server-only";
import { and, desc, eq, gte, type Placeholder, type SQL, sql } from "drizzle-orm";
import { periodStart } from "@/lib/time";
import { db as appDb } from "@/server/db/client";
import { customers, ledgerAccounts, ledgerEntries, ledgerPostings, sales } from "@/server/db/schema";
import { getFranchiseeShop } from "@/server/franchisees/get-franchisee-shop";
import { LIST_PAGE_SIZE, type ShopPeriodListOptions } from "@/server/sales/list-shop-sales";
import { preparedQuery } from "@/server/db/prepared";

export type WalletTransactionRow = { id: number; createdAt: string; creditPaise: number; debitPaise: number; method: string; kind: string; reference: string | null; customerCode: string | null };
/** The filter's credits and debits over every matching entry, not just the page. */
export type WalletTransactionTotals = { creditPaise: number; debitPaise: number };

/**
 * The entries a shop owner's transaction filters pick: the shop's wallet, the period, and — given a
 * customer's code — the sale interest and reversals of that customer's sales (top-ups and
 * corrections name no customer).
 */
export function walletTransactionsWhere(shopId: number | Placeholder, since: Date | Placeholder | null, customerCode: string | Placeholder | undefined): SQL | undefined {
  return and(
    eq(ledgerAccounts.kind, "franchisee_wallet"),
    eq(ledgerAccounts.shopId, shopId),
    since ? gte(ledgerEntries.createdAt, since) : undefined,
    customerCode ? eq(customers.code, customerCode) : undefined,
  );
}

/**
 * The acting franchisee's wallet movements (the product's transaction row: date, credit, debit, method),
 * newest first, straight from the ledger, with the filter's totals. Sale interest shows as the
 * method "sale", with the customer whose purchase it was.
 */
export async function listWalletTransactions({ actor, shop: owned, period = "all", customerCode, page = 0, pageSize = LIST_PAGE_SIZE, db = appDb, now = new Date(), withCount = true }: ShopPeriodListOptions): Promise<{ data: WalletTransactionRow[]; count: number; totals?: WalletTransactionTotals }> {
  const shop = owned ?? (await getFranchiseeShop({ actor, db }));
  const since = periodStart(period, now);
  // Named and built once per executor (server/db/prepared.ts), one text per combination of filters;
  // the page is a placeholder, so an OFFSET of 0 does not change the text. The wallet is found
  // through its shop in the same query: reading never creates a wallet.
  const latest = preparedQuery(db, `wallet.transactions${since ? "_since" : ""}${customerCode ? "_customer" : ""}`, (db) =>
    db
      .select({ id: ledgerEntries.id, createdAt: ledgerEntries.createdAt, amountPaise: ledgerEntries.amountPaise, kind: ledgerPostings.kind, method: ledgerPostings.method, reference: ledgerPostings.reference, customerCode: customers.code })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .leftJoin(sales, eq(sales.id, ledgerPostings.saleId))
      .leftJoin(customers, eq(customers.id, sales.customerId))
      .where(walletTransactionsWhere(sql.placeholder("shopId"), since ? sql.placeholder("since") : null, customerCode ? sql.placeholder("code") : undefined))
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset")),
  );
  const totalsQuery = () => {
    const query = db
      .select({
        n: sql<string>`count(*)::text`,
        credit: sql<string>`coalesce(sum(${ledgerEntries.amountPaise}) FILTER (WHERE ${ledgerEntries.amountPaise} > 0), 0)::text`,
        debit: sql<string>`coalesce(-sum(${ledgerEntries.amountPaise}) FILTER (WHERE ${ledgerEntries.amountPaise} < 0), 0)::text`,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .$dynamic();
    // The sale and its customer only when a code is asked for.
    const filtered = customerCode
      ? query.innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId)).innerJoin(sales, eq(sales.id, ledgerPostings.saleId)).innerJoin(customers, eq(customers.id, sales.customerId))
      : query;
    return filtered.where(walletTransactionsWhere(shop.shopId, since, customerCode));
  };
  const [rows, [total]] = await Promise.all([latest.execute({ shopId: shop.shopId, since, code: customerCode, limit: pageSize, offset: page * pageSize }), withCount ? totalsQuery() : []]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      creditPaise: Math.max(row.amountPaise, 0),
      debitPaise: Math.max(-row.amountPaise, 0),
      method: row.method ?? (row.kind === "sale_interest" || row.kind === "sale_reversal" ? "sale" : "adjustment"),
      kind: row.kind,
      reference: row.reference,
      customerCode: row.customerCode,
    })),
    count: withCount ? Number(total?.n ?? 0) : rows.length,
    ...(withCount && total ? { totals: { creditPaise: Number(total.credit), debitPaise: Number(total.debit) } } : {}),
  };
}
