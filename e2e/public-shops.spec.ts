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

  test("visit counter: the page's signed cookie counts a visitor once a day; a script counts at most the address's cap", async ({ page, playwright, baseURL }) => {
    // The last published shop: the other journeys open the first ones from this same address.
    const [shop] = await query<{ id: string; slug: string }>("SELECT id::text, slug FROM shops WHERE status = 'published' ORDER BY id DESC LIMIT 1");
    const visitors = async () => Number((await query<{ v: number }>("SELECT visitors AS v FROM shops WHERE id = $1", [shop!.id]))[0]!.v);
    // The beacon is a keepalive fetch: its answer is read from the database, not the response body.
    const reported = () => page.waitForResponse((r) => r.url().endsWith("/api/v1/shops/visit") && r.request().method() === "POST");
    const start = await visitors();
    let beacon = reported();
    await page.goto(`/shops/${shop!.id}/${shop!.slug}`);
    expect((await beacon).status()).toBe(200);
    await expect.poll(visitors).toBe(start + 1);
    const [cookie] = (await page.context().cookies(`${baseURL}/api/v1/shops/visit`)).filter((c) => c.name === "dlmp_vid");
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(cookie?.httpOnly).toBe(true);
    beacon = reported();
    await page.reload();
    expect((await beacon).status()).toBe(200);
    expect(await visitors()).toBe(start + 1);

    // A script: no cookie (a new client each time) or a forged one, 15 times each.
    for (const forged of [undefined, "AAAAAAAAAAAAAAAAAAAAAA.forged-signature"]) {
      for (let i = 0; i < 15; i += 1) {
        const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: forged ? { cookie: `dlmp_vid=${forged}` } : {} });
        await client.post("/api/v1/shops/visit", { data: { id: Number(shop!.id) } });
        await client.dispose();
      }
    }
    // The page's visitor and the script share this address's cap of 10 for the shop today (fewer
    // when this address already visited it today).
    const end = await visitors();
    expect(end).toBeGreaterThan(start + 1);
    expect(end).toBeLessThanOrEqual(start + 10);
  });

  test("an unknown shop is the 404 page", async ({ page }) => {
    const response = await page.goto("/shops/999999/nothing");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! 404 - Page not found")).toBeVisible();
    expect((await page.goto("/single?id=abc"))?.status()).toBe(404);
  });
});
