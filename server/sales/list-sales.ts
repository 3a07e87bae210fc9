import "server-only";
import { and, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "@/lib/admin/list-params";
import type { OperatorSaleFilters } from "@/lib/validation/admin-sales";
import { type Actor, assertRole } from "@/server/auth/actor";
import { cappedCount, LIST_COUNT_CAP } from "@/server/db/capped-count";
import { db as appDb } from "@/server/db/client";
import { newestFirst } from "@/server/db/newest-first";
import type { Executor } from "@/server/db/connect";
import { commissionMonths, customers, sales, shops, user } from "@/server/db/schema";

export type OperatorSaleRow = {
  id: number;
  createdAt: string;
  shopId: number;
  shopName: string;
  customerCode: string | null;
  customerName: string;
  items: string;
  amountPaise: number;
  interestRateBp: number;
  interestPaise: number;
  countedMonth: string;
  status: "recorded" | "reversed";
  reversedAt: string | null;
  reversedByName: string | null;
  reversalReason: string | null;
  /** Its commission month is closed: a reversal becomes a negative adjustment in the next open month. */
  monthClosed: boolean;
};

/** The day after a YYYY-MM-DD (the end of an inclusive range). */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The filters as one WHERE on sales alone: each is served by an index (shop, customer, created_at, status). */
export function operatorSaleWhere(filters: OperatorSaleFilters): SQL | undefined {
  return and(
    filters.shopId !== null ? eq(sales.shopId, filters.shopId) : undefined,
    filters.customerCode ? sql`${sales.customerId} = (SELECT id FROM customers WHERE code = ${filters.customerCode})` : undefined,
    filters.from ? gte(sales.createdAt, new Date(`${filters.from}T00:00:00+05:30`)) : undefined,
    filters.to ? lt(sales.createdAt, new Date(`${nextDay(filters.to)}T00:00:00+05:30`)) : undefined,
    filters.status !== "all" ? eq(sales.status, filters.status) : undefined,
  );
}

export const operatorSaleColumns = {
  id: sales.id,
  createdAt: sales.createdAt,
  shopId: sales.shopId,
  shopName: shops.name,
  customerCode: customers.code,
  firstName: customers.firstName,
  lastName: customers.lastName,
  items: sales.items,
  amountPaise: sales.amountPaise,
  interestRateBp: sales.interestRateBp,
  interestPaise: sales.interestPaise,
  countedMonth: sales.countedMonth,
  status: sales.status,
  reversedAt: sales.reversedAt,
  reversedByName: user.name,
  reversalReason: sales.reversalReason,
  monthClosed: sql<boolean>`coalesce(${commissionMonths.status} = 'closed', false)`,
};

type SelectedSale = Omit<OperatorSaleRow, "createdAt" | "customerName" | "reversedAt"> & { createdAt: Date; firstName: string; lastName: string; reversedAt: Date | null };

export function toOperatorSaleRow(row: SelectedSale): OperatorSaleRow {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    shopId: row.shopId,
    shopName: row.shopName,
    customerCode: row.customerCode,
    customerName: `${row.firstName} ${row.lastName}`.trim(),
    items: row.items,
    amountPaise: row.amountPaise,
    interestRateBp: row.interestRateBp,
    interestPaise: row.interestPaise,
    countedMonth: row.countedMonth,
    status: row.status,
    reversedAt: row.reversedAt ? row.reversedAt.toISOString() : null,
    reversedByName: row.reversedByName,
    reversalReason: row.reversalReason,
    monthClosed: row.monthClosed,
  };
}

/** Every shop's sales for the operator, newest first, 20 a page, counted up to LIST_COUNT_CAP. */
export async function listSales({ actor, filters, page = 0, pageSize = ADMIN_PAGE_SIZE, db = appDb }: { actor: Actor; filters: OperatorSaleFilters; page?: number; pageSize?: number; db?: Executor }) {
  assertRole(actor, "operator", "Only operators can list all sales.");
  const where = operatorSaleWhere(filters);
  // Deep pages would make PostgreSQL skip ever more rows: past the counted ones, narrow the filters.
  const safePage = Math.min(page, Math.max(0, Math.ceil(LIST_COUNT_CAP / pageSize) - 1));
  // The page's ids first, from the index alone; the joins then run for 20 rows, not for every row skipped.
  const pageIds = db.select({ id: sales.id }).from(sales).where(where).orderBy(...newestFirst(sales.createdAt, sales.id)).limit(pageSize).offset(safePage * pageSize);
  const [rows, counted] = await Promise.all([
    db
      .select(operatorSaleColumns)
      .from(sales)
      .innerJoin(shops, eq(shops.id, sales.shopId))
      .innerJoin(customers, eq(customers.id, sales.customerId))
      .leftJoin(user, eq(user.id, sales.reversedBy))
      .leftJoin(commissionMonths, eq(commissionMonths.month, sales.countedMonth))
      .where(inArray(sales.id, pageIds))
      .orderBy(...newestFirst(sales.createdAt, sales.id)),
    cappedCount(db, db.select({ one: sql`1` }).from(sales).where(where).getSQL()),
  ]);
  return { rows: rows.map(toOperatorSaleRow), total: counted.count, capped: counted.capped, page: safePage, pageSize };
}
