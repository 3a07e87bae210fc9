import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { REVIEW_MESSAGES } from "../../lib/validation/reviews";
import type { UserActor } from "../../server/auth/actor";
import { reviewReports, reviews, shops } from "../../server/db/schema";
import { deleteReview } from "../../server/reviews/delete-review";
import { getReviewEligibility } from "../../server/reviews/get-review-eligibility";
import { hideReview } from "../../server/reviews/hide-review";
import { listReviews } from "../../server/reviews/list-reviews";
import { listShopReviews } from "../../server/reviews/list-shop-reviews";
import { markReviewHelpful } from "../../server/reviews/mark-review-helpful";
import { replyToReview } from "../../server/reviews/reply-to-review";
import { reportReview } from "../../server/reviews/report-review";
import { restoreReview } from "../../server/reviews/restore-review";
import { writeReview } from "../../server/reviews/write-review";
import { auditOf, createOperatorActor, NOT_OPERATORS } from "../support/admin-factories";
import { connectTestDb } from "../support/db";
import { createBuyer, createReviewShop, customerActor, reviewDrift, shopRating } from "../support/review-factories";
import { createCodedCustomer } from "../support/sales-factories";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

const GOOD = "Fresh vegetables and a friendly owner.";

describe("reviews: who may write, and what they write", () => {
  it("lets a customer who bought here rate the shop, edit it (shown edited) and delete it; the shop's counts follow", async () => {
    const shop = await createReviewShop(db);
    const { actor } = await createBuyer(db, shop);
    const before = await getReviewEligibility({ actor, input: { shop_id: shop.shop.id }, db });
    expect(before).toMatchObject({ canReview: true, reason: null, review: null, isOwner: false });

    const created = await writeReview({ actor, input: { shop_id: shop.shop.id, rating: 4, body: `  ${GOOD}  ` }, db });
    expect(created).toMatchObject({ created: true, msg: REVIEW_MESSAGES.published, review: { rating: 4, body: GOOD, editedAt: null, isPublic: true, hiddenBecause: null } });
    expect(await shopRating(db, shop.shop.id)).toEqual({ count: 1, sum: 4, stars: [0, 0, 0, 1, 0] });

    const later = new Date(Date.now() + 60_000);
    const edited = await writeReview({ actor, input: { shop_id: shop.shop.id, rating: "2", body: "" }, db, now: later });
    expect(edited).toMatchObject({ created: false, msg: REVIEW_MESSAGES.updated, review: { id: created.review.id, rating: 2, body: null, editedAt: later.toISOString() } });
    expect(await shopRating(db, shop.shop.id)).toEqual({ count: 1, sum: 2, stars: [0, 1, 0, 0, 0] });
    // The same words again change nothing, not even the "edited" date.
    const same = await writeReview({ actor, input: { shop_id: shop.shop.id, rating: 2 }, db, now: new Date(Date.now() + 120_000) });
    expect(same.review.editedAt).toBe(later.toISOString());
    expect((await getReviewEligibility({ actor, input: { shop_id: shop.shop.id }, db })).review).toMatchObject({ id: created.review.id, rating: 2 });

    expect(await deleteReview({ actor, input: { shop_id: shop.shop.id }, db })).toEqual({ reviewId: created.review.id, msg: REVIEW_MESSAGES.deleted });
    expect(await shopRating(db, shop.shop.id)).toEqual({ count: 0, sum: 0, stars: [0, 0, 0, 0, 0] });
    await expect(deleteReview({ actor, input: { shop_id: shop.shop.id }, db })).rejects.toMatchObject({ code: "not_found", userMessage: REVIEW_MESSAGES.reviewNotFound });
    expect((await reviewDrift(db)).shops).toEqual([]);
  });

  it("refuses a customer without a purchase with the product's message, and the shop's own owner; eligibility says why", async () => {
    const shop = await createReviewShop(db);
    const stranger = await createCodedCustomer(db);
    const actor = customerActor(stranger);
    await expect(writeReview({ actor, input: { shop_id: shop.shop.id, rating: 5 }, db })).rejects.toMatchObject({ code: "forbidden", userMessage: "Only customers who bought here can review this shop" });
    expect(await getReviewEligibility({ actor, input: { shop_id: shop.shop.id }, db })).toEqual({
      canReview: false, reason: "not_a_buyer", message: "Only customers who bought here can review this shop", review: null, isOwner: false,
    });
    // A purchase at another shop does not count here.
    const other = await createReviewShop(db);
    await createBuyer(db, other);
    const { actor: buyerElsewhere } = await createBuyer(db, other);
    await expect(writeReview({ actor: buyerElsewhere, input: { shop_id: shop.shop.id, rating: 5 }, db })).rejects.toMatchObject({ userMessage: REVIEW_MESSAGES.notEligible });

    // The owner, even signed in as a customer of the same login, never reviews their own shop.
    const ownerAsCustomer = await createCodedCustomer(db, { userId: shop.owner.id });
    const owner: UserActor = { userId: shop.owner.id, roles: ["customer", "franchisee"] };
    await expect(writeReview({ actor: owner, input: { shop_id: shop.shop.id, rating: 5 }, db })).rejects.toMatchObject({ code: "forbidden", userMessage: REVIEW_MESSAGES.ownShop });
    expect(await getReviewEligibility({ actor: owner, input: { shop_id: shop.shop.id }, db })).toMatchObject({ canReview: false, reason: "own_shop", isOwner: true });
    expect(ownerAsCustomer.userId).toBe(shop.owner.id);

    // Visitors and shop owners of other shops are told to log in as a customer.
    expect(await getReviewEligibility({ input: { shop_id: shop.shop.id }, db })).toMatchObject({ canReview: false, reason: "sign_in", message: REVIEW_MESSAGES.signInToReview });
    expect(await getReviewEligibility({ actor: other.actor, input: { shop_id: shop.shop.id }, db })).toMatchObject({ reason: "sign_in" });
    await expect(writeReview({ actor: other.actor, input: { shop_id: shop.shop.id, rating: 5 }, db })).rejects.toMatchObject({ code: "forbidden" });
    expect((await db.select().from(reviews).where(eq(reviews.shopId, shop.shop.id))).length).toBe(0);
  });

  it("keeps one review per customer and shop: a second write edits the first, also when ten race", async () => {
    const shop = await createReviewShop(db);
    const { actor } = await createBuyer(db, shop);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => writeReview({ actor, input: { shop_id: shop.shop.id, rating: (i % 5) + 1, body: `${GOOD} ${i}` }, db })));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.review.id)).size).toBe(1);
    const rows = await db.select().from(reviews).where(eq(reviews.shopId, shop.shop.id));
    expect(rows).toHaveLength(1);
    expect(await shopRating(db, shop.shop.id)).toMatchObject({ count: 1, sum: rows[0]!.rating });
  });

  it("answers bad input with field errors, never a 500", async () => {
    const shop = await createReviewShop(db);
    const { actor } = await createBuyer(db, shop);
    const write = (input: Record<string, unknown>) => writeReview({ actor, input: { shop_id: shop.shop.id, rating: 4, ...input } as never, db });
    const fieldError = (field: string, message: string) => expect.objectContaining({ code: "validation_failed", status: 422, fieldErrors: { [field]: message } });
    for (const rating of [0, 6, 3.5, "abc", null, ""]) await expect(write({ rating })).rejects.toEqual(fieldError("rating", REVIEW_MESSAGES.ratingRequired));
    await expect(write({ body: "Too short" })).rejects.toEqual(fieldError("body", REVIEW_MESSAGES.bodyTooShort));
    // Characters as people count them: five emoji are ten UTF-16 units but five characters.
    await expect(write({ body: "😀😀😀😀😀" })).rejects.toEqual(fieldError("body", REVIEW_MESSAGES.bodyTooShort));
    await expect(write({ body: "x".repeat(1001) })).rejects.toEqual(fieldError("body", REVIEW_MESSAGES.bodyTooLong));
    await expect(write({ body: 42 })).rejects.toEqual(fieldError("body", REVIEW_MESSAGES.bodyTooShort));
    await expect(write({ body: "bad\u0000text here" })).rejects.toMatchObject({ code: "validation_failed" });
    await expect(write({ shop_id: "x" })).rejects.toEqual(fieldError("shop_id", REVIEW_MESSAGES.shopRequired));
    await expect(write({ shop_id: 99_999_999 })).rejects.toMatchObject({ code: "not_found", userMessage: REVIEW_MESSAGES.shopNotFound });
    // Marathi and Hindi as written, up to 1,000 characters (emoji too).
    const marathi = "छान दुकान, ताज्या भाज्या आणि प्रामाणिक दर. ".repeat(40).slice(0, 999) + "😀";
    expect((await write({ body: marathi })).review.body).toBe(marathi.trim());
    // An unpublished shop takes no reviews.
    await db.update(shops).set({ status: "suspended" }).where(eq(shops.id, shop.shop.id));
    await expect(write({ rating: 5 })).rejects.toMatchObject({ code: "not_found" });
    await expect(listShopReviews({ input: { shop_id: shop.shop.id }, db })).rejects.toMatchObject({ code: "not_found" });
    await db.update(shops).set({ status: "published" }).where(eq(shops.id, shop.shop.id));
    await expect(listShopReviews({ input: { shop_id: shop.shop.id, sort: "best" as never }, db })).rejects.toEqual(fieldError("sort", REVIEW_MESSAGES.unknownValue));
    for (const cursor of ["nonsense", Buffer.from("[1,2]").toString("base64url"), Buffer.from('["x",1]').toString("base64url")]) {
      await expect(listShopReviews({ input: { shop_id: shop.shop.id, cursor }, db })).rejects.toEqual(fieldError("cursor", REVIEW_MESSAGES.unknownValue));
    }
    // A cursor a client made up in the right shape finds what lies past it, never a database error.
    for (const [sort, key] of [["newest", "9999999999999999"], ["newest", "0"], ["helpful", "999999999"], ["lowest", "1"]] as const) {
      const cursor = Buffer.from(JSON.stringify([key, Number.MAX_SAFE_INTEGER])).toString("base64url");
      expect((await listShopReviews({ input: { shop_id: shop.shop.id, sort, cursor }, db })).reviews.length).toBeLessThanOrEqual(1);
    }
  });

  it("limits how many reviews one customer writes in an hour", async () => {
    const shop = await createReviewShop(db);
    const { actor } = await createBuyer(db, shop);
    for (let i = 0; i < 10; i += 1) await writeReview({ actor, input: { shop_id: shop.shop.id, rating: (i % 5) + 1 }, db });
    await expect(writeReview({ actor, input: { shop_id: shop.shop.id, rating: 3 }, db })).rejects.toMatchObject({ code: "rate_limited", status: 429, userMessage: REVIEW_MESSAGES.tooManyReviews });
  });
});

