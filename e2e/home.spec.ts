import { expect, test } from "@playwright/test";

test.describe("home page", () => {
  test("shows the banner headline", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buy, Sell, Find, Shop Ads, Rent & Exchange in one Click");
    await expect(page).toHaveTitle(/.+/);
  });

  test("renders the Marathi and Hindi pages at /mr and /hi", async ({ page }) => {
    for (const locale of ["mr", "hi"]) {
      const response = await page.goto(`/${locale}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
    }
  });

  test("answers an unknown page with the 404 screen and a way home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! 404 - Page not found")).toBeVisible();
    await page.getByRole("link", { name: "Go to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("/home goes to the home page", async ({ page }) => {
    await page.goto("/home");
    await expect(page).toHaveURL(/\/$/);
  });
});
