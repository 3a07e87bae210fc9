import { expect, test } from "@playwright/test";
import { logInAs } from "./support/auth";

/** docs/product.md#urls-and-redirects, #roles-and-permissions: every redirect rule, decided on the server (no script runs before the redirect). */
test.describe("redirect rules", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor without the flow tokens is sent back to the start of each flow", async ({ page }) => {
    const rules: [string, RegExp][] = [
      ["/verifications", /\/register$/],
      ["/forgot-check", /\/forgot-password$/],
      ["/verify-otp", /\/forgot-password$/],
      ["/reset-password", /\/forgot-password$/],
    ];
    for (const [from, to] of rules) {
      await page.goto(from);
      await expect(page, from).toHaveURL(to);
    }
    for (const open of ["/register", "/login", "/forgot-password", "/franchisee-login"]) {
      await page.goto(open);
      await expect(page, open).toHaveURL(new RegExp(`${open}$`));
    }
  });
});

test.describe("redirect rules when signed in", () => {
  test("a customer is sent from every account screen to /dashboard", async ({ page }) => {
    await logInAs(page, "customer");
    for (const from of ["/register", "/login", "/verifications", "/forgot-password", "/forgot-check", "/verify-otp", "/reset-password"]) {
      await page.goto(from);
      await expect(page, from).toHaveURL(/\/dashboard$/);
    }
    await page.goto("/mr/login");
    await expect(page).toHaveURL(/\/mr\/dashboard$/);
  });

  test("a franchisee is sent from /franchisee-login to /franchisee-dashboard", async ({ page }) => {
    await logInAs(page, "franchisee");
    await page.goto("/franchisee-login");
    await expect(page).toHaveURL(/\/franchisee-dashboard$/);
  });
});
