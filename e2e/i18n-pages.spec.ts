import { expect, test } from "@playwright/test";
import { query } from "./support/auth";
import { expectLang, LOCALES, localized, text, type Locale } from "./support/i18n";

type ShopRow = { id: string; slug: string; name: string; name_mr: string | null };
type NewsRow = { id: string; slug: string; title: string; title_mr: string | null };

async function firstShopWithMarathiName(): Promise<ShopRow> {
  return (await query<ShopRow>("SELECT id::text, slug, name, name_mr FROM shops WHERE status = 'published' AND name_mr IS NOT NULL ORDER BY id LIMIT 1"))[0]!;
}
async function firstArticleWithMarathiTitle(): Promise<NewsRow> {
  return (await query<NewsRow>("SELECT id::text, slug, title, title_mr FROM news WHERE status = 'published' AND title_mr IS NOT NULL ORDER BY published_at DESC LIMIT 1"))[0]!;
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

    test("a shop page: the Marathi name on Marathi and Hindi pages, the English one beside it", async ({ page }) => {
      const shop = await firstShopWithMarathiName();
      const path = `/shops/${shop.id}/${shop.slug}`;
      await page.goto(localized(locale, path));
      await expectLang(page, locale);
      const h1 = page.getByRole("heading", { level: 1 });
      if (locale === "en") {
        await expect(h1).toHaveText(shop.name);
        await expect(page.locator('p[lang="mr"]', { hasText: shop.name_mr! })).toBeVisible();
      } else {
        await expect(h1).toHaveText(shop.name_mr!);
        await expect(page.locator('p[lang="en"]', { hasText: shop.name })).toBeVisible();
      }
      await expect(page.getByText(text(locale, "Shop.owner"), { exact: true })).toBeVisible();
      const expectedName = locale === "en" ? shop.name : shop.name_mr!;
      await expect(page).toHaveTitle(new RegExp(`^${expectedName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
      await expectAlternates(page, locale, path);
    });

    test("a news article: the Marathi title on Marathi pages only", async ({ page }) => {
      const article = await firstArticleWithMarathiTitle();
      const path = `/news/${article.id}/${article.slug}`;
      await page.goto(localized(locale, path));
      await expectLang(page, locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(locale === "mr" ? article.title_mr! : article.title);
      await expect(page.getByRole("heading", { name: text(locale, "News.leaveComment") })).toBeVisible();
      await expectAlternates(page, locale, path);
    });
  });
}

test("shop cards and news cards use the Marathi names on /mr, the English ones on /", async ({ page }) => {
  const shop = await firstShopWithMarathiName();
  await page.goto(`/mr/shops?search=${encodeURIComponent(shop.name)}`);
  await expect(page.getByTestId("shop-card").first()).toContainText(shop.name_mr!);
  await page.goto(`/shops?search=${encodeURIComponent(shop.name)}`);
  await expect(page.getByTestId("shop-card").first()).toContainText(shop.name);
  const article = await firstArticleWithMarathiTitle();
  await page.goto("/mr/news");
  // Other journeys publish articles without a Marathi title: look for this one's card, not the first.
  await expect(page.getByTestId("news-card").filter({ hasText: article.title_mr! }).first()).toBeVisible();
  await expect(page.getByTestId("news-card").filter({ hasText: article.title })).toHaveCount(0);
});

test("the Marathi search finds a shop by its Marathi name, the English one by its English name", async ({ page }) => {
  const shop = await firstShopWithMarathiName();
  await page.goto(`/mr/shops?search=${encodeURIComponent(shop.name_mr!)}`);
  await expect(page.getByTestId("shop-card").first()).toContainText(shop.name_mr!);
  await page.goto(`/shops?search=${encodeURIComponent(shop.name_mr!)}`);
  await expect(page.getByTestId("shop-card").first()).toContainText(shop.name);
});
