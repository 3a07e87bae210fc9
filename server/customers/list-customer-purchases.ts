import "server-only";
import { count, desc, eq } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "@/lib/admin/list-params";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { sales, shops } from "@/server/db/schema";
import { assertRole } from "@/server/auth/actor";

export type CustomerPurchaseRow = {
  id: number;
  createdAt: string;
  shopId: number;
  shopName: string;
  items: string;
  amountPaise: number;
  interestPaise: number;
  countedMonth: string;
  status: "recorded" | "reversed";
  reversalReason: string | null;
};

/** One customer's purchases for the operator, newest first, 20 a page; reversed sales stay listed. */
export async function listCustomerPurchases({ actor, customerId, page = 0, db = appDb }: { actor: Actor; customerId: number; page?: number; db?: Executor }): Promise<{ rows: CustomerPurchaseRow[]; total: number }> {
  assertRole(actor, "operator");
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: sales.id,
        createdAt: sales.createdAt,
        shopId: shops.id,
        shopName: shops.name,
        items: sales.items,
        amountPaise: sales.amountPaise,
        interestPaise: sales.interestPaise,
        countedMonth: sales.countedMonth,
        status: sales.status,
        reversalReason: sales.reversalReason,
      })
      .from(sales)
      .innerJoin(shops, eq(shops.id, sales.shopId))
      .where(eq(sales.customerId, customerId))
      .orderBy(desc(sales.createdAt), desc(sales.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(page * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(sales).where(eq(sales.customerId, customerId)),
  ]);
  return { rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total: total?.n ?? 0 };
}
