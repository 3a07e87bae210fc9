import http from "node:http";
import { expect, test } from "@playwright/test";
import { query } from "./support/auth";
import { localized, text } from "./support/i18n";

test.describe("shops listing", () => {
  test("scrolls to the end: 'Yay! You have seen it all'", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/shops");
    await expect(page.getByText(/^\d+ shops$/)).toBeVisible();
    const total = Number((await page.getByText(/^\d+ shops$/).innerText()).split(" ")[0]);
    const end = page.getByText("Yay! You have seen it all");
    const cards = page.getByTestId("shop-card");
    // Each scroll to the bottom must bring more cards or the end.
    for (let i = 0; i < 20 && !(await end.isVisible()); i += 1) {
      const shown = await cards.count();
      await page.mouse.wheel(0, 20_000);
      await expect.poll(async () => (await end.isVisible()) || (await cards.count()) > shown, { timeout: 10_000 }).toBe(true);
    }
    await expect(end).toBeVisible();
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
    await expect(sort.locator("option")).toHaveText(["Latest", "Name (A–Z)", "Top rated"]);
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

  test("Top rated: many good reviews before a few perfect ones, through a shareable URL", async ({ page }) => {
    await page.goto("/shops");
    await page.getByLabel("Sort by").selectOption({ label: "Top rated" });
    await expect(page).toHaveURL(/[?&]sort=rating(&|$)/);
    const ranked = await query<{ name: string }>("SELECT name FROM shops WHERE status = 'published' ORDER BY rating_rank DESC, id DESC LIMIT 12");
    await expect(page.getByTestId("shop-card").getByRole("heading", { level: 2 })).toHaveText(ranked.map((row) => row.name));
    await expect(page.getByTestId("shop-card").first().getByTestId("shop-card-rating")).toBeVisible();
    // "4★ and up" keeps the order and leaves only shops whose card shows 4.0 or more.
    await page.getByLabel("4★ and up").check();
    await expect(page).toHaveURL(/[?&]min_rating=4(&|$)/);
    await expect(page).toHaveURL(/[?&]sort=rating(&|$)/);
    const fourUp = await query<{ name: string }>(
      "SELECT name FROM shops WHERE status = 'published' AND review_count > 0 AND round(review_rating_sum::numeric / review_count, 1) >= 4 ORDER BY rating_rank DESC, id DESC LIMIT 12",
    );
    await expect(page.getByTestId("shop-card").getByRole("heading", { level: 2 })).toHaveText(fourUp.map((row) => row.name));
    const averages = await page.getByTestId("shop-card-rating").allInnerTexts();
    expect(averages.length).toBeGreaterThan(0);
    await expect(page.getByTestId("shop-card")).toHaveCount(averages.length);
    for (const text of averages) expect(Number(text.match(/\d\.\d/)![0])).toBeGreaterThanOrEqual(4);
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

  test("the city box shows and matches towns in the page's language; the address keeps the slug", async ({ page }) => {
    const [nagpur] = await query<{ name_mr: string; name_hi: string }>("SELECT name_mr, name_hi FROM cities WHERE slug = 'nagpur'");
    for (const [locale, town] of [
      ["mr", nagpur!.name_mr],
      ["hi", nagpur!.name_hi],
    ] as const) {
      await page.goto(localized(locale, "/shops"));
      const box = page.getByRole("combobox", { name: text(locale, "Shops.city"), exact: true });
      // Latin letters find the town under its name in the page's language, the English name beside it.
      const options = page.getByRole("listbox", { name: text(locale, "Shops.city"), exact: true }).getByRole("option");
      await box.fill("Nagp");
      await expect(options.filter({ hasText: new RegExp(`^${town} Nagpur$`) })).toBeVisible();
      // So do the page's own letters; the keyboard picks the first match.
      await box.fill(town.slice(0, 4));
      await expect(options.first()).toHaveAccessibleName(`${town} Nagpur`);
      await box.press("ArrowDown");
      await box.press("ArrowUp");
      await box.press("Enter");
      await expect(box).toHaveValue(town);
      await page.getByRole("button", { name: text(locale, "Shops.apply") }).click();
      await expect(page).toHaveURL(/[?&]city=nagpur(&|$)/);
      // The listing for the town shows its name in the box, as the server knew it.
      await expect(page.getByRole("combobox", { name: text(locale, "Shops.city"), exact: true })).toHaveValue(town);
    }
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
  test("the product's /single?id= and /shops/{id} redirect to /shops/{id}/{slug}", async ({ page }) => {
    await page.goto("/single?id=1");
    await expect(page).toHaveURL(/\/shops\/1\/shree-ganesh-kirana-stores$/);
    await page.goto("/shops/1");
    await expect(page).toHaveURL(/\/shops\/1\/shree-ganesh-kirana-stores$/);
    await page.goto("/shops/1/old-name");
    await expect(page).toHaveURL(/\/shops\/1\/shree-ganesh-kirana-stores$/);
  });

  test("a shared link with an old slug answers one Location, in every language, and the browser lands on the page", async ({ page, baseURL }) => {
    test.slow(); // 18 raw requests and six page loads
    // Next.js replayed a cached redirect's headers on top of its own (vercel/next.js#82117): two
    // identical Location headers, which Chromium joined into one URL and followed to a 404.
    const origin = new URL(baseURL!);
    const locations = (path: string, headers: Record<string, string>) =>
      new Promise<{ status: number; values: string[] }>((resolve, reject) => {
        http
          .get({ host: origin.hostname, port: origin.port, path, headers: { accept: "text/html", ...headers } }, (response) => {
            response.resume();
            const raw = response.rawHeaders;
            resolve({ status: response.statusCode!, values: raw.filter((_, i) => i % 2 === 1 && raw[i - 1]!.toLowerCase() === "location") });
          })
          .on("error", reject);
      });
    for (const prefix of ["", "/mr", "/hi"]) {
      for (const path of [`${prefix}/shops/1/old-name`, `${prefix}/news/2/zzz`]) {
        // The second and third answers come from Next.js's own cache, where the header was doubled;
        // a Range header sends the request past the page cache to Next.js directly.
        for (const headers of [{}, {}, { range: "bytes=0-" }] as Record<string, string>[]) {
          const answer = await locations(path, headers);
          expect(answer.status, path).toBe(308);
          expect(answer.values, path).toHaveLength(1);
          expect(answer.values[0], path).toMatch(new RegExp(`^${prefix}/(shops/1|news/2)/[a-z0-9-]+$`));
        }
      }
      await page.goto(`${prefix}/news/2/zzz`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/news/2/(?!zzz)[a-z0-9-]+$`));
      await expect(page.getByText("Oops! 404")).toHaveCount(0);
      await page.goto(`${prefix}/shops/1/old-name`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/shops/1/shree-ganesh-kirana-stores$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });

  test("shows the shop's details, contacts, timing and map on demand", async ({ page }) => {
    await page.goto("/shops/1/shree-ganesh-kirana-stores");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shree Ganesh Kirana Stores");
    await expect(page).toHaveTitle(/Shree Ganesh Kirana Stores/);
    await expect(page.getByRole("link", { name: "9822000001" })).toHaveAttribute("href", "tel:+919822000001");
    await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", "https://wa.me/919822000001");
    await expect(page.getByRole("heading", { name: "Timing" })).toBeVisible();
    await expect(page.getByTestId("open-status")).toHaveText(/Open now|Closed/);
    await expect(page.getByRole("link", { name: "Call", exact: true })).toHaveAttribute("href", "tel:+919822000001");
    await expect(page.getByTestId("hours-today")).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Details" })).toBeVisible();
    expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain('"LocalBusiness"');
    await expect(page.locator(".leaflet-container")).toHaveCount(0);
    await page.getByRole("button", { name: "Show map" }).click();
    await expect(page.locator(".leaflet-container")).toBeVisible();
    // The phone's maps app takes Google Maps' directions URL (docs/decisions/134-discovery-search.md).
    for (const link of await page.getByRole("link", { name: "Get directions" }).all()) await expect(link).toHaveAttribute("href", /google\.com\/maps\/dir\/\?api=1&destination=/);
    await page.getByRole("button", { name: /Add .* to favourites/ }).click();
    await expect(page.getByText("Please login to add favorite !!!")).toBeVisible();
  });

  test("a toast never covers the heart and Share buttons that raised it, at 1366×768 and on a 360 px phone", async ({ browser }) => {
    type Box = { x: number; y: number; width: number; height: number };
    const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (const options of [{ viewport: { width: 1366, height: 768 } }, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }]) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await page.goto("/shops/1/shree-ganesh-kirana-stores");
      const heart = page.getByRole("button", { name: /Add .* to favourites/ });
      const share = page.getByRole("button", { name: "Share" });
      await heart.click();
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Please login to add favorite !!!" });
      await expect(toast).toBeVisible();
      // The press was in the lower half of the screen: the toast opened at the top.
      await expect(page.locator('[data-sonner-toaster][data-y-position="top"]').filter({ has: toast })).toHaveCount(1);
      const shown = (await toast.boundingBox())!;
      for (const button of [heart, share]) expect(overlap(shown, (await button.boundingBox())!), `${options.viewport.width} px`).toBe(false);
      await context.close();
    }
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
