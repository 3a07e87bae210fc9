import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { OperatorSaleFilters } from "@/lib/validation/admin-sales";
import { type Actor, assertRole } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import { newestFirst } from "@/server/db/newest-first";
import type { Executor } from "@/server/db/connect";
import { commissionMonths, customers, sales, shops, user } from "@/server/db/schema";
import { istTimestamp } from "@/server/http/csv-stream";
import { operatorSaleColumns, operatorSaleWhere, toOperatorSaleRow, type OperatorSaleRow } from "./list-sales";

export const SALES_CSV_HEADER = ["Sale id", "Recorded at (IST)", "Shop id", "Shop", "Customer code", "Customer", "Items", "Amount (₹)", "Interest rate (%)", "Interest (₹)", "Commission month", "Status", "Reversed at (IST)", "Reversed by", "Reversal reason"] as const;
const BATCH = 2_000;

const rupees = (paise: number) => (paise / 100).toFixed(2);

export function saleCsvRow(row: OperatorSaleRow) {
  return [row.id, istTimestamp(row.createdAt), row.shopId, row.shopName, row.customerCode, row.customerName, row.items, rupees(row.amountPaise), (row.interestRateBp / 100).toFixed(2), rupees(row.interestPaise), row.countedMonth.slice(0, 7), row.status, istTimestamp(row.reversedAt), row.reversedByName, row.reversalReason];
}

/**
 * The operator's sales list with the same filters, every matching row, for a spreadsheet: read in
 * batches of 2,000 by keyset (createdAt, id) — each batch an index range, however deep — and
 * streamed out as CSV (server/http/csv-stream.ts).
 */
export async function* exportSales({ actor, filters, db = appDb, batchSize = BATCH }: { actor: Actor; filters: OperatorSaleFilters; db?: Executor; batchSize?: number }) {
  assertRole(actor, "operator", "Only operators can export sales.");
  const where = operatorSaleWhere(filters);
  // The cursor keeps created_at as PostgreSQL's text: a JS Date drops the microseconds, and rows
  // recorded within the same millisecond would then be skipped.
  let after: { createdAt: string; id: number } | undefined;
  for (;;) {
    const rows = await db
      .select({ ...operatorSaleColumns, cursorAt: sql<string>`${sales.createdAt}::text` })
      .from(sales)
      .innerJoin(shops, eq(shops.id, sales.shopId))
      .innerJoin(customers, eq(customers.id, sales.customerId))
      .leftJoin(user, eq(user.id, sales.reversedBy))
      .leftJoin(commissionMonths, eq(commissionMonths.month, sales.countedMonth))
      .where(and(where, after ? sql`(${sales.createdAt}, ${sales.id}) < (${after.createdAt}::timestamptz, ${after.id}::bigint)` : undefined))
      .orderBy(...newestFirst(sales.createdAt, sales.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map((row) => saleCsvRow(toOperatorSaleRow(row)));
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.cursorAt, id: last.id };
  }
}
