import { expect, test, type Page } from "@playwright/test";
import { logInAs, query } from "./support/auth";

/**
 * The console on a phone (375 px wide): no page scrolls sideways. Wide tables scroll inside their
 * own card, and forms stack their fields in one column, each within the screen. A screenshot of
 * each page is attached to the report.
 */

const WIDTH = 375;

async function expectFitsThePhone(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  await test.info().attach(name, { path: test.info().outputPath(`${name}.png`), contentType: "image/png" });
  // The page itself: nothing wider than the screen (tables are allowed to scroll inside their card).
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(WIDTH);
  const outside = await page.evaluate((width) => {
    const offenders: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("main input, main select, main textarea, main button, main table")) {
      if (element.closest(".overflow-x-auto") && element.tagName !== "TABLE") continue;
      const box = (element.tagName === "TABLE" ? element.parentElement! : element).getBoundingClientRect();
      if (box.width > 0 && (box.right > width + 0.5 || box.left < -0.5)) offenders.push(`${element.tagName.toLowerCase()}#${element.id || element.getAttribute("name") || element.textContent?.trim().slice(0, 20)} (${Math.round(box.left)}–${Math.round(box.right)})`);
    }
    return offenders;
  }, WIDTH);
  expect(outside, `${name}: controls or table cards outside the screen`).toEqual([]);
}

test.describe("the console at phone width", () => {
  test.use({ viewport: { width: WIDTH, height: 800 } });

  test("grievances and plans fit a 375 px screen", async ({ page }) => {
    await logInAs(page, "operator");
    const [grievance] = await query<{ id: number }>("SELECT id::int FROM contact_messages ORDER BY id LIMIT 1");
    const [plan] = await query<{ version: number }>("SELECT version FROM commission_plans ORDER BY version LIMIT 1");

    await page.goto("/admin/grievances");
    await expect(page.getByRole("heading", { name: "Grievances" })).toBeVisible();
    await expectFitsThePhone(page, "grievances");

    if (grievance) {
      await page.goto(`/admin/grievances/contact/${grievance.id}`);
      await expectFitsThePhone(page, "grievance");
    }

    await page.goto("/admin/plans");
    await expect(page.getByRole("heading", { name: "Commission plans" })).toBeVisible();
    await expectFitsThePhone(page, "plans");

    await page.goto(`/admin/plans/${plan!.version}`);
    await expectFitsThePhone(page, "plan");

    // A draft version has the simulate and publish controls.
    const [draft] = await query<{ version: number }>("SELECT version FROM commission_plans WHERE status = 'draft' ORDER BY version DESC LIMIT 1");
    if (draft) {
      await page.goto(`/admin/plans/${draft.version}`);
      await expectFitsThePhone(page, "plan-draft");
    }
  });
});

test("the console has its own frame: no public header or footer; side navigation, the operator's name and sign-out; a menu button on phones", async ({ browser }) => {
  const publicChrome = (page: Page) => page.locator("body > header, body > footer, body header#top");
  const desktop = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await desktop.newPage();
  await page.goto("/admin/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(publicChrome(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Franchisee Login" })).toHaveCount(0);
  await logInAs(page, "operator");
  await expect(publicChrome(page)).toHaveCount(0);
  const nav = page.getByRole("navigation", { name: "Operator console" });
  await expect(nav.getByRole("link", { name: "Audit log" })).toBeVisible();
  await expect(page.getByTestId("operator-name")).toHaveText("Operations Desk");
  await expect(page.getByRole("link", { name: "Sign out" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  await desktop.close();

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const small = await phone.newPage();
  await logInAs(small, "operator");
  await expect(publicChrome(small)).toHaveCount(0);
  const links = small.getByRole("navigation", { name: "Operator console" });
  await expect(links).toBeHidden();
  await small.getByRole("button", { name: "Menu" }).click();
  await links.getByRole("link", { name: "Shops & franchisees" }).click();
  await expect(small).toHaveURL(/\/admin\/shops$/);
  await expect(links).toBeHidden();
  await phone.close();
});
