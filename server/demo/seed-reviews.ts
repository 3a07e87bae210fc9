import { sql } from "drizzle-orm";
import type { Transaction } from "../db/connect";
import { reviewReplies, reviews } from "../db/schema";
import { demoFranchiseeLogin } from "./content/people";
import { demoOwnerReply, demoReviews } from "./content/reviews";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Reviews from demo customers at shops where they have recorded purchases, so the shop pages and
 * cards show ratings on a fresh start: three at the demo franchisee's shop (the first with the
 * owner's reply), the rest spread over other shops. Written with triggers on, so the shops' kept
 * counts follow (reviews_count_shop_rating). Which pairs is fixed by the purchases, which are the
 * same whatever the date (docs/decisions/125-demo-data-rules.md); each review is dated a day after
 * the pair's first purchase.
 */
export async function seedReviews(tx: Transaction, { now }: { now: Date }): Promise<{ reviews: number }> {
  const { rows: pairs } = await tx.execute<{ shop_id: string; customer_id: string; first: Date; demo_shop: boolean; owner: string }>(sql`
    SELECT s.shop_id::text, s.customer_id::text, min(s.created_at) AS first, bool_or(u.phone_number = ${demoFranchiseeLogin.mobile}) AS demo_shop, min(f.user_id) AS owner
    FROM sales s JOIN shops sh ON sh.id = s.shop_id JOIN franchisees f ON f.id = sh.franchisee_id JOIN "user" u ON u.id = f.user_id
    WHERE s.status = 'recorded'
    GROUP BY s.shop_id, s.customer_id
    ORDER BY s.shop_id, s.customer_id`);
  const atDemoShop = pairs.filter((p) => p.demo_shop).slice(0, 3);
  const others = pairs.filter((p) => !p.demo_shop);
  // Every few pairs, so that the reviews fall on several shops rather than the first one's customers.
  const step = Math.max(1, Math.floor(others.length / (demoReviews.length - atDemoShop.length)));
  const chosen = [...atDemoShop, ...others.filter((_, i) => i % step === 0)].slice(0, demoReviews.length);

  const written = await tx
    .insert(reviews)
    .values(
      chosen.map((pair, i) => ({
        shopId: Number(pair.shop_id),
        customerId: Number(pair.customer_id),
        rating: demoReviews[i]!.rating,
        body: demoReviews[i]!.body,
        createdAt: new Date(Math.min(new Date(pair.first).getTime() + DAY, now.getTime() - HOUR)),
      })),
    )
    .returning({ id: reviews.id, createdAt: reviews.createdAt });
  const first = atDemoShop[0];
  if (first && written[0]) {
    await tx.insert(reviewReplies).values({ reviewId: written[0].id, body: demoOwnerReply, authorUserId: first.owner, createdAt: new Date(Math.min(written[0].createdAt.getTime() + DAY, now.getTime() - HOUR)) });
  }
  return { reviews: written.length };
}
