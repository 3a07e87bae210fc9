import { expect, test, type Page } from "@playwright/test";
import { announcePublicChange, query } from "./support/auth";

/**
 * Finding a shop (docs/product.md#search, docs/decisions/134-discovery-search.md): the one search box
 * across scripts and typos, the listing's Open now filter and its cards' status at a fixed page
 * clock, Call and WhatsApp links, and the map's clusters with "Search this area". Shops are added
 * here with made-up words no demo shop has.
 */

const WARDHA = { lat: 20.7453, lng: 78.6022 };
const DAY_MS = 86_400_000;
const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
/** A weekday (IST) that is neither today nor yesterday on the server: a shop open only then is closed now. */
const otherDayIndex = new Date(Date.now() + 330 * 60_000 + 2 * DAY_MS).getUTCDay();
const otherDay = WEEKDAYS[otherDayIndex]!;
/** The page's clock: 11:00 in India on the day before that weekday (2026-11-22 is a Sunday). */
const pageClock = new Date(Date.parse("2026-11-22T11:00:00+05:30") + ((otherDayIndex + 6) % 7) * DAY_MS);

const SHOPS = [
  // A Devanagari-only name, open round the clock, with a number.
  { key: "kirana", name: "कोतिरुमे किराणा भांडार", hours: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => ({ day, open: "00:00", close: "24:00" })), mobile: "9876543210", at: [0, 0] },
  // A Latin-only name, open on one other day only.
  { key: "medical", name: "Pulosinu Medical", hours: [{ day: otherDay, open: "10:00", close: "13:00" }], mobile: "9123456780", at: [0.004, 0.003] },
  { key: "third", name: "Pulosinu Kirana Two", hours: [], mobile: null, at: [-0.003, 0.004] },
  { key: "fourth", name: "Pulosinu Kirana Three", hours: [], mobile: null, at: [0.002, -0.004] },
] as const;
const ids: Record<string, number> = {};

test.beforeAll(async () => {
  const [{ id: categoryId } = { id: 0 }] = await query<{ id: number }>("SELECT id FROM categories WHERE slug = 'grocery'");
  const [{ id: cityId } = { id: 0 }] = await query<{ id: number }>("SELECT id FROM cities WHERE slug = 'wardha'");
  for (const [index, shop] of SHOPS.entries()) {
    const existing = await query<{ id: number }>("SELECT id FROM shops WHERE name = $1", [shop.name]);
    if (existing[0]) {
      ids[shop.key] = Number(existing[0].id);
      continue;
    }
    const userId = `e2e-discovery-${index}-${Date.now()}`;
    const [row] = await query<{ id: number }>(
      `WITH u AS (INSERT INTO "user" (id, name, email, role) VALUES ($1, 'Discovery Owner', $1 || '@example.test', 'franchisee') RETURNING id),
            f AS (INSERT INTO franchisees (user_id, owner_name) SELECT id, 'Discovery Owner' FROM u RETURNING id)
       INSERT INTO shops (franchisee_id, slug, name, name_mr, category_id, city_id, pincode, mobile, opening_hours, latitude, longitude, status, published_at)
       SELECT f.id, 'discovery-' || $2, $3, $4, $5, $6, '442001', $7, $8::jsonb, $9, $10, 'published', now() FROM f RETURNING id`,
      [userId, index, shop.name, /[\u0900-\u097F]/.test(shop.name) ? shop.name : null, categoryId, cityId, shop.mobile, JSON.stringify(shop.hours), WARDHA.lat + shop.at[0], WARDHA.lng + shop.at[1]],
    );
    ids[shop.key] = Number(row!.id);
  }
  await announcePublicChange({ shop: { id: ids.kirana!, slug: "discovery-0" } });
});

async function suggest(page: Page, text: string) {
  const box = page.getByRole("combobox").filter({ visible: true }).first();
  await box.fill(text);
  return page.getByRole("listbox").filter({ visible: true });
}

