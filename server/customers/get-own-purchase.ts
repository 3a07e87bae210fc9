import "server-only";
import { sql } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { getOwnCustomer } from "./get-own-customer";

export type OwnPurchase = { saleId: number; shopName: string; amountPaise: number; items: string; createdAt: string; reversed: boolean; reportId: number | null };

/**
 * One purchase on the signed-in customer's own code, for "Not my purchase?" (/report-fraud?sale=…):
 * the shop, amount, items and time, and the report already filed about it. Null for a sale that is
 * not theirs, exactly as for one that does not exist.
 */
export async function getOwnPurchase({ actor, saleId, db = appDb }: { actor: Actor; saleId: number; db?: Executor }): Promise<OwnPurchase | null> {
  const customer = await getOwnCustomer({ actor, db });
  const { rows } = await db.execute<{ id: string; shop_name: string; amount_paise: string; items: string; created_at: Date | string; status: string; report_id: string | null }>(sql`
    SELECT s.id::text, sh.name AS shop_name, s.amount_paise::text, s.items, s.created_at, s.status,
           (SELECT f.id::text FROM fraud_reports f WHERE f.sale_id = s.id) AS report_id
    FROM sales s JOIN shops sh ON sh.id = s.shop_id
    WHERE s.id = ${saleId} AND s.customer_id = ${customer.id}`);
  const row = rows[0];
  if (!row) return null;
  return { saleId: Number(row.id), shopName: row.shop_name, amountPaise: Number(row.amount_paise), items: row.items, createdAt: new Date(row.created_at).toISOString(), reversed: row.status === "reversed", reportId: row.report_id === null ? null : Number(row.report_id) };
}
