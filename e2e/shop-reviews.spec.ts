import { expect, request, test } from "@playwright/test";
import { LOGINS } from "./support/actors";
import { createCustomerAccount, DEMO, logInAs, query } from "./support/auth";

/**
 * Reviews on a shop page (docs/product.md#reviews): a visitor is asked to log in; a customer who
 * bought there rates and reviews the shop, edits and deletes it, and the summary follows; a customer
 * without a purchase reads why they cannot; the owner replies under the review. A review reported
 * by the owner reaches the operators' queue; hidden there, it leaves the page, its average and its
 * JSON-LD; the owner answers from the back office (/franchisee-reviews).
 */
test.describe("shop reviews", () => {
  test("a buyer reviews, edits and deletes; a non-buyer sees the reason; the owner replies", async ({ page, baseURL }) => {
    // Two sign-ups and four logins in one journey.
    test.slow();
    const [shop] = await query<{ id: string; slug: string; name: string; count: number }>(
      `SELECT s.id::text, s.slug, s.name, s.review_count AS count FROM shops s JOIN franchisees f ON f.id = s.franchisee_id JOIN "user" u ON u.id = f.user_id WHERE u.phone_number = $1`,
      [DEMO.franchisee.mobile],
    );
    const shopPage = `/shops/${shop!.id}/${shop!.slug}`;
    const reviews = page.getByTestId("shop-reviews");

    await page.goto(shopPage);
    await expect(reviews.getByRole("heading", { name: "Ratings and reviews" })).toBeVisible();
    await expect(reviews.getByRole("link", { name: "Log in to review this shop" })).toBeVisible();

    // A new customer, and a purchase recorded for them by the shop (the real API, as the counter does).
    const buyer = await createCustomerAccount(page);
    const [customer] = await query<{ code: string }>(`SELECT c.code FROM customers c JOIN "user" u ON u.id = c.user_id WHERE u.phone_number = $1`, [buyer.mobile]);
    const counter = await request.newContext({ baseURL });
    expect((await counter.post(LOGINS.franchisee.api, { data: { mobile: LOGINS.franchisee.mobile, password: LOGINS.franchisee.password } })).status()).toBe(200);
    const sale = await counter.post("/api/v1/franchisee/addSales", { data: { sales: { cust_id: customer!.code, amount: "150", items: "Rice", idempotency_key: `review-e2e-${Date.now()}` } } });
    expect(sale.status()).toBe(200);

    const switchTo = async (who: "customer" | "franchisee", account?: { mobile: string; password: string }) => {
      await page.context().clearCookies();
      await logInAs(page, who, account);
      await page.goto(shopPage);
    };
    await switchTo("customer", buyer);
    const form = reviews.getByTestId("review-form");
    await expect(form.getByRole("heading", { name: "Rate this shop" })).toBeVisible();
    await form.getByRole("button", { name: "Publish review" }).click();
    await expect(form.getByText("Please choose 1 to 5 stars.")).toBeVisible();
    const stars = (n: number) => form.locator("label").filter({ hasText: `${n} star${n === 1 ? "" : "s"}` });
    await stars(4).click();
    await form.getByLabel("Your review (optional)").fill("Fresh rice and honest weights. चांगली सेवा.");
    await form.getByRole("button", { name: "Publish review" }).click();
    await expect(page.getByText("Thank you! Your review is published.")).toBeVisible();
    const mine = reviews.getByTestId("review").filter({ hasText: "Fresh rice and honest weights." });
    await expect(mine).toContainText("Kiran J.");
    await expect(mine).toContainText("Verified purchase");
    const count = (n: number) => (n === 1 ? "1 review" : `${n} reviews`);
    await expect(reviews.getByTestId("rating-count")).toHaveText(count(shop!.count + 1));

    // Edit: the stars change, the date says "edited".
    await expect(form.getByRole("heading", { name: "Your review" })).toBeVisible();
    await stars(2).click();
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Your review has been updated.")).toBeVisible();
    await expect(mine).toContainText("(edited)");
    await expect(mine.getByText("Rated 2 out of 5")).toBeAttached();

    // A customer who never bought here reads why, and gets no form.
    await page.context().clearCookies();
    const other = await createCustomerAccount(page);
    await switchTo("customer", other);
    await expect(reviews.getByTestId("review-not-eligible")).toHaveText("Only customers who bought here can review this shop");
    await expect(reviews.getByTestId("review-form")).toHaveCount(0);

    // The owner replies under the review, with the shop's name.
    await switchTo("franchisee");
    await expect(reviews.getByText("This is your shop. You can reply to its reviews.")).toBeVisible();
    await mine.getByRole("button", { name: "Reply", exact: true }).click();
    await mine.getByLabel("Your reply").fill("Thank you, Kiran! See you again.");
    await mine.getByRole("button", { name: "Publish reply" }).click();
    await expect(page.getByText("Your reply is published.")).toBeVisible();
    await expect(mine).toContainText(`Reply from ${shop!.name}`);
    await expect(mine).toContainText("Thank you, Kiran! See you again.");

    // The buyer deletes the review; the count goes back.
    await switchTo("customer", buyer);
    page.once("dialog", (dialog) => void dialog.accept());
    await form.getByRole("button", { name: "Delete review" }).click();
    await expect(page.getByText("Your review has been deleted.")).toBeVisible();
    await expect(reviews.getByTestId("review").filter({ hasText: "Fresh rice and honest weights." })).toHaveCount(0);
    await expect(reviews.getByTestId("rating-count")).toHaveText(shop!.count === 0 ? "No reviews yet" : count(shop!.count));
    await counter.dispose();
  });

  test("a report reaches the operator, who hides the review: the average and the JSON-LD follow; the owner replies from the back office", async ({ page, baseURL }) => {
    // A sign-up and four logins in one journey.
    test.slow();
    const shopOf = async () =>
      (
        await query<{ id: string; slug: string; count: number; sum: number }>(
          `SELECT s.id::text, s.slug, s.review_count AS count, s.review_rating_sum AS sum FROM shops s JOIN franchisees f ON f.id = s.franchisee_id JOIN "user" u ON u.id = f.user_id WHERE u.phone_number = $1`,
          [DEMO.franchisee.mobile],
        )
      )[0]!;
    const shop = await shopOf();
    const shopPage = `/shops/${shop.id}/${shop.slug}`;
    const average = (count: number, sum: number) => (Math.round((sum / count) * 10) / 10).toFixed(1);
    const words = `Stale stock and rude staff, avoid. ${Date.now()}`;

    // A buyer leaves one star (through the API: the form is the first journey's).
    const buyer = await createCustomerAccount(page);
    const [customer] = await query<{ code: string }>(`SELECT c.code FROM customers c JOIN "user" u ON u.id = c.user_id WHERE u.phone_number = $1`, [buyer.mobile]);
    const counter = await request.newContext({ baseURL });
    expect((await counter.post(LOGINS.franchisee.api, { data: { mobile: LOGINS.franchisee.mobile, password: LOGINS.franchisee.password } })).status()).toBe(200);
    expect((await counter.post("/api/v1/franchisee/addSales", { data: { sales: { cust_id: customer!.code, amount: "200", items: "Oil", idempotency_key: `report-e2e-${Date.now()}` } } })).status()).toBe(200);
    await counter.dispose();
    await logInAs(page, "customer", buyer);
    expect((await page.request.post("/api/v1/customers/reviews", { data: { shop_id: Number(shop.id), rating: 1, body: words } })).status()).toBe(200);

    // The owner reports it from the shop page.
    await page.context().clearCookies();
    await logInAs(page, "franchisee");
    await page.goto(shopPage);
    const reviews = page.getByTestId("shop-reviews");
    const theReview = reviews.getByTestId("review").filter({ hasText: words });
    await expect(reviews.getByTestId("rating-average")).toHaveText(average(shop.count + 1, shop.sum + 1));
    await theReview.getByRole("button", { name: "Report" }).click();
    await theReview.getByLabel("Abusive or offensive").check();
    await theReview.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByText("Thank you. We will look at this review.")).toBeVisible();

    // On a phone, the owner answers it from the back office, where it waits among the unanswered.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/franchisee-reviews");
    const owner = page.getByTestId("owner-reviews");
    await owner.getByRole("button", { name: /Without your reply/ }).click();
    const waiting = owner.getByTestId("owner-review").filter({ hasText: words });
    await expect(waiting).toContainText("Verified purchase");
    await waiting.getByRole("button", { name: "Reply", exact: true }).click();
    await waiting.getByLabel("Your reply").fill("We are sorry. Please ask for the manager next time.");
    await waiting.getByRole("button", { name: "Publish reply" }).click();
    await expect(page.getByText("Your reply is published.")).toBeVisible();
    await expect(owner.getByTestId("owner-review").filter({ hasText: words })).toHaveCount(0);
    await owner.getByRole("button", { name: "All reviews" }).click();
    await expect(owner.getByTestId("owner-review").filter({ hasText: words }).getByTestId("owner-reply")).toContainText("We are sorry. Please ask for the manager next time.");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The report waits in the operators' queue; the operator hides the review.
    await page.context().clearCookies();
    await logInAs(page, "operator");
    await page.goto("/admin/reviews");
    const row = page.getByTestId("review-row").filter({ hasText: words });
    await expect(row).toContainText("Abusive or offensive");
    await row.getByRole("button", { name: "Hide" }).click();
    await page.getByLabel("Why is this review hidden?").fill("Abusive words about the staff");
    await page.getByRole("button", { name: "Hide review" }).click();
    await expect(page.getByText("Review hidden.")).toBeVisible();

    // A visitor: the review, its stars and its JSON-LD are gone; what the page shows and its JSON-LD agree.
    await page.context().clearCookies();
    const after = await shopOf();
    expect(after.count).toBe(shop.count);
    await expect(async () => {
      await page.goto(shopPage);
      await expect(page.getByTestId("review").filter({ hasText: words })).toHaveCount(0, { timeout: 1_000 });
    }).toPass();
    const shown = page.getByTestId("review");
    if (after.count > 0) await expect(reviews.getByTestId("rating-average")).toHaveText(average(after.count, after.sum));
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const store = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => "openingHoursSpecification" in data) as
      | { aggregateRating?: { ratingValue: string; reviewCount: number }; review?: { author: { name: string }; reviewRating: { ratingValue: number }; reviewBody?: string }[] }
      | undefined;
    expect(store).toBeDefined();
    expect(JSON.stringify(store)).not.toContain(words);
    if (after.count === 0) {
      expect(store!.aggregateRating).toBeUndefined();
      return;
    }
    expect(store!.aggregateRating).toMatchObject({ ratingValue: await reviews.getByTestId("rating-average").innerText(), reviewCount: after.count });
    await expect(reviews.getByTestId("rating-count")).toHaveText(after.count === 1 ? "1 review" : `${after.count} reviews`);
    // The JSON-LD names exactly the reviews the page shows, in its order.
    const onPage = await shown.evaluateAll((items) => items.map((item) => ({ text: item.textContent ?? "", rated: item.querySelector(".sr-only")?.textContent ?? "" })));
    expect(store!.review!.length).toBe(onPage.length);
    store!.review!.forEach((review, i) => {
      expect(onPage[i]!.text).toContain(review.author.name);
      expect(onPage[i]!.rated).toBe(`Rated ${review.reviewRating.ratingValue} out of 5`);
      if (review.reviewBody) expect(onPage[i]!.text).toContain(review.reviewBody);
    });
  });
});
