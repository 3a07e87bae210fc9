import { sql } from "drizzle-orm";
import type { Transaction } from "../db/connect";
import { reviewHelpfulVotes, reviewReplies, reviews } from "../db/schema";
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
    .returning({ id: reviews.id, customerId: reviews.customerId, createdAt: reviews.createdAt });
  const first = atDemoShop[0];
  if (first && written[0]) {
    await tx.insert(reviewReplies).values({ reviewId: written[0].id, body: demoOwnerReply, authorUserId: first.owner, createdAt: new Date(Math.min(written[0].createdAt.getTime() + DAY, now.getTime() - HOUR)) });
  }
  await seedHelpfulVotes(tx, written, now);
  return { reviews: written.length };
}

/** Votes per review, in order: enough that "Most helpful" orders a shop's reviews differently from "Newest". */
const HELPFUL_VOTES = [4, 1, 0, 6, 2, 0, 3, 1, 5, 0, 2, 1];

/**
 * "Helpful" votes on the demo reviews from other demo customers (never the author), written with
 * the kept count as markReviewHelpful writes them, a day or more after the review.
 */
async function seedHelpfulVotes(tx: Transaction, written: { id: number; customerId: number; createdAt: Date }[], now: Date) {
  const { rows: voters } = await tx.execute<{ id: string }>(sql`SELECT id::text FROM customers WHERE status = 'active' ORDER BY id LIMIT 12`);
  const votes = written.flatMap((review, i) =>
    voters
      .map((voter) => Number(voter.id))
      .filter((voter) => voter !== review.customerId)
      .slice(0, HELPFUL_VOTES[i % HELPFUL_VOTES.length])
      .map((customerId, k) => ({ reviewId: review.id, customerId, createdAt: new Date(Math.min(review.createdAt.getTime() + (k + 1) * DAY, now.getTime() - HOUR)) })),
  );
  if (votes.length === 0) return;
  await tx.insert(reviewHelpfulVotes).values(votes);
  await tx.execute(sql`
    UPDATE reviews r SET helpful_count = v.n
    FROM (SELECT review_id, count(*)::int AS n FROM review_helpful_votes GROUP BY review_id) v
    WHERE r.id = v.review_id`);
}
