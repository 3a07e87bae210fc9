import { afterAll, describe, expect, it } from "vitest";
import { REVIEW_MESSAGES } from "../../lib/validation/reviews";
import { deleteReview } from "../../server/reviews/delete-review";
import { getReviewEligibility } from "../../server/reviews/get-review-eligibility";
import { hideReview } from "../../server/reviews/hide-review";
import { listOwnerReviews } from "../../server/reviews/list-owner-reviews";
import { listShopReviews } from "../../server/reviews/list-shop-reviews";
import { replyToReview } from "../../server/reviews/reply-to-review";
import { reportReview } from "../../server/reviews/report-review";
import { writeReview } from "../../server/reviews/write-review";
import { reverseSale } from "../../server/sales/reverse-sale";
import { createOperatorActor } from "../support/admin-factories";
import { connectTestDb } from "../support/db";
import { buy, createBuyer, createReviewShop, reviewDrift, shopRating } from "../support/review-factories";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

describe("reviews: the owner's back office", () => {
  it("lists the owner's public reviews newest first by keyset, filters those without a reply, and counts them", async () => {
    const shop = await createReviewShop(db);
    const other = await createReviewShop(db);
    const start = Date.now();
    const written: number[] = [];
    for (let i = 0; i < 13; i += 1) {
      const buyer = await createBuyer(db, shop, { firstName: `Asha${i}`, lastName: "Patil" });
      const { review } = await writeReview({ actor: buyer.actor, input: { shop_id: shop.shop.id, rating: 1 + (i % 5), body: `Review number ${i} of this shop.` }, db, now: new Date(start + i * 1000) });
      written.push(review.id);
    }
    // Another shop's review never shows; a hidden one of this shop neither.
    const elsewhere = await createBuyer(db, other);
    await writeReview({ actor: elsewhere.actor, input: { shop_id: other.shop.id, rating: 5 }, db });
    const operator = await createOperatorActor(db);
    await hideReview({ actor: operator, input: { review_id: written[0]!, reason: "Abusive" }, db });
    await replyToReview({ actor: shop.actor, input: { review_id: written[12]!, body: "Thank you, come again!" }, db });

    const first = await listOwnerReviews({ actor: shop.actor, input: {}, db });
    expect(first).toMatchObject({ filter: "all", unanswered: 11, summary: { shopId: shop.shop.id, count: 12 } });
    expect(first.reviews.map((r) => r.id)).toEqual(written.slice(3).reverse());
    expect(first.reviews[0]).toMatchObject({ author: "Asha12 P.", reply: { body: "Thank you, come again!", shopName: shop.shop.name }, purchasedIn: expect.stringMatching(/^\d{4}-\d{2}$/) });
    const second = await listOwnerReviews({ actor: shop.actor, input: { cursor: first.nextCursor! }, db });
    expect(second.reviews.map((r) => r.id)).toEqual([written[2], written[1]]);
    expect(second.nextCursor).toBeNull();

    const unanswered = await listOwnerReviews({ actor: shop.actor, input: { filter: "unanswered" }, db });
    expect(unanswered.reviews.map((r) => r.id)).toEqual(written.slice(2, 12).reverse());
    expect(unanswered.reviews.every((r) => r.reply === null)).toBe(true);
    const rest = await listOwnerReviews({ actor: shop.actor, input: { filter: "unanswered", cursor: unanswered.nextCursor! }, db });
    expect(rest.unanswered).toBeNull();
    expect(rest.reviews.map((r) => r.id)).toEqual([written[1]]);

    // A reply takes the review out of the unanswered ones; editing it keeps it out.
    await replyToReview({ actor: shop.actor, input: { review_id: written[11]!, body: "We are sorry, please visit again." }, db });
    await replyToReview({ actor: shop.actor, input: { review_id: written[11]!, body: "We are sorry: please ask for Sunil next time." }, db });
    const after = await listOwnerReviews({ actor: shop.actor, input: { filter: "unanswered" }, db });
    expect(after.unanswered).toBe(10);
    expect(after.reviews[0]!.id).toBe(written[10]);
  });

  it("answers only a shop owner, about their own shop; bad filters and cursors are field errors", async () => {
    const shop = await createReviewShop(db);
    const other = await createReviewShop(db);
    const buyer = await createBuyer(db, shop);
    await writeReview({ actor: buyer.actor, input: { shop_id: shop.shop.id, rating: 4 }, db });
    await expect(listOwnerReviews({ actor: buyer.actor, input: {}, db })).rejects.toMatchObject({ code: "forbidden" });
    await expect(listOwnerReviews({ actor: await createOperatorActor(db), input: {}, db })).rejects.toMatchObject({ code: "forbidden" });
    expect(await listOwnerReviews({ actor: other.actor, input: {}, db })).toMatchObject({ summary: { shopId: other.shop.id, count: 0, average: null }, unanswered: 0, reviews: [], nextCursor: null });
    await expect(listOwnerReviews({ actor: shop.actor, input: { filter: "old" as "all" }, db })).rejects.toMatchObject({ fieldErrors: { filter: REVIEW_MESSAGES.unknownValue } });
    await expect(listOwnerReviews({ actor: shop.actor, input: { cursor: "not-a-cursor" }, db })).rejects.toMatchObject({ fieldErrors: { cursor: REVIEW_MESSAGES.unknownValue } });
  });
});

