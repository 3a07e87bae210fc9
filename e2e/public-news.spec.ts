import { expect, test } from "@playwright/test";
import { query } from "./support/auth";

type TrilingualArticle = { id: string; slug: string; category: string; title: string; body_html: string; title_mr: string; body_mr_html: string; title_hi: string; body_hi_html: string };

/** A text's first paragraph as the page shows it: markup stripped, spaces collapsed. */
function firstParagraph(html: string): string {
  return (/<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "").replace(/<[^>]+>/g, "").replace(/\s+/g, " ").trim();
}

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

  // Layout is the same in every language: desktop only. The demo articles are written in all three
  // languages (docs/decisions/138-demo-news-languages.md); the expected texts are read from the data.
  for (const locale of ["mr", "hi"] as const) {
    test(`on /${locale}/news a demo article reads in ${locale === "mr" ? "Marathi" : "Hindi"}: card, title and text, no English`, async ({ page }) => {
      const [row] = await query<TrilingualArticle>(
        `SELECT n.id::text, n.slug, c.slug AS category, n.title, n.body_html, n.title_mr, n.body_mr_html, n.title_hi, n.body_hi_html
           FROM news n JOIN news_categories c ON c.id = n.category_id
          WHERE n.status = 'published' AND n.title_mr IS NOT NULL AND n.body_mr_html IS NOT NULL AND n.title_hi IS NOT NULL AND n.body_hi_html IS NOT NULL
          ORDER BY n.published_at DESC LIMIT 1`,
      );
      expect(row, "a published article written in English, Marathi and Hindi").toBeDefined();
      const title = locale === "mr" ? row!.title_mr : row!.title_hi;
      const body = locale === "mr" ? row!.body_mr_html : row!.body_hi_html;
      expect(title).toMatch(/^[^A-Za-z]*[\u0900-\u097F]/);

      await page.goto(`/${locale}/news?category=${row!.category}`);
      const card = page.getByTestId("news-card").filter({ hasText: title });
      await expect(card).toHaveCount(1);
      await expect(card).not.toContainText(row!.title);
      await expect(card.locator('[lang="en"]')).toHaveCount(0);

      await card.getByRole("heading", { level: 2 }).getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/news/${row!.id}/`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      const article = page.locator("main article");
      await expect(article).toContainText(firstParagraph(body));
      await expect(article).not.toContainText(firstParagraph(row!.body_html));
      await expect(article.locator('[lang="en"]')).toHaveCount(0);
      // The pull quote is English only and stays with the English text.
      await expect(article.locator("blockquote")).toHaveCount(0);
    });
  }
});
