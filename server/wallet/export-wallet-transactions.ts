import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { periodStart } from "@/lib/time";
import { db as appDb } from "@/server/db/client";
import { newestFirst } from "@/server/db/newest-first";
import { customers, ledgerAccounts, ledgerEntries, ledgerPostings, sales } from "@/server/db/schema";
import { getFranchiseeShop } from "@/server/franchisees/get-franchisee-shop";
import { istTimestamp } from "@/server/http/csv-stream";
import type { ShopPeriodExportOptions } from "@/server/sales/export-shop-sales";
import { walletTransactionsWhere } from "./list-wallet-transactions";

const BATCH = 2_000;
const rupees = (paise: number) => (paise / 100).toFixed(2);

export type ExportWalletTransactionsOptions = ShopPeriodExportOptions & {
  /** The page language's word for a top-up method. */
  methodText: (method: string) => string;
};

/**
 * Every wallet entry of the acting franchisee's shop that the list's filters pick, newest first, for
 * a spreadsheet, in keyset batches: date IST, credited ₹, debited ₹, method (in the page's words),
 * reference, customer code of the sale it belongs to.
 */
export async function* exportWalletTransactions({ actor, period, customerCode, db = appDb, now = new Date(), batchSize = BATCH, methodText }: ExportWalletTransactionsOptions) {
  const shop = await getFranchiseeShop({ actor, db });
  const where = walletTransactionsWhere(shop.shopId, periodStart(period, now), customerCode);
  let after: { createdAt: string; id: number } | undefined;
  for (;;) {
    const rows = await db
      .select({ id: ledgerEntries.id, cursorAt: sql<string>`${ledgerEntries.createdAt}::text`, createdAt: ledgerEntries.createdAt, amountPaise: ledgerEntries.amountPaise, kind: ledgerPostings.kind, method: ledgerPostings.method, reference: ledgerPostings.reference, code: customers.code })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .leftJoin(sales, eq(sales.id, ledgerPostings.saleId))
      .leftJoin(customers, eq(customers.id, sales.customerId))
      .where(and(where, after ? sql`(${ledgerEntries.createdAt}, ${ledgerEntries.id}) < (${after.createdAt}::timestamptz, ${after.id}::bigint)` : undefined))
      .orderBy(...newestFirst(ledgerEntries.createdAt, ledgerEntries.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map((row) => {
      const method = row.method ?? (row.kind === "sale_interest" || row.kind === "sale_reversal" ? "sale" : "adjustment");
      return [istTimestamp(row.createdAt.toISOString()), rupees(Math.max(row.amountPaise, 0)), rupees(Math.max(-row.amountPaise, 0)), methodText(method), row.reference ?? "", row.code ?? ""];
    });
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.cursorAt, id: last.id };
  }
}
