import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { UserActor } from "../../server/auth/actor";
import type { Database, Executor } from "../../server/db/connect";
import { recordSale } from "../../server/sales/record-sale";
import { createCodedCustomer, createFundedShop } from "./sales-factories";

export type ReviewShop = Awaited<ReturnType<typeof createFundedShop>>;

/** A published shop with a funded wallet, whose owner can record sales (and reply to reviews). */
export const createReviewShop = (db: Database) => createFundedShop(db);

/** A customer as the session would make them act. */
export const customerActor = (customer: { userId: string }): UserActor => ({ userId: customer.userId, roles: ["customer"] });

/** Records a purchase through the real sale path (its triggers keep shop_customers). */
export async function buy(db: Database, shop: ReviewShop, customerCode: string, amountPaise = 250_00) {
  return recordSale({ actor: shop.actor, input: { customerCode, amountPaise, items: "Groceries", idempotencyKey: randomUUID() }, db });
}

/** A customer who bought at the shop `purchases` times: may review it. */
export async function createBuyer(db: Database, shop: ReviewShop, { purchases = 1, firstName = "Ravi", lastName = "Kulkarni" }: { purchases?: number; firstName?: string; lastName?: string } = {}) {
  const customer = await createCodedCustomer(db, { firstName, lastName });
  const sales = [];
  for (let i = 0; i < purchases; i += 1) sales.push(await buy(db, shop, customer.code, 250_00 + i));
  return { customer, actor: customerActor(customer), saleIds: sales.map((s) => s.saleId) };
}

type Totals = { shop_id: string; n: number; total: number; s1: number; s2: number; s3: number; s4: number; s5: number };

/**
 * Shops whose kept review counts differ from a fresh count of their public reviews, and reviews
 * whose verification differs from their author's purchases (both empty when exact).
 */
export async function reviewDrift(db: Executor): Promise<{ shops: Totals[]; reviews: string[] }> {
  const { rows: shops } = await db.execute<Totals>(sql`
    WITH fresh AS (
      SELECT s.id AS shop_id, count(r.rating)::int AS n, coalesce(sum(r.rating), 0)::int AS total,
        count(*) FILTER (WHERE r.rating = 1)::int AS s1, count(*) FILTER (WHERE r.rating = 2)::int AS s2, count(*) FILTER (WHERE r.rating = 3)::int AS s3,
        count(*) FILTER (WHERE r.rating = 4)::int AS s4, count(*) FILTER (WHERE r.rating = 5)::int AS s5
      FROM shops s LEFT JOIN reviews r ON r.shop_id = s.id AND r.hidden_at IS NULL AND r.unverified_at IS NULL GROUP BY s.id
    )
    SELECT f.shop_id::text, f.n, f.total, f.s1, f.s2, f.s3, f.s4, f.s5 FROM fresh f JOIN shops s ON s.id = f.shop_id
    WHERE (s.review_count, s.review_rating_sum, s.review_stars1, s.review_stars2, s.review_stars3, s.review_stars4, s.review_stars5)
      IS DISTINCT FROM (f.n, f.total, f.s1, f.s2, f.s3, f.s4, f.s5)`);
  const { rows: reviews } = await db.execute<{ id: string }>(sql`
    SELECT r.id::text FROM reviews r
    WHERE (r.unverified_at IS NULL) <> EXISTS (SELECT 1 FROM sales s WHERE s.shop_id = r.shop_id AND s.customer_id = r.customer_id AND s.status = 'recorded')`);
  return { shops, reviews: reviews.map((r) => r.id) };
}

/** The kept review figures of one shop. */
export async function shopRating(db: Executor, shopId: number) {
  const { rows } = await db.execute<{ count: number; sum: number; stars: number[] }>(sql`
    SELECT review_count AS count, review_rating_sum AS sum, ARRAY[review_stars1, review_stars2, review_stars3, review_stars4, review_stars5] AS stars
    FROM shops WHERE id = ${shopId}`);
  return rows[0]!;
}
