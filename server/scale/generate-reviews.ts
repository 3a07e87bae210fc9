import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/connect";
import { hashPick, maxId } from "./bulk";
import type { IdRange } from "./generate-sales";
import { SALE_ITEMS, pickWord } from "./words";

const int = (n: number) => sql.raw(String(Math.trunc(n)));

/** What generated reviewers write: English, Marathi and Hindi, each 10 to 1,000 characters. */
export const REVIEW_TEXTS = [
  "Good shop, fair prices and the owner is helpful.",
  "Fresh stock every time I visit. Recommended.",
  "Billing was quick and the staff were polite.",
  "Prices are a little high but the quality is good.",
  "Had to wait a long time at the counter on Sunday.",
  "They delivered home the same evening. Very convenient.",
  "Not all items were available, had to come back later.",
  "चांगले दुकान, योग्य भाव आणि मालक मदत करतात.",
  "माल नेहमी ताजा असतो. नक्की भेट द्या.",
  "गर्दी जास्त असते, पण सेवा चांगली आहे.",
  "अच्छी दुकान है, दाम ठीक हैं और सामान ताज़ा मिलता है।",
  "स्टाफ़ का व्यवहार अच्छा है, बिलिंग जल्दी होती है।",
  "कुछ सामान नहीं मिला, दोबारा आना पड़ा।",
] as const;

export const REPLY_TEXTS = ["Thank you for visiting us!", "धन्यवाद! पुन्हा नक्की या.", "धन्यवाद, फिर से आइए!", "Sorry for the wait, we have added a second counter."] as const;

/**
 * `count` recorded sales at one shop in `month`, each by a different member (the first `count`
 * generated ones): the buyers a shop with thousands of reviews needs (a random shop has a few
 * dozen). Sales like generateSales' otherwise, with idempotency keys `scale-busy:<id>` so the
 * monthly counts stay what was asked for. One INSERT … SELECT.
 */
export async function generateBusyShopSales(tx: Executor, options: { month: string; count: number; shopId: number; members: IdRange }): Promise<IdRange> {
  const { month, shopId, members } = options;
  const count = Math.min(options.count, members.lastId - members.firstId + 1);
  const base = await maxId(tx, "sales");
  const n = sql`(${int(base)} + g)`;
  await tx.execute(sql`
    INSERT INTO sales (id, shop_id, customer_id, amount_paise, items, interest_rate_bp, interest_paise, status, counted_month,
                       idempotency_key, recorded_by, created_at, buyer_heap_key)
    OVERRIDING SYSTEM VALUE
    SELECT ${n}, sh.id, t.customer_id, d.amount, d.items, sh.interest_rate_bp, (d.amount * sh.interest_rate_bp + 5000) / 10000,
           'recorded', ${month}::date, 'scale-busy:' || ${n}, 'scale-owner-' || sh.id,
           m.starts + (g - 1) * (extract(epoch FROM m.ends - m.starts) / ${int(count)}) * interval '1 second', t.heap_key
    FROM (SELECT g, (15 + ${hashPick(n, 131, 136)}) * 1000 AS amount, ${pickWord(SALE_ITEMS, hashPick(n, 137, SALE_ITEMS.length))} AS items
          FROM generate_series(1, ${int(count)}) AS g) d
    JOIN tree_nodes t ON t.customer_id = ${int(members.firstId)} + d.g - 1
    JOIN shops sh ON sh.id = ${int(shopId)}
    CROSS JOIN (SELECT ${month}::date::timestamp AT TIME ZONE 'Asia/Kolkata' AS starts,
                       (${month}::date + interval '1 month')::timestamp AT TIME ZONE 'Asia/Kolkata' AS ends) m`);
  return { firstId: base + 1, lastId: base + count };
}

/**
 * About `target` reviews by buyers of the generated sales (shop_customers must be counted): every
 * buyer of `busyShopId`, and a hash-drawn share of every other shop's buyers, so each review is by
 * a customer with a recorded purchase there, dated within two weeks after their latest one. Each
 * shop has a quality of its own that skews its stars (some shops are loved, some are not), two in
 * five reviews have words (Marathi and Hindi among them), and the owner has answered about one in
 * ten (seven in ten at the busy shop). Triggers are off: the caller recounts the shops' figures
 * (shop_review_totals_rebuild). Set-based; answers how many it wrote.
 */
