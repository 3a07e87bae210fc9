import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
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

test.describe("accessibility (axe)", () => {
  for (const path of PAGES) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      // Hydration settles client parts (badges, menus) before the scan. A wait for network idle
      // never came on the 404 page: something there keeps the network busy.
      await waitForHydration(page);
      // Lighthouse's accessibility score also counts headings that skip a level (axe's best-practice
      // rule "heading-order", moderate): /news lost a point to it.
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
      const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical" || v.id === "heading-order");
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`)).toEqual([]);
    });
  }
});
