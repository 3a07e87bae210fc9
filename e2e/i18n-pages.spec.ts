import { expect, test } from "@playwright/test";
import { announcePublicChange, query } from "./support/auth";
import { expectLang, LOCALES, localized, text, type Locale } from "./support/i18n";

type ShopRow = { id: string; slug: string; name: string; name_mr: string | null };
type NewsRow = { id: string; slug: string; title: string; title_mr: string | null; title_hi: string | null; body_mr_html: string | null; body_hi_html: string | null };

async function firstShopWithMarathiName(): Promise<ShopRow> {
  return (await query<ShopRow>("SELECT id::text, slug, name, name_mr FROM shops WHERE status = 'published' AND name_mr IS NOT NULL ORDER BY id LIMIT 1"))[0]!;
}
async function firstArticleWithMarathiTitle(): Promise<NewsRow> {
  return (await query<NewsRow>("SELECT id::text, slug, title, title_mr, title_hi, body_mr_html, body_hi_html FROM news WHERE status = 'published' AND title_mr IS NOT NULL ORDER BY published_at DESC LIMIT 1"))[0]!;
}

/** Each public page and its main heading in a language. */
const PAGES: { name: string; path: string; heading: (locale: Locale) => string | RegExp }[] = [
  { name: "home", path: "/", heading: (l) => text(l, "Home.bannerTitle") },
  { name: "shops", path: "/shops", heading: (l) => text(l, "Shops.heading") },
  { name: "news", path: "/news", heading: (l) => text(l, "News.heading") },
  { name: "about", path: "/about", heading: (l) => text(l, "About.title") },
  { name: "faq", path: "/faq", heading: (l) => text(l, "Faq.title") },
  { name: "how it works", path: "/how-its-works", heading: (l) => text(l, "HowItWorks.title") },
  { name: "terms", path: "/terms-of-services", heading: (l) => text(l, "Terms.title") },
  { name: "privacy", path: "/privacy-policy", heading: (l) => text(l, "Privacy.title") },
  { name: "contact", path: "/contact-us", heading: (l) => text(l, "Contact.title") },
  { name: "login", path: "/login", heading: (l) => text(l, "Login.title") },
  { name: "register", path: "/register", heading: (l) => text(l, "Register.title") },
  { name: "franchisee login", path: "/franchisee-login", heading: (l) => text(l, "FranchiseeLogin.title") },
  { name: "forgot password", path: "/forgot-password", heading: (l) => text(l, "Forgot.title") },
];

/** The hreflang alternates (en, mr, hi, x-default) and the page's own canonical URL. */
async function expectAlternates(page: import("@playwright/test").Page, locale: Locale, pathname: string) {
  const origin = new URL(page.url()).origin;
  // The English home page is the bare origin ("http://host", without the slash).
  const url = (path: string) => (path === "/" ? origin : `${origin}${path}`);
  for (const language of LOCALES) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${language}"]`)).toHaveAttribute("href", url(localized(language, pathname)));
  }
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", url(pathname));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url(localized(locale, pathname)));
}