export async function generateReviews(tx: Executor, options: { target: number; busyShopId: number | null; shops: IdRange; now: Date }): Promise<{ reviews: number; replies: number }> {
  const { target, busyShopId, shops, now } = options;
  if (target <= 0) return { reviews: 0, replies: 0 };
  const busy = int(busyShopId ?? 0);
  const { rows } = await tx.execute<{ pairs: string; busy: string }>(sql`
    SELECT count(*)::text AS pairs, count(*) FILTER (WHERE shop_id = ${busy})::text AS busy
    FROM shop_customers WHERE shop_id BETWEEN ${int(shops.firstId)} AND ${int(shops.lastId)}`);
  const pairs = Number(rows[0]!.pairs);
  const busyPairs = Number(rows[0]!.busy);
  // The share of other pairs to draw, in millionths.
  const share = Math.max(0, Math.min(1_000_000, Math.round(((target - busyPairs) / Math.max(1, pairs - busyPairs)) * 1_000_000)));
  // A pair's own number, kept below 2^31: hashPick multiplies it by a 32-bit constant in bigint.
  const pairKey = (shop: SQL, customer: SQL) => sql`((${shop} * 1000003 + ${customer}) % 2147483647)`;
  const pair = pairKey(sql`p.shop_id`, sql`p.customer_id`);
  // Cumulative shares (in %) of 5, 4, 3 and 2 stars for the four kinds of shop, best first.
  const stars = sql`(ARRAY[[60,90,96,98],[40,75,90,95],[25,55,80,90],[10,30,60,80]])`;
  const quality = sql`(1 + ${hashPick(sql`p.shop_id`, 211, 4)})`;
  const draw = hashPick(pair, 223, 100);
  const base = await maxId(tx, "reviews");

  await tx.execute(sql`
    INSERT INTO reviews (id, shop_id, customer_id, rating, body, created_at)
    OVERRIDING SYSTEM VALUE
    SELECT ${int(base)} + row_number() OVER (ORDER BY p.bought, p.shop_id, p.customer_id), p.shop_id, p.customer_id,
           5 - ((${draw} >= ${stars}[${quality}][1])::int + (${draw} >= ${stars}[${quality}][2])::int
                + (${draw} >= ${stars}[${quality}][3])::int + (${draw} >= ${stars}[${quality}][4])::int),
           CASE WHEN ${hashPick(pair, 227, 5)} < 2 THEN ${pickWord(REVIEW_TEXTS, hashPick(pair, 229, REVIEW_TEXTS.length))} END,
           least(p.bought + ${hashPick(pair, 233, 14 * 86_400)} * interval '1 second', ${now.toISOString()}::timestamptz)
    FROM (
      SELECT s.shop_id, s.customer_id, max(s.created_at) AS bought
      FROM sales s
      WHERE s.status = 'recorded' AND s.shop_id BETWEEN ${int(shops.firstId)} AND ${int(shops.lastId)}
        AND (s.shop_id = ${busy} OR ${hashPick(pairKey(sql`s.shop_id`, sql`s.customer_id`), 239, 1_000_000)} < ${int(share)})
      GROUP BY s.shop_id, s.customer_id
    ) p`);
  const written = (await maxId(tx, "reviews")) - base;

  await tx.execute(sql`
    INSERT INTO review_replies (review_id, body, author_user_id, created_at)
    SELECT r.id, ${pickWord(REPLY_TEXTS, hashPick(sql`r.id`, 241, REPLY_TEXTS.length))}, 'scale-owner-' || r.shop_id,
           least(r.created_at + interval '1 day', ${now.toISOString()}::timestamptz)
    FROM reviews r
    WHERE r.id > ${int(base)} AND ${hashPick(sql`r.id`, 251, 10)} < CASE WHEN r.shop_id = ${busy} THEN 7 ELSE 1 END`);
  const { rows: replied } = await tx.execute<{ n: string }>(sql`SELECT count(*)::text AS n FROM review_replies WHERE review_id > ${int(base)}`);
  return { reviews: written, replies: Number(replied[0]!.n) };
}

