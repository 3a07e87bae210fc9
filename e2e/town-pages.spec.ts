import { expect, test, type Page } from "@playwright/test";

/**
 * Pages search engines can rank (docs/decisions/137-town-pages.md): a town's page and a category's page
 * in it, in two languages, with their title, heading, breadcrumbs (visible and as a schema.org
 * BreadcrumbList), a link to a neighbouring town, the filtered listing naming them canonical, and
 * the sitemap listing them but not a town without shops; a shop page's breadcrumbs and "More …"
 * link and the cards' town lead to them. Demo data: Wardha has grocery shops, Aheri has no shop at all.
 */

type Crumbs = { itemListElement: { position: number; name: string; item: string }[] };

async function breadcrumbList(page: Page): Promise<Crumbs> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const list = blocks.map((text) => JSON.parse(text) as { "@type"?: string }).find((data) => data["@type"] === "BreadcrumbList");
  expect(list, "a BreadcrumbList").toBeTruthy();
  return list as unknown as Crumbs;
}

const path = (url: string) => new URL(url).pathname;

for (const [label, viewport] of [["desktop", { width: 1366, height: 900 }], ["phone", { width: 360, height: 740 }]] as const) {
  test.describe(`${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test("a town page and a category page in English and Marathi, breadcrumbs, and a neighbouring town", async ({ page }) => {
      // Five page loads, each a fresh render of a listing: more than the default minute on a busy machine.
      test.setTimeout(120_000);
      await page.goto("/shops/in/wardha");
      await expect(page).toHaveTitle(/^Shops in Wardha/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shops in Wardha");
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link")).toHaveText(["Home", "Shops"]);
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText("Wardha");
      expect((await breadcrumbList(page)).itemListElement.map((item) => [item.position, item.name, path(item.item)])).toEqual([
        [1, "Home", "/"],
        [2, "Shops", "/shops"],
        [3, "Wardha", "/shops/in/wardha"],
      ]);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/shops\/in\/wardha$/);
      await expect(page.locator("main article").first()).toBeVisible();

      // The town's categories lead to its category pages.
      await page.getByRole("complementary", { name: "Categories" }).getByRole("link", { name: /Grocery & Kirana/ }).click();
      // waitForURL waits for the navigation however long a fresh render takes (within the test's time).
      await page.waitForURL(/\/shops\/in\/wardha\/grocery$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grocery & Kirana shops in Wardha");
      await expect(page).toHaveTitle(/^Grocery & Kirana shops in Wardha/);

      // Marathi: the town and category in Marathi, a fourth crumb, Marathi addresses in the JSON-LD.
      await page.goto("/mr/shops/in/wardha/grocery");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("वर्धा मधील किराणा व धान्य दुकाने");
      await expect(page).toHaveTitle(/^वर्धा मधील किराणा व धान्य दुकाने/);
      const mrCrumbs = page.getByRole("navigation", { name: "तुम्ही येथे आहात" });
      await expect(mrCrumbs.getByRole("link")).toHaveText(["मुख्यपृष्ठ", "दुकाने", "वर्धा"]);
      await expect(mrCrumbs.locator('[aria-current="page"]')).toHaveText("किराणा व धान्य");
      expect((await breadcrumbList(page)).itemListElement.map((item) => [item.name, path(item.item)])).toEqual([
        ["मुख्यपृष्ठ", "/mr"],
        ["दुकाने", "/mr/shops"],
        ["वर्धा", "/mr/shops/in/wardha"],
        ["किराणा व धान्य", "/mr/shops/in/wardha/grocery"],
      ]);

      // The nearest town with grocery shops, and its own grocery page.
      const nearby = page.getByRole("navigation", { name: "जवळच्या गावांतील किराणा व धान्य" });
      const first = nearby.getByRole("link").first();
      const townName = (await first.locator("span").first().textContent())!;
      await first.click();
      await page.waitForURL(/\/mr\/shops\/in\/(?!wardha\/)[a-z-]+\/grocery$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${townName} मधील किराणा व धान्य दुकाने`);
      // Breadcrumbs, the category strip and the town links never widen the page (phone-width.spec.ts checks every page; this one at once).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  });
}

test("a shop page's breadcrumbs, its More link and the cards' town lead to the town pages, in the page's language", async ({ page }) => {
  test.setTimeout(90_000);
  // Demo shop 1: a Nagpur grocery shop with no Hindi name (the Hindi page shows its English name).
  await page.goto("/hi/shops/1/shree-ganesh-kirana-stores");
  const crumbs = page.getByRole("navigation", { name: "आप यहाँ हैं" });
  await expect(crumbs.getByRole("link")).toHaveText(["होम", "दुकानें", "नागपुर", "किराना और अनाज"]);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText("Shree Ganesh Kirana Stores");
  await expect(crumbs.locator('[aria-current="page"]')).toHaveAttribute("lang", "en");
  expect((await breadcrumbList(page)).itemListElement.map((item) => [item.name, path(item.item)])).toEqual([
    ["होम", "/hi"],
    ["दुकानें", "/hi/shops"],
    ["नागपुर", "/hi/shops/in/nagpur"],
    ["किराना और अनाज", "/hi/shops/in/nagpur/grocery"],
    ["Shree Ganesh Kirana Stores", "/hi/shops/1/shree-ganesh-kirana-stores"],
  ]);
  await page.getByTestId("more-in-town").click();
  await page.waitForURL(/\/hi\/shops\/in\/nagpur\/grocery$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("नागपुर में किराना और अनाज दुकानें");
  // Each card's town is its town page.
  const town = page.getByTestId("shop-card").first().getByTestId("shop-card-town");
  await expect(town).toHaveText("नागपुर");
  await expect(town).toHaveAttribute("href", "/hi/shops/in/nagpur");

  await page.goto("/shops/1/shree-ganesh-kirana-stores");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveText(["Home", "Shops", "Nagpur", "Grocery & Kirana"]);
  await expect(page.getByTestId("more-in-town")).toHaveText(/^More Grocery & Kirana shops in Nagpur/);
  await expect(page.getByTestId("more-in-town")).toHaveAttribute("href", "/shops/in/nagpur/grocery");
});

test("the filtered listing names the town page canonical; the sitemap lists town pages, not a town without shops", async ({ page, request }) => {
  await page.goto("/shops?city=wardha&category=grocery&sort=name");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/shops\/in\/wardha\/grocery$/);
  await page.goto("/hi/shops?city=wardha");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/hi\/shops\/in\/wardha$/);

  expect(await (await request.get("/sitemap.xml")).text()).toContain("/sitemaps/towns.xml");
  const towns = await (await request.get("/sitemaps/towns.xml")).text();
  expect(towns).toMatch(/<loc>[^<]*\/shops\/in\/wardha<\/loc>/);
  expect(towns).toMatch(/<loc>[^<]*\/shops\/in\/wardha\/grocery<\/loc>/);
  expect(towns).toContain('hreflang="hi" href="');
  expect(towns).not.toContain("/shops/in/aheri");
  expect((await request.get("/shops/in/aheri")).status()).toBe(404);
  expect((await request.get("/shops/in/wardha/no-such-category")).status()).toBe(404);
});
