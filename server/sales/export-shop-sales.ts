import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { periodStart, type Period } from "@/lib/time";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { newestFirst } from "@/server/db/newest-first";
import { customers, sales } from "@/server/db/schema";
import { getFranchiseeShop } from "@/server/franchisees/get-franchisee-shop";
import { istTimestamp } from "@/server/http/csv-stream";
import { shopSalesWhere } from "./list-shop-sales";

const BATCH = 2_000;
const rupees = (paise: number) => (paise / 100).toFixed(2);

/** A shop owner's period-filtered export (their sales, their wallet's transactions), read in keyset batches. */
export type ShopPeriodExportOptions = {
  actor: Actor;
  period: Period;
  customerCode?: string;
  db?: Executor;
  now?: Date;
  batchSize?: number;
};

export type ExportShopSalesOptions = ShopPeriodExportOptions & {
  /** The page language's word for a reversed sale. */
  reversedText: string;
};

/**
 * Every sale of the acting franchisee's shop that the list's filters pick (period, customer code),
 * newest first, for a spreadsheet: read in batches by keyset (created_at, id), streamed as CSV rows
 * (date IST, customer code, customer, items, amount ₹, sale interest ₹, reversed yes/no).
 */
export async function* exportShopSales({ actor, period, customerCode, db = appDb, now = new Date(), batchSize = BATCH, reversedText }: ExportShopSalesOptions) {
  const shop = await getFranchiseeShop({ actor, db });
  const where = shopSalesWhere(shop.shopId, periodStart(period, now), customerCode);
  // The cursor keeps created_at as PostgreSQL's text: a JS Date drops the microseconds.
  let after: { createdAt: string; id: number } | undefined;
  for (;;) {
    const rows = await db
      .select({ id: sales.id, cursorAt: sql<string>`${sales.createdAt}::text`, createdAt: sales.createdAt, code: customers.code, firstName: customers.firstName, lastName: customers.lastName, items: sales.items, amountPaise: sales.amountPaise, interestPaise: sales.interestPaise, status: sales.status })
      .from(sales)
      .innerJoin(customers, eq(customers.id, sales.customerId))
      .where(and(where, after ? sql`(${sales.createdAt}, ${sales.id}) < (${after.createdAt}::timestamptz, ${after.id}::bigint)` : undefined))
      .orderBy(...newestFirst(sales.createdAt, sales.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map((row) => [istTimestamp(row.createdAt.toISOString()), row.code ?? "", `${row.firstName} ${row.lastName}`.trim(), row.items, rupees(row.amountPaise), rupees(row.interestPaise), row.status === "reversed" ? reversedText : ""]);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.cursorAt, id: last.id };
  }
}