describe("reviews: a hidden review deleted and written again", () => {
  it("gives a review an operator hid no hold on the author's next one: it is public, with no reports", async () => {
    const shop = await createReviewShop(db);
    const buyer = await createBuyer(db, shop);
    const reporter = await createBuyer(db, shop, { firstName: "Kiran" });
    const operator = await createOperatorActor(db);
    const first = await writeReview({ actor: buyer.actor, input: { shop_id: shop.shop.id, rating: 1, body: "Words an operator will hide." }, db });
    await reportReview({ actor: reporter.actor, input: { review_id: first.review.id, reason: "offensive" }, db });
    await hideReview({ actor: operator, input: { review_id: first.review.id, reason: "Abusive language" }, db });
    // Editing does not get out of moderation: the same review, still hidden.
    const edited = await writeReview({ actor: buyer.actor, input: { shop_id: shop.shop.id, rating: 2, body: "Politer words, same review." }, db });
    expect(edited.review).toMatchObject({ id: first.review.id, isPublic: false, hiddenBecause: "moderated" });
    expect(await shopRating(db, shop.shop.id)).toMatchObject({ count: 0 });

    await deleteReview({ actor: buyer.actor, input: { shop_id: shop.shop.id }, db });
    expect(await getReviewEligibility({ actor: buyer.actor, input: { shop_id: shop.shop.id }, db })).toMatchObject({ canReview: true, review: null });
    const again = await writeReview({ actor: buyer.actor, input: { shop_id: shop.shop.id, rating: 3, body: "A fair new review of the shop." }, db });
    expect(again).toMatchObject({ created: true, review: { isPublic: true, hiddenBecause: null, editedAt: null } });
    expect(again.review.id).not.toBe(first.review.id);
    expect(await shopRating(db, shop.shop.id)).toEqual({ count: 1, sum: 3, stars: [0, 0, 1, 0, 0] });
    expect((await listShopReviews({ input: { shop_id: shop.shop.id }, db })).reviews.map((r) => r.id)).toEqual([again.review.id]);
    expect((await reviewDrift(db)).shops).toEqual([]);
  });

  it("keeps the reason of a review hidden for reversed purchases: deleted, it cannot be written again until a new purchase", async () => {
    const shop = await createReviewShop(db);
    const buyer = await createBuyer(db, shop);
    const operator = await createOperatorActor(db);
    const first = await writeReview({ actor: buyer.actor, input: { shop_id: shop.shop.id, rating: 5 }, db });
    await reverseSale({ actor: operator, input: { saleId: buyer.saleIds[0]!, reason: "Entered by mistake" }, db });
    expect((await getReviewEligibility({ actor: buyer.actor, input: { shop_id: shop.shop.id }, db })).review).toMatchObject({ id: first.review.id, hiddenBecause: "purchases_reversed" });

    await deleteReview({ actor: buyer.actor, input: { shop_id: shop.shop.id }, db });
    await expect(writeReview({ actor: buyer.actor, input: { shop_id: shop.shop.id, rating: 5 }, db })).rejects.toMatchObject({ code: "forbidden", userMessage: REVIEW_MESSAGES.notEligible });
    expect(await getReviewEligibility({ actor: buyer.actor, input: { shop_id: shop.shop.id }, db })).toMatchObject({ canReview: false, reason: "not_a_buyer", review: null });

    await buy(db, shop, buyer.customer.code);
    const again = await writeReview({ actor: buyer.actor, input: { shop_id: shop.shop.id, rating: 4 }, db });
    expect(again.review).toMatchObject({ isPublic: true, hiddenBecause: null });
    expect(await shopRating(db, shop.shop.id)).toMatchObject({ count: 1, sum: 4 });
    expect((await reviewDrift(db)).shops).toEqual([]);
  });
});
