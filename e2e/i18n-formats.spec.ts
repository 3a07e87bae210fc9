import { expect, test } from "@playwright/test";
import { logInAs, query } from "./support/auth";
import { DEVANAGARI_DIGIT, LOCALES, localized, text } from "./support/i18n";

/** ₹ amounts on a page: two decimals, Latin digits, Indian grouping (the last three digits, then pairs). */
const RUPEES = /₹[0-9,]+\.[0-9]{2}/g;
const INDIAN_GROUPING = /^₹(\d{1,2},)*\d{1,3}\.\d{2}$|^₹\d{1,3}\.\d{2}$/;

/** The same amount formatted the way the app must in every language. */
const inr = (paise: number) => new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, numberingSystem: "latn" }).format(paise / 100);

test("money on the franchisee dashboard: ₹ with lakh grouping and Latin digits in every language", async ({ page }) => {
  await logInAs(page, "franchisee");
  const [wallet] = await query<{ balance: string }>(
    `SELECT la.balance_paise::text AS balance FROM ledger_accounts la JOIN shops s ON s.id = la.shop_id JOIN franchisees f ON f.id = s.franchisee_id JOIN "user" u ON u.id = f.user_id
     WHERE u.phone_number = '9822000001' AND la.kind = 'franchisee_wallet'`,
  );
  const expected = inr(Number(wallet?.balance ?? 0));
  const seen: string[][] = [];
  for (const locale of LOCALES) {
    await page.goto(localized(locale, "/franchisee-dashboard"));
    const card = page.locator("div", { hasText: text(locale, "Franchisee.walletBalance") }).last();
    await expect(page.getByText(expected).first()).toBeVisible();
    const body = await page.locator("main").innerText();
    const amounts = body.match(RUPEES) ?? [];
    expect(amounts.length, `${locale}: amounts shown`).toBeGreaterThan(0);
    for (const amount of amounts) expect(amount, locale).toMatch(INDIAN_GROUPING);
    expect(body.match(/₹\S*/g)?.join(" ") ?? "", `${locale}: no Devanagari digits in money`).not.toMatch(DEVANAGARI_DIGIT);
    expect(await card.count()).toBeGreaterThan(0);
    seen.push(amounts);
  }
  // The very same figures whatever the language.
  expect(seen[1]).toEqual(seen[0]);
  expect(seen[2]).toEqual(seen[0]);
});

test("a lakh-sized amount is grouped 1,23,456.00 on a Marathi page", async ({ page }) => {
  // The add-sale review shows the typed amount formatted: type a lakh-sized one (in Devanagari
  // digits, as a Marathi keyboard types them) and read it back.
  await logInAs(page, "franchisee");
  await page.goto("/mr/franchisee-addsales");
  await expect(page.locator("html")).toHaveAttribute("lang", "mr");
  await page.getByLabel(text("mr", "Franchisee.customerCode")).fill("DLMP000002");
  await page.getByLabel(text("mr", "Franchisee.amount")).fill("१२३४५६");
  await page.getByLabel(text("mr", "Franchisee.items")).fill("साड्या");
  await page.getByRole("button", { name: text("mr", "Franchisee.review") }).click();
  await expect(page.getByText("₹1,23,456.00").first()).toBeVisible();
});

test("dates and phone numbers on Marathi pages use Latin digits", async ({ page }) => {
  await page.goto("/mr/news");
  const dates = await page.locator("time").allInnerTexts();
  expect(dates.length).toBeGreaterThan(0);
  for (const date of dates) {
    expect(date).toMatch(/\d{4}/);
    expect(date).not.toMatch(DEVANAGARI_DIGIT);
  }
  await page.goto("/mr/shops/1/shree-ganesh-kirana-stores");
  const phone = page.locator('a[href^="tel:"]').first();
  await expect(phone).toHaveText(/^[0-9 +-]+$/);
  const details = await page.locator("main").innerText();
  expect(details.match(/\b\d{6}\b/), "pincode in Latin digits").not.toBeNull();
  expect(details).not.toMatch(DEVANAGARI_DIGIT);
});

test("the Devanagari font is self-hosted and downloaded by Marathi and Hindi pages only", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  const fontPreloads = () => page.locator('head link[rel="preload"][as="font"]').count();
  await page.goto("/about");
  await page.waitForLoadState("load");
  await page.evaluate(() => document.fonts.ready);
  expect(fonts, "English page").toEqual([]);
  expect(await fontPreloads(), "no font preload on an English page").toBe(0);

  await page.goto("/mr/about");
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => fonts.length).toBeGreaterThan(0);
  // Both weights preloaded, so the text does not move when the font arrives.
  expect(await fontPreloads()).toBe(2);
  // From this site (no font CDN), woff2.
  for (const url of fonts) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/fonts\/.+\.woff2$/);
  const family = await page.locator("h1").evaluate((el) => getComputedStyle(el).fontFamily);
  expect(family).toMatch(/devanagari/i);
});

test("toasts on Marathi pages are drawn with the Devanagari font, not sonner's own font stack", async ({ page }) => {
  await page.goto("/mr");
  await page.getByRole("button", { name: text("mr", "HomeSearch.search"), exact: true }).click();
  const message = page.getByText(text("mr", "HomeSearch.emptyInput"));
  await expect(message).toBeVisible();
  expect(await message.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/devanagari/i);
});