for (const [label, viewport] of [["desktop", { width: 1366, height: 900 }], ["phone", { width: 360, height: 740 }]] as const) {
  test.describe(`${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test("the search box finds a Devanagari name from Latin letters, the reverse, and despite a typo", async ({ page }) => {
      await page.goto("/shops");
      let list = await suggest(page, "kotirume kirana");
      await expect(list.getByRole("option", { name: /कोतिरुमे किराणा भांडार/ })).toBeVisible();
      list = await suggest(page, "पुलोसिनु मेडिकल");
      await expect(list.getByRole("option", { name: /Pulosinu Medical/ })).toBeVisible();
      // One letter wrong ("kotirime"), and the keyboard opens the suggestion.
      list = await suggest(page, "kotirime");
      await expect(list.getByRole("option", { name: /कोतिरुमे/ })).toBeVisible();
      const box = page.getByRole("combobox").filter({ visible: true }).first();
      await box.press("ArrowDown");
      await expect(box).toHaveAttribute("aria-activedescendant", /.+/);
      await box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/shops/${ids.kirana}/`));
    });

    test("Open now keeps the shop open now; the cards say when they close or open, with Call and WhatsApp", async ({ page }) => {
      // The cards' status follows the browser's clock: fixed, the day before the medical shop's one open day.
      await page.clock.setFixedTime(pageClock);
      await page.goto("/shops?search=pulosinu");
      await expect(page.getByTestId("shop-card")).toHaveCount(3);
      const medical = page.getByTestId("shop-card").filter({ hasText: "Pulosinu Medical" });
      await expect(medical.getByTestId("open-status")).toHaveText(/^Closed · Opens tomorrow at 10:00\s?am$/i);
      await expect(medical.locator('[data-shop-event="call"]')).toHaveAttribute("href", "tel:+919123456780");
      await expect(medical.locator('[data-shop-event="whatsapp"]')).toHaveAttribute("href", "https://wa.me/919123456780");
      await expect(medical.locator(`[data-shop-id="${ids.medical}"]`)).toHaveCount(3);

      await page.goto("/shops?search=kotirume");
      const kirana = page.getByTestId("shop-card").first();
      await expect(kirana.getByTestId("open-status")).toHaveText("Open now · Open 24 hours");
      await expect(kirana.locator('[data-shop-event="call"]')).toHaveAttribute("href", "tel:+919876543210");

      // The filter is the server's: the round-the-clock shop stays, the one open on another day goes.
      await page.goto("/shops?category=grocery&city=wardha&open_now=1");
      await expect(page.getByTestId("shop-card").filter({ hasText: "कोतिरुमे" })).toHaveCount(1);
      await expect(page.getByTestId("shop-card").filter({ hasText: "Pulosinu Medical" })).toHaveCount(0);
      await expect(page.getByTestId("filter-chip")).toHaveCount(3);
      await page.getByTestId("filter-chip").filter({ hasText: "Open now" }).click();
      await expect(page).not.toHaveURL(/open_now/);
      await expect(page.getByTestId("shop-card").filter({ hasText: "Pulosinu Medical" })).toHaveCount(1);
    });

    test("the map clusters the shops and Search this area narrows the list", async ({ page }) => {
      await page.goto("/shops?search=pulosinu");
      await expect(page.getByTestId("shop-card")).toHaveCount(3);
      await page.getByTestId("show-map").click();
      const map = page.getByTestId("shops-map");
      await expect(map).toBeVisible();
      await expect(page).toHaveURL(/view=map/);
      // Three shops a few hundred metres apart: one cluster of three at the framed zoom or after zooming out.
      await expect(async () => {
        if ((await map.getByTestId("map-cluster").count()) === 0) await map.locator(".leaflet-control-zoom-out").click();
        await expect(map.getByTestId("map-cluster").first()).toHaveText("3", { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      // Drag the map well away from them, then search there: the list is narrowed to that area.
      const area = (await map.boundingBox())!;
      await page.mouse.move(area.x + area.width * 0.9, area.y + area.height * 0.9);
      await page.mouse.down();
      await page.mouse.move(area.x + area.width * 0.1, area.y + area.height * 0.1, { steps: 10 });
      await page.mouse.up();
      await page.getByRole("button", { name: "Search this area" }).click();
      await expect(page).toHaveURL(/bbox=/);
      await expect(page.getByTestId("filter-chip").filter({ hasText: "In the map's area" })).toBeVisible();
      await page.getByRole("button", { name: "List", exact: true }).click();
      await expect(page.getByText("Shops Not Found !!!")).toBeVisible();
      await expect(page.getByTestId("shop-card")).toHaveCount(0);
    });
  });
}
