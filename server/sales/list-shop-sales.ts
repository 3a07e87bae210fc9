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

/** The acting franchisee's sales, newest first, filtered by period (Asia/Kolkata), 5 a page (docs/product.md#business-constants). */
export async function listShopSales({ actor, shop: owned, period = "all", page = 0, pageSize = LIST_PAGE_SIZE, db = appDb, now = new Date(), withCount = true }: { actor: Actor; /** The actor's shop, when the caller already resolved it. */ shop?: FranchiseeShop; period?: Period; page?: number; pageSize?: number; db?: Executor; now?: Date; /** Without the total (the dashboard shows the latest rows only): one statement less. */ withCount?: boolean }): Promise<{ data: ShopSaleRow[]; count: number }> {
  const shop = owned ?? (await getFranchiseeShop({ actor, db }));
  const since = periodStart(period, now);
  const where: SQL | undefined = and(eq(sales.shopId, shop.shopId), since ? gte(sales.createdAt, since) : undefined);
  // Named and built once per executor (server/db/prepared.ts), one text with a period and one without;
  // the page is a placeholder, so an OFFSET of 0 does not change the text.
  const latest = preparedQuery(db, since ? "sales.shop_sales_since" : "sales.shop_sales", (db) =>
    db
      .select({ id: sales.id, createdAt: sales.createdAt, customerCode: customers.code, firstName: customers.firstName, lastName: customers.lastName, items: sales.items, amountPaise: sales.amountPaise, interestPaise: sales.interestPaise, status: sales.status })
      .from(sales)
      .innerJoin(customers, eq(customers.id, sales.customerId))
      .where(and(eq(sales.shopId, sql.placeholder("shopId")), since ? gte(sales.createdAt, sql.placeholder("since")) : undefined))
      .orderBy(desc(sales.createdAt), desc(sales.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset")),
  );
  const [rows, [total]] = await Promise.all([
    latest.execute({ shopId: shop.shopId, since, limit: pageSize, offset: page * pageSize }),
    withCount ? db.select({ n: count() }).from(sales).where(where) : [],
  ]);
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
  };
}
