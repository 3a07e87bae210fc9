import { expect, request, test } from "@playwright/test";
import { LOGINS } from "./support/actors";
import { createCustomerAccount, DEMO, logInAs, query } from "./support/auth";

/**
 * Reviews on a shop page (docs/product.md#reviews): a visitor is asked to log in; a customer who
 * bought there rates and reviews the shop, edits and deletes it, and the summary follows; a customer
 * without a purchase reads why they cannot; the owner replies under the review.
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
});
