import { expect, test } from "@playwright/test";
import { expectLang, text } from "./support/i18n";

test.describe("language switch", () => {
  test("keeps the page and its query, remembers the choice, and English can be chosen again", async ({ page, context }) => {
    await page.goto("/shops?city=nagpur&sort=latest");
    const switcher = page.getByRole("navigation", { name: text("en", "LocaleSwitcher.label") }).first();
    await switcher.getByRole("link", { name: text("en", "LocaleSwitcher.mr") }).click();
    await expect(page).toHaveURL(/\/mr\/shops\?city=nagpur&sort=latest$/);
    await expectLang(page, "mr");
    expect((await context.cookies()).find((c) => c.name === "dlmp_lang")?.value).toBe("mr");

    // Remembered: a plain (English) URL now opens in Marathi, query kept.
    await page.goto("/news?category=local-news");
    await expect(page).toHaveURL(/\/mr\/news\?category=local-news$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/mr$/);
    await expectLang(page, "mr");

    // To Hindi from a shop page, then back to English: each lands on the same page.
    await page.goto("/mr/shops/1/shree-ganesh-kirana-stores");
    await page.getByRole("navigation", { name: text("mr", "LocaleSwitcher.label") }).first().getByRole("link", { name: text("mr", "LocaleSwitcher.hi") }).click();
    await expect(page).toHaveURL(/\/hi\/shops\/1\/shree-ganesh-kirana-stores$/);
    await expectLang(page, "hi");
    await page.getByRole("navigation", { name: text("hi", "LocaleSwitcher.label") }).first().getByRole("link", { name: text("hi", "LocaleSwitcher.en") }).click();
    await expect(page).toHaveURL(/\/shops\/1\/shree-ganesh-kirana-stores$/);
    await expect(page).not.toHaveURL(/\/(mr|hi)\//);
    await expectLang(page, "en");
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    await expectLang(page, "en");
  });

  test("a first visit to a plain URL is English, whatever the browser's language", async ({ browser }) => {
    const context = await browser.newContext({ locale: "mr-IN", extraHTTPHeaders: { "Accept-Language": "mr-IN,mr;q=0.9" } });
    const page = await context.newPage();
    await page.goto("/about");
    await expect(page).toHaveURL(/\/about$/);
    await expectLang(page, "en");
    await context.close();
  });

  test("after a filter changes the query on the page, the switch still carries it", async ({ page }) => {
    await page.goto("/shops");
    await page.getByRole("searchbox", { name: text("en", "Shops.search") }).fill("Amul");
    await page.getByRole("button", { name: text("en", "Shops.apply") }).click();
    await expect(page).toHaveURL(/search=Amul/);
    await page.getByRole("navigation", { name: text("en", "LocaleSwitcher.label") }).first().getByRole("link", { name: text("en", "LocaleSwitcher.hi") }).click();
    await expect(page).toHaveURL(/\/hi\/shops\?.*search=Amul/);
  });
});
