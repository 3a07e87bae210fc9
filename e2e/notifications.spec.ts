import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { DEMO, logInAs, query } from "./support/auth";

/** docs/product.md#notifications: a sale on a customer's code reaches them through the bell. */
test.describe("notifications", () => {
  test("a shop records a sale; the customer's bell count rises, they report it as not theirs and the operator sees it with the sale", async ({ page, browser, baseURL }) => {
    const [buyer] = await query<{ code: string }>(`SELECT c.code FROM customers c JOIN "user" u ON u.id = c.user_id WHERE u.phone_number = $1`, [DEMO.customer.mobile]);
    await logInAs(page, "customer");
    const bell = page.getByTestId("notification-bell");
    await expect(bell).toBeVisible();
    // Unread before the sale, from the database: the bell's count arrives after the bell (loaded once signed in).
    const [unread] = await query<{ n: string }>(`SELECT count(*)::text AS n FROM notifications n JOIN "user" u ON u.id = n.user_id WHERE u.phone_number = $1 AND n.read_at IS NULL`, [DEMO.customer.mobile]);
    const before = Number(unread!.n);

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
    // "Not my purchase?": one tap to a report already tied to the sale; one more files it.
    await first.getByTestId("not-my-purchase").click();
    await expect(page).toHaveURL(/\/report-fraud\?sale=\d+$/);
    const saleId = new URL(page.url()).searchParams.get("sale")!;
    await expect(page.getByTestId("reported-sale")).toContainText("₹250.00");
    await page.getByRole("button", { name: "Report this purchase" }).click();
    await expect(page.getByTestId("sale-reported")).toBeVisible();
    await expect.poll(async () => Number((await page.getByTestId("notification-count").textContent({ timeout: 1_000 }).catch(() => "0")) ?? "0")).toBe(before);

    // The operator's grievance queue shows the report with the sale and its shop, clock running.
    const operator = await browser.newContext({ baseURL });
    const consolePage = await operator.newPage();
    await logInAs(consolePage, "operator");
    await consolePage.goto("/admin/grievances?kind=fraud&sort=newest");
    const row = consolePage.getByTestId("grievance-row").filter({ hasText: `sale #${saleId}` });
    await expect(row).toContainText("Not my purchase: sale no.");
    await expect(row.getByTestId("grievance-sale")).toContainText("₹250.00");
    await expect(row).toContainText("Acknowledge");
    await operator.close();
  });

  test("an operator marks a payout paid with its UTR; the customer's bell brings the notification with the UTR", async ({ page, browser, baseURL }) => {
    const [ravi] = await query<{ id: string; code: string }>(`SELECT c.id, c.code FROM customers c JOIN "user" u ON u.id = c.user_id WHERE u.phone_number = $1`, [DEMO.customer.mobile]);
    // A batch already sent to the bank with one line for the customer (how batches are made is admin-money's journey).
    const [batch] = await query<{ id: string }>(`INSERT INTO payout_batches (status, total_paise, line_count, exported_at) VALUES ('exported', 12345, 1, now()) RETURNING id`);
    const [line] = await query<{ id: string }>(
      `INSERT INTO payout_lines (batch_id, member_id, amount_paise, account_holder_name, bank_name, branch, ifsc, account_number_encrypted, account_number_last4)
       VALUES ($1, $2, 12345, 'Ravi Suresh Deshmukh', 'State Bank of India', 'Nagpur', 'SBIN0004821', 'e2e', '8901') RETURNING id`,
      [batch!.id, ravi!.id],
    );
    const reference = `DLMP${batch!.id}L${line!.id}`;

    await logInAs(page, "customer");
    // Unread before the sale, from the database: the bell's count arrives after the bell (loaded once signed in).
    const [unread] = await query<{ n: string }>(`SELECT count(*)::text AS n FROM notifications n JOIN "user" u ON u.id = n.user_id WHERE u.phone_number = $1 AND n.read_at IS NULL`, [DEMO.customer.mobile]);
    const before = Number(unread!.n);

    const operator = await browser.newContext({ baseURL });
    const consolePage = await operator.newPage();
    await logInAs(consolePage, "operator");
    await consolePage.goto(`/admin/payouts/${batch!.id}?q=${ravi!.code}`);
    await consolePage.getByRole("button", { name: `Mark ${reference} paid` }).click();
    const dialog = consolePage.getByRole("dialog", { name: `Mark ${reference} paid` });
    const utr = `SBIN${String(Date.now()).slice(-12)}`;
    await dialog.getByLabel("UTR (bank reference)").fill(utr);
    await dialog.getByRole("button", { name: "Mark paid" }).click();
    await expect(consolePage.getByText(`${reference} marked paid (UTR ${utr}).`)).toBeVisible();
    await operator.close();

    await page.reload();
    await expect(page.getByTestId("notification-count")).toHaveText(String(before + 1));
    await page.getByTestId("notification-bell").click();
    await expect(page).toHaveURL(/\/notifications$/);
    const first = page.getByTestId("notification").first();
    await expect(first).toContainText("Payout paid");
    await expect(first).toContainText("₹123.45");
    await expect(first).toContainText(`UTR ${utr}`);
    await expect(first).toContainText("ending 8901");
  });
});
