import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVIEW_MESSAGES } from "../../lib/validation/reviews";
import { reviews } from "../../server/db/schema";
import { deleteReview } from "../../server/reviews/delete-review";
import { getReviewEligibility } from "../../server/reviews/get-review-eligibility";
import { hideReview } from "../../server/reviews/hide-review";
import { listShopReviews } from "../../server/reviews/list-shop-reviews";
import { restoreReview } from "../../server/reviews/restore-review";
import { writeReview } from "../../server/reviews/write-review";
import { reverseSale } from "../../server/sales/reverse-sale";
import { createOperatorActor } from "../support/admin-factories";
import { dropTemplate, freshWorld, type World } from "../support/commission-factories";
import { buy, createBuyer, createReviewShop, reviewDrift, shopRating } from "../support/review-factories";

// One database for this file: the drift checks compare every shop and review.
let world: World;
beforeAll(async () => {
  world = await freshWorld();
});
afterAll(async () => {
  await world.close();
  await dropTemplate();
});

const noDrift = { shops: [], reviews: [] };

describe("a shop's kept review counts (shops.review_*)", () => {
  it("stay exact while 40 customers write, edit, delete and are moderated at once", async () => {
    const { db } = world;
    const concurrent = world.extraDb(20);
    const operator = await createOperatorActor(db);
    const shop = await createReviewShop(db);
    const buyers = [];
    for (let i = 0; i < 40; i += 1) buyers.push(await createBuyer(db, shop));
    // Half write first, so that the second wave can edit, delete and hide reviews that exist.
    const firstWave = await Promise.all(buyers.slice(0, 20).map((b, i) => writeReview({ actor: b.actor, input: { shop_id: shop.shop.id, rating: (i % 5) + 1 }, db: concurrent })));
    const results = await Promise.allSettled([
      ...buyers.slice(20).map((b, i) => writeReview({ actor: b.actor, input: { shop_id: shop.shop.id, rating: ((i * 3) % 5) + 1, body: "Good service, fair prices." }, db: concurrent })),
      ...buyers.slice(0, 8).map((b, i) => writeReview({ actor: b.actor, input: { shop_id: shop.shop.id, rating: 5 - (i % 5) }, db: concurrent })),
      ...buyers.slice(8, 12).map((b) => deleteReview({ actor: b.actor, input: { shop_id: shop.shop.id }, db: concurrent })),
      ...firstWave.slice(12, 16).map((w) => hideReview({ actor: operator, input: { review_id: w.review.id, reason: "Spam" }, db: concurrent })),
    ]);
    expect(results.filter((r) => r.status === "rejected").map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    expect(await reviewDrift(db)).toEqual(noDrift);
    const counted = await db.execute<{ n: number; total: number }>(sql`
      SELECT count(*)::int AS n, coalesce(sum(rating), 0)::int AS total FROM reviews WHERE shop_id = ${shop.shop.id} AND is_public`);
    expect(counted.rows[0]).toEqual({ n: 40 - 4 - 4, total: expect.any(Number) });
    expect(await shopRating(db, shop.shop.id)).toMatchObject({ count: 32, sum: counted.rows[0]!.total });

    // Restores racing with edits of the same reviews.
    const restores = await Promise.allSettled([
      ...firstWave.slice(12, 16).map((w) => restoreReview({ actor: operator, input: { review_id: w.review.id, reason: "Checked" }, db: concurrent })),
      ...buyers.slice(12, 16).map((b) => writeReview({ actor: b.actor, input: { shop_id: shop.shop.id, rating: 1, body: "Changed my mind about it." }, db: concurrent })),
    ]);
    expect(restores.filter((r) => r.status === "rejected")).toEqual([]);
    expect(await reviewDrift(db)).toEqual(noDrift);
    expect(await shopRating(db, shop.shop.id)).toMatchObject({ count: 36 });
  });

  it("hide the review of a customer whose every purchase there is reversed, with the reason kept, and show it again after a new purchase", async () => {
    const { db } = world;
    const operator = await createOperatorActor(db);
    const shop = await createReviewShop(db);
    const twice = await createBuyer(db, shop, { purchases: 2 });
    const other = await createBuyer(db, shop);
    const { review } = await writeReview({ actor: twice.actor, input: { shop_id: shop.shop.id, rating: 1, body: "Rude staff and stale bread." }, db });
    await writeReview({ actor: other.actor, input: { shop_id: shop.shop.id, rating: 5 }, db });
    expect(await shopRating(db, shop.shop.id)).toEqual({ count: 2, sum: 6, stars: [1, 0, 0, 0, 1] });

    // One of two purchases reversed: still a buyer.
    await reverseSale({ actor: operator, input: { saleId: twice.saleIds[0]!, reason: "Entered twice" }, db });
    expect(await shopRating(db, shop.shop.id)).toMatchObject({ count: 2 });
    // The last one reversed: the review leaves the public page and the counts, in the reversal's transaction.
    await reverseSale({ actor: operator, input: { saleId: twice.saleIds[1]!, reason: "Not a real sale" }, db });
    expect(await shopRating(db, shop.shop.id)).toEqual({ count: 1, sum: 5, stars: [0, 0, 0, 0, 1] });
    const [row] = await db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({ isPublic: false, hiddenAt: null, unverifiedAt: expect.any(Date) });
    expect((await listShopReviews({ input: { shop_id: shop.shop.id }, db })).reviews.map((r) => r.rating)).toEqual([5]);
    const eligibility = await getReviewEligibility({ actor: twice.actor, input: { shop_id: shop.shop.id }, db });
    expect(eligibility).toMatchObject({ canReview: false, reason: "not_a_buyer", review: { id: review.id, isPublic: false, hiddenBecause: "purchases_reversed" } });
    await expect(writeReview({ actor: twice.actor, input: { shop_id: shop.shop.id, rating: 5 }, db })).rejects.toMatchObject({ userMessage: REVIEW_MESSAGES.notEligible });
    // An operator's restore does not override the missing purchase.
    await expect(restoreReview({ actor: operator, input: { review_id: review.id, reason: "Try" }, db })).rejects.toMatchObject({ code: "conflict" });

    // Hidden by an operator as well: a new purchase clears only the purchase reason.
    await hideReview({ actor: operator, input: { review_id: review.id, reason: "Abusive" }, db });
    await buy(db, shop, (await db.execute<{ code: string }>(sql`SELECT code FROM customers WHERE id = (SELECT customer_id FROM reviews WHERE id = ${review.id})`)).rows[0]!.code);
    expect(await shopRating(db, shop.shop.id)).toMatchObject({ count: 1 });
    await restoreReview({ actor: operator, input: { review_id: review.id, reason: "Checked again" }, db });
    expect(await shopRating(db, shop.shop.id)).toEqual({ count: 2, sum: 6, stars: [1, 0, 0, 0, 1] });
    expect(await reviewDrift(db)).toEqual(noDrift);
  });

  it("stay exact when reversals of the last purchase race with the same customers' writes (never a public review without a purchase)", async () => {
    const { db } = world;
    const concurrent = world.extraDb(20);
    const operator = await createOperatorActor(db);
    const shop = await createReviewShop(db);
    const buyers = [];
    for (let i = 0; i < 12; i += 1) buyers.push(await createBuyer(db, shop));
    // Half of them already reviewed (a reversal hides those), half write while their sale is reversed.
    for (const b of buyers.slice(0, 6)) await writeReview({ actor: b.actor, input: { shop_id: shop.shop.id, rating: 4 }, db });
    const results = await Promise.allSettled([
      ...buyers.map((b) => reverseSale({ actor: operator, input: { saleId: b.saleIds[0]!, reason: "Race" }, db: concurrent })),
      ...buyers.map((b, i) => writeReview({ actor: b.actor, input: { shop_id: shop.shop.id, rating: (i % 5) + 1 }, db: concurrent })),
      ...buyers.slice(0, 3).map((b) => deleteReview({ actor: b.actor, input: { shop_id: shop.shop.id }, db: concurrent })),
    ]);
    // Writes after their reversal are refused with the product's message; nothing else fails (no deadlock).
    const failures = results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason as { userMessage?: string; code?: string });
    for (const failure of failures) expect([REVIEW_MESSAGES.notEligible, REVIEW_MESSAGES.reviewNotFound]).toContain(failure.userMessage);
    expect(await reviewDrift(db)).toEqual(noDrift);
    expect(await shopRating(db, shop.shop.id)).toEqual({ count: 0, sum: 0, stars: [0, 0, 0, 0, 0] });
  });

  it("are rebuilt from the public reviews by shop_review_totals_rebuild() (bulk loads write reviews with triggers off)", async () => {
    const { db } = world;
    const before = await db.execute(sql`SELECT id, review_count, review_rating_sum, review_stars1, review_stars5 FROM shops ORDER BY id`);
    expect(before.rows.some((row) => Number(row.review_count) > 0)).toBe(true);
    // What a bulk load with triggers off leaves: reviews written, counts not.
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`UPDATE shops SET review_count = 0, review_rating_sum = 0, review_stars1 = 0, review_stars2 = 0, review_stars3 = 0, review_stars4 = 0, review_stars5 = 0`);
    });
    expect((await reviewDrift(db)).shops.length).toBeGreaterThan(0);
    await db.execute(sql`SELECT shop_review_totals_rebuild()`);
    expect(await reviewDrift(db)).toEqual(noDrift);
    expect((await db.execute(sql`SELECT id, review_count, review_rating_sum, review_stars1, review_stars5 FROM shops ORDER BY id`)).rows).toEqual(before.rows);
  });
});
