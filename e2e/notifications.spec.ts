import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { DEMO, logInAs, query } from "./support/auth";

/** docs/product.md#notifications: a sale on a customer's code reaches them through the bell. */
test.describe("notifications", () => {
  test("a shop records a sale; the customer's bell count rises, the notification opens its page and is read", async ({ page, browser, baseURL }) => {
    const [buyer] = await query<{ code: string }>(`SELECT c.code FROM customers c JOIN "user" u ON u.id = c.user_id WHERE u.phone_number = $1`, [DEMO.customer.mobile]);
    await logInAs(page, "customer");
    const bell = page.getByTestId("notification-bell");
    await expect(bell).toBeVisible();
    const before = Number((await page.getByTestId("notification-count").textContent({ timeout: 1_000 }).catch(() => "0")) ?? "0");

    // The shop owner records a purchase on the customer's code (the back office's API).
    const shop = await browser.newContext({ baseURL });
    const login = await shop.request.post("/api/v1/franchisee/login", { data: DEMO.franchisee });
    expect(login.status()).toBe(200);
    const sale = await shop.request.post("/api/v1/franchisee/addSales", { data: { sales: { cust_id: buyer!.code, amount: "250.00", items: "Notification journey", idempotency_key: `e2e-${randomUUID()}` } } });
    expect(sale.status()).toBe(200);
    await shop.close();

    await page.reload();
    await expect(page.getByTestId("notification-count")).toHaveText(String(before + 1));
    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    const first = page.getByTestId("notification").first();
    await expect(first).toHaveAttribute("data-read", "false");
    await expect(first).toContainText("Purchase recorded on your code");
    await expect(first).toContainText("₹250.00");
    await first.getByRole("link").click();
    await expect(page).toHaveURL(/\/purchase$/);
    await expect.poll(async () => Number((await page.getByTestId("notification-count").textContent({ timeout: 1_000 }).catch(() => "0")) ?? "0")).toBe(before);
  });
});
