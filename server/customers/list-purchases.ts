import "server-only";
import { and, count, desc, eq, gte, type SQL } from "drizzle-orm";
import { periodStart, type Period } from "@/lib/time";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { sales, shops } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { getOwnCustomer, type OwnCustomer } from "./get-own-customer";
import { builderStatementName } from "@/server/db/prepared";

export const PURCHASE_PAGE_SIZE = 5;

export type PurchaseRow = { id: number; createdAt: string; shopId: number; shopName: string; items: string; amountPaise: number; reversed: boolean };

/**
 * SPEC §7 customers/purchase: the acting customer's purchases, newest first, filtered by period
 * (Asia/Kolkata), 5 a page. Reversed sales stay listed (struck through) so the history is honest.
 */
export async function listPurchases({
  actor,
  period = "all",
  page = 0,
  pageSize = PURCHASE_PAGE_SIZE,
  db = appDb,
  now = new Date(),
  customer: loaded,
  withCount = true,
}: {
  actor: Actor;
  period?: Period;
  page?: number;
  pageSize?: number;
  db?: Executor;
  now?: Date;
  /** The actor's own record when the caller already loaded it with getOwnCustomer (one statement less). */
  customer?: OwnCustomer;
  /** Without the total (the dashboard shows the latest rows only): one statement less. */
  withCount?: boolean;
}): Promise<{ data: PurchaseRow[]; count: number }> {
  if (loaded && loaded.userId !== actor.userId) throw new AppError("forbidden", { userMessage: "Please log in as a customer." });
  const customer = loaded ?? (await getOwnCustomer({ actor, db }));
  const since = periodStart(period, now);
  const where: SQL | undefined = and(eq(sales.customerId, customer.id), since ? gte(sales.createdAt, since) : undefined);
  const latest = db
    .select({ id: sales.id, createdAt: sales.createdAt, shopId: shops.id, shopName: shops.name, items: sales.items, amountPaise: sales.amountPaise, status: sales.status })
    .from(sales)
    .innerJoin(shops, eq(shops.id, sales.shopId))
    .where(where)
    .orderBy(desc(sales.createdAt), desc(sales.id))
    .limit(pageSize)
    .offset(page * pageSize);
  const [rows, [total]] = await Promise.all([
    // Named (server/db/prepared.ts): its text varies with the period and the page.
    latest.prepare(builderStatementName("customers.purchases", latest)).execute(),
    withCount ? db.select({ n: count() }).from(sales).where(where) : [],
  ]);
  return {
    data: rows.map((row) => ({ id: row.id, createdAt: row.createdAt.toISOString(), shopId: row.shopId, shopName: row.shopName, items: row.items, amountPaise: row.amountPaise, reversed: row.status === "reversed" })),
    count: withCount ? (total?.n ?? 0) : rows.length,
  };
}
