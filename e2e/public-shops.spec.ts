import { expect, test } from "@playwright/test";
import { query } from "./support/auth";

test.describe("shops listing", () => {
  test("scrolls to the end: 'Yay! You have seen it all'", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/shops");
    await expect(page.getByText(/^\d+ shops$/)).toBeVisible();
    const total = Number((await page.getByText(/^\d+ shops$/).innerText()).split(" ")[0]);
    const end = page.getByText("Yay! You have seen it all");
    for (let i = 0; i < 20 && !(await end.isVisible()); i += 1) {
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(1_000);
    }
    await expect(end).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("shop-card")).toHaveCount(total);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    // A fling lands on the footer, past the end of the list; every page must then follow by itself.
    for (const path of ["/shops", "/news"]) {
      test(`${path}: one fling to the footer loads every page without another scroll`, async ({ page }) => {
        await page.clock.install();
        await page.goto(path);
        const cards = page.getByTestId(path === "/shops" ? "shop-card" : "news-card");
        await expect(cards.first()).toBeVisible();
        const firstPage = await cards.count();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const end = page.getByText("Yay! You have seen it all");
        // The list's 1.5 s pause before each page, on the page's clock; the position is never touched again.
        await expect
          .poll(
            async () => {
              await page.clock.runFor(1_600);
              return end.isVisible();
            },
            { timeout: 45_000, intervals: [250] },
          )
          .toBe(true);
        expect(await cards.count()).toBeGreaterThan(firstPage * 2);
      });
    }
  });

  test("sorts by name through a shareable URL, by the name the page shows", async ({ page }) => {
    await page.goto("/shops");
    const sort = page.getByLabel("Sort by");
    // Nearest is offered only once the position is known.
    await expect(sort.locator("option")).toHaveText(["Latest", "Name (A–Z)"]);
    await sort.selectOption({ label: "Name (A–Z)" });
    await expect(page).toHaveURL(/[?&]sort=name(&|$)/);
    const english = await query<{ name: string }>("SELECT name FROM shops WHERE status = 'published' ORDER BY lower(name), id LIMIT 12");
    await expect(page.getByTestId("shop-card").getByRole("heading", { level: 2 })).toHaveText(english.map((row) => row.name));
    // The same link in Marathi orders by the Marathi names it shows.
    await page.goto("/mr/shops?sort=name");
    await expect(page.locator("#shops-sort")).toHaveValue("name");
    const marathi = await query<{ name: string }>("SELECT coalesce(nullif(name_mr, ''), name) AS name FROM shops WHERE status = 'published' ORDER BY lower(coalesce(nullif(name_mr, ''), name)), id LIMIT 12");
    await expect(page.getByTestId("shop-card").getByRole("heading", { level: 2 })).toHaveText(marathi.map((row) => row.name));
  });

  test("says 'Shops Not Found !!!' when nothing matches", async ({ page }) => {
    await page.goto("/shops");
    await page.getByRole("searchbox", { name: "Search shops" }).fill("zzzz-nothing");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/search=zzzz-nothing/);
    await expect(page.getByText("Shops Not Found !!!")).toBeVisible();
  });

  test("finds shops by Marathi text and by brand", async ({ page }) => {
    await page.goto(`/shops?search=${encodeURIComponent("किराणा")}`);
    await expect(page.getByTestId("shop-card").first()).toBeVisible();
    await page.goto("/shops?search=Amul");
    await expect(page.getByTestId("shop-card").first()).toBeVisible();
  });

  test("filters by category from the sidebar and shows a pincode error", async ({ page }) => {
    await page.goto("/shops?city=nagpur");
    await page.getByRole("complementary").getByRole("link", { name: /Jewellery/ }).click();
    await expect(page).toHaveURL(/category=jewellery/);
    await expect(page).toHaveURL(/city=nagpur/);
    const cards = page.getByTestId("shop-card");
    await expect(cards.first()).toContainText("Nagpur");
    await page.goto("/shops?pincode=12ab");
    await expect(page.getByText("pincode should be numbers.")).toBeVisible();
  });

  test.describe("near me", () => {
    test.use({ geolocation: { latitude: 20.7453, longitude: 78.6022 }, permissions: ["geolocation"] });
    test("orders by distance from the browser's position", async ({ page }) => {
      await page.goto("/shops");
      await page.getByRole("button", { name: "Near me" }).click();
      await expect(page).toHaveURL(/lat=20\.7453&lng=78\.6022/);
      await expect(page.getByText("Showing shops nearest to you", { exact: false })).toBeVisible();
      // Wardha's centre: the nearest shop is in Wardha, a distance is shown.
      const first = page.getByTestId("shop-card").first();
      await expect(first).toContainText("Wardha");
      await expect(first).toContainText(/km away/);
    });
  });
});

test.describe("shop page", () => {
  test("SPEC's /single?id= and /shops/{id} redirect to /shops/{id}/{slug}", async ({ page }) => {
    await page.goto("/single?id=1");
    await expect(page).toHaveURL(/\/shops\/1\/shree-ganesh-kirana-stores$/);
    await page.goto("/shops/1");
    await expect(page).toHaveURL(/\/shops\/1\/shree-ganesh-kirana-stores$/);
    await page.goto("/shops/1/old-name");
    await expect(page).toHaveURL(/\/shops\/1\/shree-ganesh-kirana-stores$/);
  });

  test("shows the shop's details, contacts, timing and map on demand", async ({ page }) => {
    await page.goto("/shops/1/shree-ganesh-kirana-stores");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shree Ganesh Kirana Stores");
    await expect(page).toHaveTitle(/Shree Ganesh Kirana Stores/);
    await expect(page.getByRole("link", { name: "9822000001" })).toHaveAttribute("href", "tel:+919822000001");
    await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", "https://wa.me/919822000001");
    await expect(page.getByRole("heading", { name: "Timing" })).toBeVisible();
    await expect(page.getByTestId("open-badge")).toHaveText(/Open now|Closed/);
    await expect(page.getByRole("heading", { name: "Details" })).toBeVisible();
    expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain('"LocalBusiness"');
    await expect(page.locator(".leaflet-container")).toHaveCount(0);
    await page.getByRole("button", { name: "Show map" }).click();
    await expect(page.locator(".leaflet-container")).toBeVisible();
    await expect(page.getByRole("link", { name: "Get directions" })).toHaveAttribute("href", /openstreetmap\.org\/directions/);
    await page.getByRole("button", { name: /Add .* to favourites/ }).click();
    await expect(page.getByText("Please login to add favorite !!!")).toBeVisible();
  });

  test("an unknown shop is the 404 page", async ({ page }) => {
    const response = await page.goto("/shops/999999/nothing");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! 404 - Page not found")).toBeVisible();
    expect((await page.goto("/single?id=abc"))?.status()).toBe(404);
  });
});
