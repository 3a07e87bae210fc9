import { expect, test } from "@playwright/test";

test.describe("news", () => {
  test("lists news, filters by category and pages to the end", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/news");
    await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
    const cards = page.getByTestId("news-card");
    await expect(cards.first()).toBeVisible();
    const end = page.getByText("Yay! You have seen it all");
    // Each scroll to the bottom must bring more cards or the end.
    for (let i = 0; i < 15 && !(await end.isVisible()); i += 1) {
      const shown = await cards.count();
      await page.mouse.wheel(0, 20_000);
      await expect.poll(async () => (await end.isVisible()) || (await cards.count()) > shown, { timeout: 10_000 }).toBe(true);
    }
    await expect(end).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(6);

    const filter = page.getByRole("navigation", { name: "News" });
    await filter.getByRole("link", { name: "Offers & Deals" }).click();
    await expect(page).toHaveURL(/category=offers-deals/);
    await expect(page.getByRole("link", { name: "Offers & Deals" })).toHaveAttribute("aria-current", "page");
    for (const card of await cards.all()) await expect(card).toContainText(/Offers & Deals/i);
  });

  test("the product's /news-read?id= opens the article with its quote and comments", async ({ page }) => {
    await page.goto("/news-read?id=3");
    await expect(page).toHaveURL(/\/news\/3\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("blockquote").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: /Comments \(\d+\)/ })).toBeVisible();
    expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain('"NewsArticle"');
  });

  test("the comment form shows field errors, then thanks the visitor and clears", async ({ page }) => {
    await page.goto("/news-read?id=3");
    const form = page.locator("form", { has: page.getByRole("heading", { name: "Leave a comment" }) });
    await form.getByRole("button", { name: "Post comment" }).click();
    await expect(form.getByText("please enter the name.")).toBeVisible();
    await expect(form.getByText("please enter valid email id.")).toBeVisible();
    await expect(form.getByText("please enter the comment.")).toBeVisible();

    await form.getByLabel("Name").fill("Sunita");
    await form.getByLabel("Email").fill("sunita@example.com");
    await form.getByLabel("Comment").fill("Very helpful, thank you.");
    await form.getByRole("button", { name: "Post comment" }).click();
    await expect(form.getByRole("status")).toHaveText("Thank you! Your comment will appear after review.");
    // Said once: no toast repeats it (the toast library would have loaded by now).
    await page.waitForLoadState("networkidle");
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(form.getByLabel("Comment")).toHaveValue("");
  });

  test("the product's /comments?news_id= lists all comments, paged", async ({ page }) => {
    await page.goto("/comments?news_id=3");
    await expect(page).toHaveURL(/\/news\/3\/[a-z0-9-]+\/comments$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Comments on");
    await expect(page.getByRole("link", { name: "Back to the article" })).toBeVisible();
    expect((await page.goto("/comments?news_id=999999"))?.status()).toBe(404);
    expect((await page.goto("/news-read?id=abc"))?.status()).toBe(404);
  });
});
