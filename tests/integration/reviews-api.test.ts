import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { REVIEW_MESSAGES } from "../../lib/validation/reviews";
import { connectTestDb } from "../support/db";
import { createOperatorActor } from "../support/admin-factories";
import { createBuyer, createReviewShop } from "../support/review-factories";
import { createCodedCustomer } from "../support/sales-factories";

/**
 * The reviews API through its route handlers (docs/product.md#json-api): identity from the session
 * cookie only, the product's envelope, field errors as 422, never a 500.
 */
const request = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", async () => {
  const { RequestCookies } = await import("next/dist/server/web/spec-extension/cookies");
  const requestHeaders = () => new Headers(request.cookie ? { cookie: request.cookie } : {});
  return { headers: async () => requestHeaders(), cookies: async () => new RequestCookies(requestHeaders()) };
});
vi.mock("next-intl/server", () => ({ getLocale: async () => "en" }));
vi.mock("@/i18n/navigation", async () => {
  const { redirect } = await import("next/navigation.js");
  return { redirect: ({ href }: { href: string }) => redirect(href), Link: () => null, useRouter: () => ({}) };
});

const { auth } = await import("../../server/auth/auth");
const list = await import("../../app/api/v1/shops/reviews/route");
const eligibility = await import("../../app/api/v1/shops/reviews/eligibility/route");
const report = await import("../../app/api/v1/shops/reviews/report/route");
const write = await import("../../app/api/v1/customers/reviews/route");
const remove = await import("../../app/api/v1/customers/reviews/delete/route");
const helpful = await import("../../app/api/v1/customers/reviews/helpful/route");
const reply = await import("../../app/api/v1/franchisee/reviews/reply/route");

const { db, pool } = connectTestDb();
afterAll(() => pool.end());
beforeEach(() => {
  request.cookie = "";
});

async function signIn(userId: string | null) {
  if (!userId) {
    request.cookie = "";
    return;
  }
  const { headers } = await auth.api.createSessionForUser({ body: { userId }, headers: new Headers(), returnHeaders: true });
  request.cookie = (headers.get("set-cookie") ?? "").split(";")[0]!;
}

type Envelope = { status: string; data: Record<string, unknown> | null; errors: Record<string, unknown> | null };
type Handler = (request: Request, context: unknown) => Promise<Response>;

async function send(handler: Handler, path: string, body?: unknown, method = "POST") {
  const init: RequestInit = method === "GET" ? {} : { method, body: typeof body === "string" ? body : JSON.stringify(body ?? {}), headers: { "content-type": "application/json" } };
  const response = await handler(new Request(`http://localhost:3000${path}`, init), {});
  return { status: response.status, body: (await response.json()) as Envelope };
}

