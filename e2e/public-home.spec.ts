import { expect, test } from "@playwright/test";

test.describe("public home", () => {
  test("shows every section from real data", async ({ page }) => {
    await page.goto("/");
    const categories = page.getByRole("region", { name: "Popular Shops Categories" });
    await expect(categories.getByRole("link", { name: /Grocery & Kirana/ })).toContainText(/\d+ ads/);
    // Only popular categories: Footwear is not one.
    await expect(categories.getByRole("link", { name: /Footwear/ })).toHaveCount(0);

    const tabs = page.getByRole("tablist", { name: "Shop ads" });
    await expect(tabs.getByRole("tab", { name: "Latest Ads" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByTestId("shop-card")).toHaveCount(8);
    // The hidden tabs' cards are not in the page until their tab is opened (no markup, no hydration).
    await expect(page.getByTestId("shop-card")).toHaveCount(8);
    await tabs.getByRole("tab", { name: "Featured Ads" }).click();
    await expect(page.getByRole("tabpanel").getByText("Featured").first()).toBeVisible();
    await tabs.getByRole("tab", { name: "Latest Ads" }).click();
    await expect(page.getByRole("tabpanel").getByTestId("shop-card")).toHaveCount(8);
    await tabs.getByRole("tab", { name: "Featured Ads" }).click();
    await tabs.getByRole("tab", { name: "Best Deal Ads" }).click();
    await expect(page.getByRole("tabpanel").getByText("Best Deal").first()).toBeVisible();

    const locations = page.getByRole("region", { name: "Popular Locations" });
    for (const town of ["Nagpur", "Wardha", "Katol", "Saoner", "Kalmeshwar"]) await expect(locations.getByRole("link", { name: new RegExp(town) })).toBeVisible();

    const counters = page.getByRole("region", { name: "Our numbers" });
    await expect(counters).toContainText(/Published Shops\s*\d+\+/);
    await expect(counters).toContainText(/Registered Customers/);
    await expect(counters).toContainText(/Verified Customers/);

    const news = page.getByRole("region", { name: "Our latest news" });
    await expect(news.getByTestId("news-card")).toHaveCount(3);
    await expect(page.getByRole("heading", { name: "Why Choose Us?" })).toBeVisible();
  });

  test("a shop card has image, city and pincode, a cut address and Explore Now", async ({ page }) => {
    await page.goto("/");
    // The demo shops' pictures are stored like uploads and served from /media/ (through the image optimiser).
    const picture = /(?:\/|%2F)media(?:\/|%2F)shops(?:\/|%2F)\d+(?:\/|%2F)[a-f0-9]{32}\.webp/;
    // Journeys that run before this one open shops without pictures, and the Latest tab shows them
    // first with the default picture: every card carries an image, and the demo shops' cards their own.
    const images = page.getByRole("tabpanel").getByTestId("shop-card").locator("img");
    await expect(images.first()).toBeVisible();
    const sources = await images.evaluateAll((all) => all.map((img) => img.getAttribute("src") ?? ""));
    expect(sources.every((src) => picture.test(src) || src.includes("default-shop.svg")), sources.join(" ")).toBe(true);
    expect(sources.some((src) => picture.test(src)), sources.join(" ")).toBe(true);
    const card = page.getByRole("tabpanel").getByTestId("shop-card").first();
    await expect(card).toContainText(/– \d{6}/);
    const address = await card.locator("p").nth(2).innerText();
    expect(address.length).toBeLessThanOrEqual(46);
    await card.getByRole("link", { name: /Explore Now/ }).click();
    await expect(page).toHaveURL(/\/shops\/\d+\/[a-z0-9-]+$/);
  });

  test("search with nothing chosen shows the toast; a city search opens the listing", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("Please select atleast one input.")).toBeVisible();

    await page.getByRole("combobox", { name: "City" }).fill("Ward");
    await page.getByRole("option", { name: /^Wardha/ }).click();
    await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Grocery & Kirana" });
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/shops\?.*category=grocery/);
    await expect(page).toHaveURL(/city=wardha/);
    await expect(page.getByTestId("shop-card").first()).toContainText("Wardha");
  });

  test("a bad pincode is refused under the field", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("textbox", { name: "Pincode" }).fill("4400");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("pincode should be exact 6 numbers.")).toBeVisible();
  });

  test("All Ads opens the listing with the chosen category", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("button", { name: "All Ads" }).click();
    await page.getByRole("list", { name: "Shop categories" }).first().getByRole("link", { name: "Medical & Pharmacy" }).click();
    await expect(page).toHaveURL(/\/shops\?category=medical/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Medical & Pharmacy");
  });

  test("visitors cannot report or favourite: they see the product's toasts", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Site information" }).getByRole("link", { name: "Report" }).click();
    await expect(page.getByText("Please login to report against fraud.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole("tabpanel").getByRole("button", { name: /Add .* to favourites/ }).first().click();
    await expect(page.getByText("Please login to add favorite !!!")).toBeVisible();
  });

  test("the footer has contacts, franchisee login, this year and go-to-top", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "Franchisee Login" })).toHaveAttribute("href", "/franchisee-login");
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expect(footer.getByRole("link", { name: "support@dlmp.in" })).toBeVisible();
    await footer.getByRole("button", { name: "Go to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 360, height: 800 } });
    test("the hamburger opens the menu", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("navigation", { name: "Site menu" });
      await expect(menu.getByRole("link", { name: "News" })).toBeVisible();
      await expect(menu.getByRole("link", { name: "Login" })).toBeVisible();
      await menu.getByRole("link", { name: "News" }).click();
      await expect(page).toHaveURL(/\/news$/);
    });
  });
});