for (const locale of LOCALES) {
  test.describe(`pages in ${locale}`, () => {
    // What a search engine reads: the server's HTML, without running the page's JavaScript (a
    // hydration per page was most of this file's time; the client side is covered by the journeys).
    test.use({ javaScriptEnabled: false });

    for (const { name, path, heading } of PAGES) {
      test(`${name}: lang, translated heading, hreflang alternates`, async ({ page }) => {
        const response = await page.goto(localized(locale, path));
        expect(response?.status()).toBe(200);
        await expectLang(page, locale);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading(locale));
        await expectAlternates(page, locale, path);
      });
    }

    test("a shop page: its name in the page's language where given, else English (never Marathi on Hindi pages)", async ({ page }) => {
      const shop = await firstShopWithMarathiName();
      const path = `/shops/${shop.id}/${shop.slug}`;
      await page.goto(localized(locale, path));
      await expectLang(page, locale);
      const h1 = page.getByRole("heading", { level: 1 });
      const expectedName = locale === "mr" ? shop.name_mr! : shop.name;
      await expect(h1).toHaveText(expectedName);
      if (locale === "en") await expect(page.locator('p[lang="mr"]', { hasText: shop.name_mr! })).toBeVisible();
      if (locale === "mr") await expect(page.locator('p[lang="en"]', { hasText: shop.name })).toBeVisible();
      if (locale === "hi") {
        await expect(h1).toHaveAttribute("lang", "en");
        await expect(page.locator("main")).not.toContainText(shop.name_mr!);
      }
      await expect(page.getByText(text(locale, "Shop.owner"), { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${expectedName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
      await expectAlternates(page, locale, path);
    });

    test("a shop listing for a town names the town in the page's script", async ({ page }) => {
      await page.goto(localized(locale, "/shops?city=wardha"));
      const town = { en: "Wardha", mr: "वर्धा", hi: "वर्धा" }[locale];
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(locale, "Shops.metaTitleCity").replace("{city}", town));
      await expect(page.getByTestId("shop-card").first()).toContainText(town);
      if (locale !== "en") await expect(page.getByRole("heading", { level: 1 })).not.toContainText("Wardha");
    });

    test("a news article: a title only over a body in the same language", async ({ page }) => {
      // The title expected is read from the row: the page's language where both its title and its
      // text were written (demo articles have all three), else the English title.
      const article = await firstArticleWithMarathiTitle();
      const path = `/news/${article.id}/${article.slug}`;
      await page.goto(localized(locale, path));
      await expectLang(page, locale);
      const translated = { en: null, mr: article.body_mr_html ? article.title_mr : null, hi: article.body_hi_html ? article.title_hi : null }[locale];
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(translated ?? article.title);
      await expect(page.getByRole("heading", { name: text(locale, "News.leaveComment") })).toBeVisible();
      await expectAlternates(page, locale, path);
    });
  });
}

test("shop cards: the Marathi name on /mr, the English one on / and /hi", async ({ page }) => {
  const shop = await firstShopWithMarathiName();
  await page.goto(`/mr/shops?search=${encodeURIComponent(shop.name)}`);
  await expect(page.getByTestId("shop-card").first()).toContainText(shop.name_mr!);
  await page.goto(`/hi/shops?search=${encodeURIComponent(shop.name)}`);
  await expect(page.getByTestId("shop-card").first()).toContainText(shop.name);
  await expect(page.getByTestId("shop-card").first()).not.toContainText(shop.name_mr!);
  await page.goto(`/shops?search=${encodeURIComponent(shop.name)}`);
  await expect(page.getByTestId("shop-card").first()).toContainText(shop.name);
});

test("a Hindi article shows its Hindi title and text on /hi, the English ones elsewhere", async ({ page }) => {
  const suffix = Date.now().toString(36);
  const [row] = await query<{ id: string; slug: string }>(
    `INSERT INTO news (category_id, slug, title, title_mr, title_hi, body_html, body_hi_html, status, published_at)
     VALUES ((SELECT id FROM news_categories ORDER BY id LIMIT 1), $1, $2, 'केवळ मराठी शीर्षक', 'हिंदी शीर्षक ${suffix}', '<p>English body.</p>', '<p>हिंदी में पूरा लेख।</p>', 'published', now())
     RETURNING id::text, slug`,
    [`hindi-article-${suffix}`, `English title ${suffix}`],
  );
  await page.goto(`/hi/news/${row!.id}/${row!.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`हिंदी शीर्षक ${suffix}`);
  await expect(page.locator("main")).toContainText("हिंदी में पूरा लेख।");
  await expect(page.locator("main")).not.toContainText("English body.");
  // An earlier journey may have left /hi/news in the page cache: the insert above is announced as an edit would be.
  await announcePublicChange({ news: { id: Number(row!.id), slug: row!.slug } });
  await expect(async () => {
    await page.goto("/hi/news");
    await expect(page.getByTestId("news-card").filter({ hasText: `हिंदी शीर्षक ${suffix}` })).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // The Marathi title has no Marathi body: Marathi pages keep the English title and text.
  await page.goto(`/mr/news/${row!.id}/${row!.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`English title ${suffix}`);
  await expect(page.locator("main")).toContainText("English body.");
});

test("the Marathi search finds a shop by its Marathi name, the English one by its English name", async ({ page }) => {
  const shop = await firstShopWithMarathiName();
  await page.goto(`/mr/shops?search=${encodeURIComponent(shop.name_mr!)}`);
  await expect(page.getByTestId("shop-card").first()).toContainText(shop.name_mr!);
  await page.goto(`/shops?search=${encodeURIComponent(shop.name_mr!)}`);
  await expect(page.getByTestId("shop-card").first()).toContainText(shop.name);
});