describe("reviews API", () => {
  it("takes a buyer's review, edit, helpful vote, the owner's reply, a report and the delete, each answered in the envelope", async () => {
    const shop = await createReviewShop(db);
    const buyer = await createBuyer(db, shop, { firstName: "Meena", lastName: "Bhosale" });
    const voter = await createCodedCustomer(db);

    // A visitor reads the (empty) list and is told to log in to review.
    const empty = await send(list.GET, `/api/v1/shops/reviews?shop_id=${shop.shop.id}`, undefined, "GET");
    expect(empty).toMatchObject({ status: 200, body: { status: "success", errors: null, data: { summary: { count: 0, average: null }, reviews: [], nextCursor: null } } });
    expect((await send(eligibility.GET, `/api/v1/shops/reviews/eligibility?shop_id=${shop.shop.id}`, undefined, "GET")).body.data).toMatchObject({ canReview: false, reason: "sign_in" });
    expect(await send(write.POST, "/api/v1/customers/reviews", { shop_id: shop.shop.id, rating: 5 })).toMatchObject({ status: 401, body: { status: "failure", data: null } });

    await signIn(buyer.customer.userId);
    expect((await send(eligibility.POST, "/api/v1/shops/reviews/eligibility", { shop_id: shop.shop.id })).body.data).toMatchObject({ canReview: true, review: null });
    const bad = await send(write.POST, "/api/v1/customers/reviews", { shop_id: shop.shop.id, rating: 9, body: "short" });
    expect(bad).toMatchObject({ status: 422, body: { status: "failure", errors: { rating: REVIEW_MESSAGES.ratingRequired, body: REVIEW_MESSAGES.bodyTooShort } } });
    expect((await send(write.POST, "/api/v1/customers/reviews", "{not json")).status).toBe(400);
    // Ids in the body never choose who writes.
    const created = await send(write.POST, "/api/v1/customers/reviews", { shop_id: shop.shop.id, rating: 4, body: "Good rice and fair weights.", customer_id: voter.id });
    expect(created).toMatchObject({ status: 200, body: { data: { created: true, msg: REVIEW_MESSAGES.published, review: { rating: 4 } } } });
    const reviewId = (created.body.data!.review as { id: number }).id;
    const edited = await send(write.POST, "/api/v1/customers/reviews", { shop_id: shop.shop.id, rating: 3, body: "चांगले तांदूळ, पण गर्दी जास्त." });
    expect(edited.body.data).toMatchObject({ created: false, msg: REVIEW_MESSAGES.updated, review: { id: reviewId, rating: 3, editedAt: expect.any(String) } });

    await signIn(voter.userId);
    expect((await send(helpful.POST, "/api/v1/customers/reviews/helpful", { review_id: reviewId })).body.data).toMatchObject({ helpfulCount: 1, msg: REVIEW_MESSAGES.helpfulThanks });
    expect((await send(write.POST, "/api/v1/customers/reviews", { shop_id: shop.shop.id, rating: 1 })).body).toMatchObject({ errors: { msg: "Only customers who bought here can review this shop" } });

    await signIn(shop.owner.id);
    expect((await send(write.POST, "/api/v1/customers/reviews", { shop_id: shop.shop.id, rating: 5 })).status).toBe(403);
    expect((await send(reply.POST, "/api/v1/franchisee/reviews/reply", { review_id: reviewId, body: "धन्यवाद!" })).body.data).toMatchObject({ msg: REVIEW_MESSAGES.replyPublished, reply: { body: "धन्यवाद!" } });
    expect((await send(reply.POST, "/api/v1/franchisee/reviews/reply", { review_id: reviewId })).body).toMatchObject({ errors: { body: REVIEW_MESSAGES.replyRequired } });
    expect((await send(report.POST, "/api/v1/shops/reviews/report", { review_id: reviewId, reason: "not_genuine", details: "No such sale" })).body.data).toEqual({ msg: REVIEW_MESSAGES.reported });
    expect((await send(eligibility.GET, `/api/v1/shops/reviews/eligibility?shop_id=${shop.shop.id}`, undefined, "GET")).body.data).toMatchObject({ reason: "own_shop", isOwner: true });

    await signIn(null);
    const page = await send(list.POST, "/api/v1/shops/reviews", { shop_id: shop.shop.id, sort: "helpful" });
    expect(page.body.data).toMatchObject({
      sort: "helpful",
      summary: { count: 1, average: 3, stars: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 0 } },
      reviews: [{ id: reviewId, author: "Meena B.", rating: 3, helpfulCount: 1, reply: { body: "धन्यवाद!", shopName: shop.shop.name } }],
    });
    expect(JSON.stringify(page.body)).not.toMatch(/Bhosale|9\d{9}/);
    expect((await send(report.POST, "/api/v1/shops/reviews/report", { review_id: reviewId, reason: "spam" })).status).toBe(401);
    expect((await send(list.GET, `/api/v1/shops/reviews?shop_id=${shop.shop.id}&sort=best`, undefined, "GET")).body).toMatchObject({ errors: { sort: REVIEW_MESSAGES.unknownValue } });
    expect((await send(list.GET, "/api/v1/shops/reviews?shop_id=999999999", undefined, "GET")).status).toBe(404);

    const operator = await createOperatorActor(db);
    await signIn(operator.userId);
    expect((await send(report.POST, "/api/v1/shops/reviews/report", { review_id: reviewId, reason: "spam" })).status).toBe(403);
    expect((await send(reply.POST, "/api/v1/franchisee/reviews/reply", { review_id: reviewId, body: "Hello" })).status).toBe(403);

    await signIn(buyer.customer.userId);
    expect((await send(remove.POST, "/api/v1/customers/reviews/delete", { shop_id: shop.shop.id })).body.data).toEqual({ reviewId, msg: REVIEW_MESSAGES.deleted });
    expect((await send(remove.POST, "/api/v1/customers/reviews/delete", { shop_id: shop.shop.id })).status).toBe(404);
    expect((await send(list.GET, `/api/v1/shops/reviews?shop_id=${shop.shop.id}`, undefined, "GET")).body.data).toMatchObject({ summary: { count: 0 }, reviews: [] });
  });
});
