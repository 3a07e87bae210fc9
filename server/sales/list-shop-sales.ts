import "server-only";
import { ACCOUNT_LIST_PAGE_SIZE } from "@/lib/lists/page-size";
import { and, count, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import { periodStart, type Period } from "@/lib/time";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { customers, sales } from "@/server/db/schema";
import { getFranchiseeShop, type FranchiseeShop } from "@/server/franchisees/get-franchisee-shop";
import { preparedQuery } from "@/server/db/prepared";

export const LIST_PAGE_SIZE = ACCOUNT_LIST_PAGE_SIZE;

export type ShopSaleRow = { id: number; createdAt: string; customerCode: string; customerName: string; items: string; amountPaise: number; interestPaise: number; reversed: boolean };
/** The period's (and customer's) figures over every matching sale, not just the page: reversed sales are counted apart. */
export type ShopSaleTotals = { sales: number; amountPaise: number; interestPaise: number; reversed: number };

/** The rows a shop owner's sales filters pick: their shop, the period (Asia/Kolkata), one customer's code. */
export function shopSalesWhere(shopId: number, since: Date | null, customerCode: string | undefined): SQL | undefined {
  return and(eq(sales.shopId, shopId), since ? gte(sales.createdAt, since) : undefined, customerCode ? eq(customers.code, customerCode) : undefined);
}

/** A shop owner's period-filtered list (their sales, their wallet's transactions): one page and the filter's totals. */
export type ShopPeriodListOptions = {
  actor: Actor;
  /** The actor's shop, when the caller already resolved it. */
  shop?: FranchiseeShop;
  period?: Period;
  customerCode?: string;
  page?: number;
  pageSize?: number;
  db?: Executor;
  now?: Date;
  /** Without the total (the dashboard shows the latest rows only): one statement less. */
  withCount?: boolean;
};

/**
 * The acting franchisee's sales, newest first, filtered by period (Asia/Kolkata) and optionally one
 * customer's code, 5 a page (docs/product.md#business-constants), with the filter's totals.
 */
export async function listShopSales({ actor, shop: owned, period = "all", customerCode, page = 0, pageSize = LIST_PAGE_SIZE, db = appDb, now = new Date(), withCount = true }: ShopPeriodListOptions): Promise<{ data: ShopSaleRow[]; count: number; totals?: ShopSaleTotals }> {
  const shop = owned ?? (await getFranchiseeShop({ actor, db }));
  const since = periodStart(period, now);
  const where = shopSalesWhere(shop.shopId, since, customerCode);
  // Named and built once per executor (server/db/prepared.ts), one text per combination of filters;
  // the page is a placeholder, so an OFFSET of 0 does not change the text.
  const latest = preparedQuery(db, `sales.shop_sales${since ? "_since" : ""}${customerCode ? "_customer" : ""}`, (db) =>
    db
      .select({ id: sales.id, createdAt: sales.createdAt, customerCode: customers.code, firstName: customers.firstName, lastName: customers.lastName, items: sales.items, amountPaise: sales.amountPaise, interestPaise: sales.interestPaise, status: sales.status })
      .from(sales)
      .innerJoin(customers, eq(customers.id, sales.customerId))
      .where(and(eq(sales.shopId, sql.placeholder("shopId")), since ? gte(sales.createdAt, sql.placeholder("since")) : undefined, customerCode ? eq(customers.code, sql.placeholder("code")) : undefined))
      .orderBy(desc(sales.createdAt), desc(sales.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset")),
  );
  // The count and the totals in one pass over the same rows.
  const totalsQuery = () => {
    const query = db
      .select({
        n: count(),
        recorded: sql<string>`count(*) FILTER (WHERE ${sales.status} = 'recorded')::text`,
        amount: sql<string>`coalesce(sum(${sales.amountPaise}) FILTER (WHERE ${sales.status} = 'recorded'), 0)::text`,
        interest: sql<string>`coalesce(sum(${sales.interestPaise}) FILTER (WHERE ${sales.status} = 'recorded'), 0)::text`,
      })
      .from(sales)
      .$dynamic();
    // The customers table only when a code is asked for: the period's totals read sales alone.
    return (customerCode ? query.innerJoin(customers, eq(customers.id, sales.customerId)) : query).where(where);
  };
  const [rows, [total]] = await Promise.all([latest.execute({ shopId: shop.shopId, since, code: customerCode, limit: pageSize, offset: page * pageSize }), withCount ? totalsQuery() : []]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      customerCode: row.customerCode ?? "",
      customerName: `${row.firstName} ${row.lastName}`.trim(),
      items: row.items,
      amountPaise: row.amountPaise,
      interestPaise: row.interestPaise,
      reversed: row.status === "reversed",
    })),
    count: withCount ? (total?.n ?? 0) : rows.length,
    ...(withCount && total
      ? { totals: { sales: Number(total.recorded), amountPaise: Number(total.amount), interestPaise: Number(total.interest), reversed: total.n - Number(total.recorded) } }
      : {}),
  };
}