describe("reviews: replies, helpful votes, reports and moderation", () => {
  it("lets the owner reply once and edit it; the reply shows under the review with the shop's name; other owners are refused", async () => {
    const shop = await createReviewShop(db);
    const { actor } = await createBuyer(db, shop, { firstName: "Sunita", lastName: "deshmukh" });
    const { review } = await writeReview({ actor, input: { shop_id: shop.shop.id, rating: 3, body: GOOD }, db });
    const first = await replyToReview({ actor: shop.actor, input: { review_id: review.id, body: "Thank you, come again!" }, db });
    expect(first).toMatchObject({ msg: REVIEW_MESSAGES.replyPublished, reply: { body: "Thank you, come again!", editedAt: null } });
    const later = new Date(Date.now() + 60_000);
    expect((await replyToReview({ actor: shop.actor, input: { review_id: review.id, body: "धन्यवाद! पुन्हा या." }, db, now: later })).reply.editedAt).toBe(later.toISOString());

    const page = await listShopReviews({ input: { shop_id: shop.shop.id }, db });
    expect(page.reviews).toHaveLength(1);
    expect(page.reviews[0]).toMatchObject({ author: "Sunita D.", rating: 3, reply: { body: "धन्यवाद! पुन्हा या.", shopName: shop.shop.name, editedAt: later.toISOString() } });
    expect(JSON.stringify(page)).not.toContain("deshmukh");

    const other = await createReviewShop(db);
    await expect(replyToReview({ actor: other.actor, input: { review_id: review.id, body: "Not mine" }, db })).rejects.toMatchObject({ code: "forbidden", userMessage: REVIEW_MESSAGES.notYourShop });
    await expect(replyToReview({ actor, input: { review_id: review.id, body: "Customer" }, db })).rejects.toMatchObject({ code: "forbidden" });
    await expect(replyToReview({ actor: shop.actor, input: { review_id: review.id, body: " " }, db })).rejects.toMatchObject({ fieldErrors: { body: REVIEW_MESSAGES.replyRequired } });
    await expect(replyToReview({ actor: shop.actor, input: { review_id: 99_999_999, body: "Hello there" }, db })).rejects.toMatchObject({ code: "not_found" });
  });

  it("counts a customer's helpful vote once, never the author's own", async () => {
    const shop = await createReviewShop(db);
    const author = await createBuyer(db, shop);
    const { review } = await writeReview({ actor: author.actor, input: { shop_id: shop.shop.id, rating: 5, body: GOOD }, db });
    const voters = await Promise.all(Array.from({ length: 3 }, () => createCodedCustomer(db)));
    await Promise.all([...voters, voters[0]!, voters[0]!].map((v) => markReviewHelpful({ actor: customerActor(v), input: { review_id: review.id }, db })));
    expect((await markReviewHelpful({ actor: customerActor(voters[1]!), input: { review_id: review.id }, db })).helpfulCount).toBe(3);
    await expect(markReviewHelpful({ actor: author.actor, input: { review_id: review.id }, db })).rejects.toMatchObject({ code: "forbidden", userMessage: REVIEW_MESSAGES.ownReviewHelpful });
    await expect(markReviewHelpful({ actor: shop.actor, input: { review_id: review.id }, db })).rejects.toMatchObject({ code: "forbidden" });
    expect((await listShopReviews({ input: { shop_id: shop.shop.id }, db })).reviews[0]!.helpfulCount).toBe(3);
  });

  it("takes reports from customers and owners (one each, a reason from the list, words for 'other'), never of one's own review", async () => {
    const shop = await createReviewShop(db);
    const author = await createBuyer(db, shop);
    const { review } = await writeReview({ actor: author.actor, input: { shop_id: shop.shop.id, rating: 1, body: "Call me at 9876543210 for a better deal." }, db });
    const reporter = customerActor(await createCodedCustomer(db));
    expect(await reportReview({ actor: reporter, input: { review_id: review.id, reason: "personal_info" }, db })).toEqual({ msg: REVIEW_MESSAGES.reported });
    await reportReview({ actor: reporter, input: { review_id: review.id, reason: "spam", details: "An advert" }, db });
    await reportReview({ actor: shop.actor, input: { review_id: review.id, reason: "not_genuine", details: "Never sold to this person" }, db });
    const reports = await db.select().from(reviewReports).where(eq(reviewReports.reviewId, review.id)).orderBy(reviewReports.id);
    expect(reports.map((r) => [r.reporterUserId, r.reason, r.details, r.status])).toEqual([
      [reporter.userId, "spam", "An advert", "open"],
      [shop.owner.id, "not_genuine", "Never sold to this person", "open"],
    ]);
    await expect(reportReview({ actor: reporter, input: { review_id: review.id, reason: "other" }, db })).rejects.toMatchObject({ fieldErrors: { details: REVIEW_MESSAGES.detailsRequired } });
    await expect(reportReview({ actor: reporter, input: { review_id: review.id, reason: "rude" as never }, db })).rejects.toMatchObject({ fieldErrors: { reason: REVIEW_MESSAGES.reasonRequired } });
    await expect(reportReview({ actor: reporter, input: { review_id: review.id, reason: "spam", details: "x".repeat(501) }, db })).rejects.toMatchObject({ fieldErrors: { details: REVIEW_MESSAGES.detailsTooLong } });
    await expect(reportReview({ actor: author.actor, input: { review_id: review.id, reason: "spam" }, db })).rejects.toMatchObject({ code: "forbidden", userMessage: REVIEW_MESSAGES.ownReviewReport });
    await expect(reportReview({ actor: await createOperatorActor(db), input: { review_id: review.id, reason: "spam" }, db })).rejects.toMatchObject({ code: "forbidden" });
    // Past the hourly limit a reporter is refused.
    const busy = customerActor(await createCodedCustomer(db));
    const targets = [];
    for (let i = 0; i < 11; i += 1) {
      const s = await createReviewShop(db);
      const b = await createBuyer(db, s);
      targets.push((await writeReview({ actor: b.actor, input: { shop_id: s.shop.id, rating: 2 }, db })).review.id);
    }
    for (const id of targets.slice(0, 10)) await reportReview({ actor: busy, input: { review_id: id, reason: "spam" }, db });
    await expect(reportReview({ actor: busy, input: { review_id: targets[10]!, reason: "spam" }, db })).rejects.toMatchObject({ code: "rate_limited", userMessage: REVIEW_MESSAGES.tooManyReports });
  });

  it("lets an operator hide a review with a reason and restore it, audited; reports are upheld or dismissed; the counts follow", async () => {
    const operator = await createOperatorActor(db);
    const shop = await createReviewShop(db);
    const kept = await createBuyer(db, shop);
    const bad = await createBuyer(db, shop);
    await writeReview({ actor: kept.actor, input: { shop_id: shop.shop.id, rating: 5 }, db });
    const { review } = await writeReview({ actor: bad.actor, input: { shop_id: shop.shop.id, rating: 1, body: "Abusive words were here." }, db });
    await reportReview({ actor: shop.actor, input: { review_id: review.id, reason: "offensive" }, db });
    expect(await shopRating(db, shop.shop.id)).toEqual({ count: 2, sum: 6, stars: [1, 0, 0, 0, 1] });

    // The console's queue lists it with its report (the whole name and code, for the operator), oldest report first.
    const queued = await listReviews({ actor: operator, filter: "reported", db });
    expect(queued.rows.find((row) => row.id === review.id)).toMatchObject({ author: `Ravi Kulkarni`, isPublic: true, openReports: 1, reports: [{ reason: "offensive", reporter: expect.any(String), status: "open" }] });
    for (const actor of NOT_OPERATORS) await expect(listReviews({ actor, filter: "reported", db })).rejects.toMatchObject({ code: "forbidden" });
    for (const actor of NOT_OPERATORS) await expect(hideReview({ actor, input: { review_id: review.id, reason: "Abuse" }, db })).rejects.toMatchObject({ code: "forbidden" });
    await expect(hideReview({ actor: operator, input: { review_id: review.id, reason: " " }, db })).rejects.toMatchObject({ fieldErrors: { reason: "Please give the reason." } });
    expect(await hideReview({ actor: operator, input: { review_id: review.id, reason: "Abusive language" }, db })).toMatchObject({ reportsClosed: 1 });
    expect(await shopRating(db, shop.shop.id)).toEqual({ count: 1, sum: 5, stars: [0, 0, 0, 0, 1] });
    expect((await listShopReviews({ input: { shop_id: shop.shop.id }, db })).reviews.map((r) => r.rating)).toEqual([5]);
    expect((await getReviewEligibility({ actor: bad.actor, input: { shop_id: shop.shop.id }, db })).review).toMatchObject({ isPublic: false, hiddenBecause: "moderated" });
    // Editing a hidden review keeps it hidden.
    await writeReview({ actor: bad.actor, input: { shop_id: shop.shop.id, rating: 2 }, db });
    expect(await shopRating(db, shop.shop.id)).toMatchObject({ count: 1, sum: 5 });
    await expect(hideReview({ actor: operator, input: { review_id: review.id, reason: "Again" }, db })).rejects.toMatchObject({ code: "conflict" });
    expect((await db.select().from(reviewReports).where(eq(reviewReports.reviewId, review.id)))[0]).toMatchObject({ status: "upheld", resolvedBy: operator.userId });
    expect((await listReviews({ actor: operator, filter: "reported", db })).rows.some((row) => row.id === review.id)).toBe(false);
    expect((await listReviews({ actor: operator, filter: "hidden", db })).rows.find((row) => row.id === review.id)).toMatchObject({ hidden: { reason: "Abusive language" }, reports: [{ status: "upheld" }] });

    await restoreReview({ actor: operator, input: { review_id: review.id, reason: "Owner withdrew the complaint" }, db });
    expect(await shopRating(db, shop.shop.id)).toEqual({ count: 2, sum: 7, stars: [0, 1, 0, 0, 1] });
    await expect(restoreReview({ actor: operator, input: { review_id: review.id, reason: "Again" }, db })).rejects.toMatchObject({ code: "conflict" });
    // A reported review an operator keeps: its reports are dismissed.
    await reportReview({ actor: kept.actor, input: { review_id: review.id, reason: "spam" }, db });
    expect(await restoreReview({ actor: operator, input: { review_id: review.id, reason: "Fair criticism" }, db })).toMatchObject({ reportsClosed: 1 });

    const audit = await auditOf(db, "review", review.id);
    expect(audit.map((a) => [a.action, a.actorUserId, (a.after as { reason: string }).reason])).toEqual([
      ["review.restore", operator.userId, "Fair criticism"],
      ["review.restore", operator.userId, "Owner withdrew the complaint"],
      ["review.hide", operator.userId, "Abusive language"],
    ]);
    expect((await reviewDrift(db)).shops).toEqual([]);
  });

  it("pages a shop's reviews by keyset in each order, without gaps or repeats, with the month of the latest purchase", async () => {
    const shop = await createReviewShop(db);
    const written: { id: number; rating: number; helpful: number }[] = [];
    for (let i = 0; i < 23; i += 1) {
      const buyer = await createBuyer(db, shop, { firstName: `Name${i}`, lastName: "Zade" });
      const rating = (i * 7) % 5 + 1;
      const { review } = await writeReview({ actor: buyer.actor, input: { shop_id: shop.shop.id, rating }, db, now: new Date(Date.UTC(2026, 9, 1 + (i % 3), 10, 0, 0)) });
      written.push({ id: review.id, rating, helpful: i % 4 });
    }
    const voters = await Promise.all(Array.from({ length: 3 }, () => createCodedCustomer(db)));
    for (const w of written) for (let v = 0; v < w.helpful; v += 1) await markReviewHelpful({ actor: customerActor(voters[v]!), input: { review_id: w.id }, db });

    const walk = async (sort: "newest" | "helpful" | "lowest") => {
      const ids: number[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await listShopReviews({ input: { shop_id: shop.shop.id, sort, cursor }, db });
        expect(page.reviews.length).toBeLessThanOrEqual(10);
        ids.push(...page.reviews.map((r) => r.id));
        cursor = page.nextCursor ?? undefined;
        pages += 1;
      } while (cursor);
      expect(pages).toBe(3);
      return ids;
    };
    const byId = new Map(written.map((w) => [w.id, w]));
    const newest = await walk("newest");
    const { rows: created } = await pool.query<{ id: string }>("SELECT id FROM reviews WHERE shop_id = $1 ORDER BY created_at DESC, id DESC", [shop.shop.id]);
    expect(newest).toEqual(created.map((r) => Number(r.id)));
    expect(await walk("helpful")).toEqual([...written].sort((a, b) => b.helpful - a.helpful || b.id - a.id).map((w) => w.id));
    expect(await walk("lowest")).toEqual([...written].sort((a, b) => a.rating - b.rating || b.id - a.id).map((w) => w.id));
    expect(new Set(newest).size).toBe(23);
    expect(byId.size).toBe(23);

    const first = await listShopReviews({ input: { shop_id: shop.shop.id }, db });
    const month = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit" }).format(new Date()).slice(0, 7);
    expect(first.reviews[0]).toMatchObject({ author: expect.stringMatching(/^Name\d+ Z\.$/), purchasedIn: month });
    const sum = written.reduce((s, w) => s + w.rating, 0);
    expect(first.summary).toMatchObject({ count: 23, average: Math.round((sum / 23) * 10) / 10 });
    expect(Object.values(first.summary.stars).reduce((a, b) => a + b, 0)).toBe(23);
  });
});
