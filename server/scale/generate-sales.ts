import { sql } from "drizzle-orm";
import type { Executor } from "../db/connect";
import { hashPick, maxId } from "./bulk";
import { SALE_ITEMS, pickWord } from "./words";

export type IdRange = { firstId: number; lastId: number };

const int = (n: number) => sql.raw(String(Math.trunc(n)));

/**
 * Generates `count` recorded sales in one month (first day "YYYY-MM-01", Asia/Kolkata), spread
 * evenly over the month, each by a shop of `shops` for a buyer of `members` drawn independently
 * (₹150 to ₹1,500 in steps of ₹10), with the shop's interest rate and the interest it costs
 * (the app's rounding: half a paisa up), and the buyer's heap key that the sales_buyer_heap_key
 * trigger would set (triggers are off during a bulk load). No ledger rows: `postSaleInterest` writes those.
 * One INSERT … SELECT over generate_series.
 */
export async function generateSales(tx: Executor, options: { month: string; count: number; shops: IdRange; members: IdRange }): Promise<IdRange> {
  const { month, count, shops, members } = options;
  if (!/^\d{4}-\d{2}-01$/.test(month)) throw new Error(`month must be YYYY-MM-01, got ${month}`);
  if (!Number.isSafeInteger(count) || count < 1) throw new Error(`sale count must be a positive integer, got ${count}`);
  const base = await maxId(tx, "sales");
  const shopCount = shops.lastId - shops.firstId + 1;
  const memberCount = members.lastId - members.firstId + 1;
  const n = sql`(${int(base)} + g)`;
  await tx.execute(sql`
    INSERT INTO sales (id, shop_id, customer_id, amount_paise, items, interest_rate_bp, interest_paise, status, counted_month,
                       idempotency_key, recorded_by, created_at, buyer_heap_key)
    OVERRIDING SYSTEM VALUE
    SELECT d.id, sh.id, d.customer_id, d.amount, d.items, sh.interest_rate_bp, (d.amount * sh.interest_rate_bp + 5000) / 10000,
           'recorded', ${month}::date, 'scale:' || d.id, 'scale-owner-' || sh.id,
           m.starts + (g - 1) * (extract(epoch FROM m.ends - m.starts) / ${int(count)}) * interval '1 second', t.heap_key
    FROM (
      SELECT g, ${n} AS id,
             ${int(shops.firstId)} + ${hashPick(n, 101, shopCount)} AS shop_id,
             ${int(members.firstId)} + ${hashPick(n, 103, memberCount)} AS customer_id,
             (15 + ${hashPick(n, 107, 136)}) * 1000 AS amount,
             ${pickWord(SALE_ITEMS, hashPick(n, 109, SALE_ITEMS.length))} AS items
      FROM generate_series(1, ${int(count)}) AS g
    ) d
    JOIN shops sh ON sh.id = d.shop_id
    JOIN tree_nodes t ON t.customer_id = d.customer_id
    CROSS JOIN (SELECT ${month}::date::timestamp AT TIME ZONE 'Asia/Kolkata' AS starts,
                       (${month}::date + interval '1 month')::timestamp AT TIME ZONE 'Asia/Kolkata' AS ends) m`);
  return { firstId: base + 1, lastId: base + count };
}
