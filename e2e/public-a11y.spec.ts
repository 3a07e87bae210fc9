import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support/hydration";

const PAGES = [
  "/",
  "/shops",
  "/shops?city=nagpur&category=grocery",
  "/shops?search=zzzz",
  "/shops/in/wardha/grocery",
  "/mr/shops/in/wardha",
  "/shops/1/shree-ganesh-kirana-stores",
  "/news",
  "/news-read?id=3",
  "/comments?news_id=3",
  "/how-its-works",
  "/about",
  "/faq",
  "/terms-of-services",
  "/privacy-policy",
  "/contact-us",
  "/no-such-page",
  "/mr",
  "/hi/shops",
];

/** Serious and critical violations (and skipped heading levels) on the page as it is now. */
async function violations(page: Page): Promise<string[]> {
  // Lighthouse's accessibility score also counts headings that skip a level (axe's best-practice
  // rule "heading-order", moderate): /news lost a point to it.
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical" || v.id === "heading-order");
  return bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

test.describe("accessibility (axe)", () => {
  for (const path of PAGES) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      // Hydration settles client parts (badges, menus) before the scan. A wait for network idle
      // never came on the 404 page: something there keeps the network busy.
      await waitForHydration(page);
      expect(await violations(page)).toEqual([]);
    });
  }

  // The parts that exist only after a visitor acts: the header search's suggestion list (a
  // combobox's listbox with groups) and the listing's map (Leaflet's controls and markers).
  test("the header search with its suggestions open (Hindi page)", async ({ page }) => {
    await page.goto("/hi/shops");
    await waitForHydration(page);
    const box = page.getByRole("combobox").filter({ visible: true }).first();
    await box.fill("kirana");
    await expect(page.getByRole("listbox").filter({ visible: true }).getByRole("option").first()).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    expect(await violations(page)).toEqual([]);
  });

  test("the listing with its map open", async ({ page }) => {
    await page.goto("/shops?city=nagpur");
    await waitForHydration(page);
    await page.getByTestId("show-map").click();
    const map = page.getByTestId("shops-map");
    // Markers or clusters drawn: the map has asked for its shops and rendered them.
    await expect(map.locator(".leaflet-marker-icon").first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
