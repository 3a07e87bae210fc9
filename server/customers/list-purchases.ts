import "server-only";
import { ACCOUNT_LIST_PAGE_SIZE } from "@/lib/lists/page-size";
import { and, count, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import { periodStart, type Period } from "@/lib/time";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { sales, shops } from "@/server/db/schema";
import { getOwnCustomer } from "./get-own-customer";
import { preparedQuery } from "@/server/db/prepared";

export const PURCHASE_PAGE_SIZE = ACCOUNT_LIST_PAGE_SIZE;

export type PurchaseRow = { id: number; createdAt: string; shopId: number; shopName: string; shopNameMr: string | null; shopNameHi: string | null; items: string; amountPaise: number; reversed: boolean };

/**
 * docs/product.md#json-api customers/purchase: the acting customer's purchases, newest first, filtered by period
 * (Asia/Kolkata), 5 a page. Reversed sales stay listed (struck through) so the history is honest.
 */
export async function listPurchases({
  actor,
  period = "all",
  page = 0,
  pageSize = PURCHASE_PAGE_SIZE,
  db = appDb,
  now = new Date(),
}: {
  actor: Actor;
  period?: Period;
  page?: number;
  pageSize?: number;
  db?: Executor;
  now?: Date;
}): Promise<{ data: PurchaseRow[]; count: number }> {
  const customer = await getOwnCustomer({ actor, db });
  const since = periodStart(period, now);
  const where: SQL | undefined = and(eq(sales.customerId, customer.id), since ? gte(sales.createdAt, since) : undefined);
  // Named and built once per executor (server/db/prepared.ts), one text with a period and one without;
  // the page is a placeholder, so an OFFSET of 0 does not change the text.
  const latest = preparedQuery(db, since ? "customers.purchases_since" : "customers.purchases", (db) =>
    db
      .select({ id: sales.id, createdAt: sales.createdAt, shopId: shops.id, shopName: shops.name, shopNameMr: shops.nameMr, shopNameHi: shops.nameHi, items: sales.items, amountPaise: sales.amountPaise, status: sales.status })
      .from(sales)
      .innerJoin(shops, eq(shops.id, sales.shopId))
      .where(and(eq(sales.customerId, sql.placeholder("customerId")), since ? gte(sales.createdAt, sql.placeholder("since")) : undefined))
      .orderBy(desc(sales.createdAt), desc(sales.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset")),
  );
  const [rows, [total]] = await Promise.all([
    latest.execute({ customerId: customer.id, since, limit: pageSize, offset: page * pageSize }),
    db.select({ n: count() }).from(sales).where(where),
  ]);
  return {
    data: rows.map((row) => ({ id: row.id, createdAt: row.createdAt.toISOString(), shopId: row.shopId, shopName: row.shopName, shopNameMr: row.shopNameMr, shopNameHi: row.shopNameHi, items: row.items, amountPaise: row.amountPaise, reversed: row.status === "reversed" })),
    count: total?.n ?? 0,
  };
}
