import { expect, test } from "@playwright/test";
import { DEMO, logInAs, newMobile, query } from "./support/auth";

/**
 * Issue 8's whole month, as the people involved do it: the operator signs up a new shop and funds
 * its wallet; the shop owner records two sales (the demo customer's own purchase and one by a member
 * directly below him); the operator runs, reconciles and closes the month and pays it by a bank
 * batch; the customer sees the commission paid, with the sale behind it.
 */
test("an operator opens a shop, its owner sells, the operator runs, closes and pays the month, the customer sees it paid", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const mobile = newMobile();
  const shopName = `Journey Kirana ${mobile}`;
  const tag = `journey-${mobile}`;
  const [ravi] = await query<{ id: string; code: string; path: string }>(
    `SELECT c.id, c.code, t.path FROM customers c JOIN "user" u ON u.id = c.user_id JOIN tree_nodes t ON t.customer_id = c.id WHERE u.phone_number = $1`,
    [DEMO.customer.mobile],
  );
  const [child] = await query<{ code: string }>(`SELECT c.code FROM tree_nodes t JOIN customers c ON c.id = t.customer_id WHERE t.path = $1`, [`${ravi!.path}0`]);

  await test.step("the operator creates the franchisee and shop and tops up its wallet", async () => {
    await logInAs(page, "operator");
    await page.goto("/admin/shops/new");
    await page.getByLabel("Mobile number").fill(mobile);
    await page.getByLabel("Owner's name").fill("Journey Owner");
    await page.getByLabel("Password for the owner").fill("Shop@12345");
    await page.getByLabel("Shop name").fill(shopName);
    await page.getByLabel("Category").selectOption({ label: "Grocery & Kirana" });
    await page.getByRole("combobox", { name: "City" }).fill("Nagp");
    await page.getByRole("option", { name: /^Nagpur/ }).first().click();
    await page.getByLabel("Pincode").fill("440001");
    await page.getByLabel("Address").fill("Sitabuldi, Nagpur");
    await page.getByRole("button", { name: "Create franchisee and shop" }).click();
    await expect(page).toHaveURL(/\/admin\/shops\/\d+$/);
    const topUp = page.getByRole("form", { name: "Top up the wallet" });
    await topUp.getByLabel("Amount (₹)").fill("5,000");
    await topUp.getByLabel("Method").selectOption({ label: "NEFT" });
    await topUp.getByLabel("Reference").fill(`NEFT-${mobile}`);
    await topUp.getByRole("button", { name: "Record top-up" }).click();
    await page.getByRole("dialog", { name: /^Credit ₹5,000\.00 to .+\?$/ }).getByRole("button", { name: "Yes, record the top-up" }).click();
    await expect(page.getByTestId("wallet-balance")).toHaveText("₹5,000.00");
  });

  await test.step("the owner records the customer's own purchase and one by his downline member", async () => {
    const context = await browser.newContext();
    const owner = await context.newPage();
    await logInAs(owner, "franchisee", { mobile, password: "Shop@12345" });
    for (const [code, amount] of [[ravi!.code, "1,000"], [child!.code, "40,000"]] as const) {
      await owner.goto("/franchisee-addsales");
      await owner.getByLabel("Customer code").fill(code);
      await owner.getByRole("button", { name: "Verify" }).click();
      await expect(owner.getByText(/^Customer: /)).toBeVisible();
      await owner.getByLabel("Amount (₹)").fill(amount);
      await owner.getByLabel("Items").fill(`${tag} groceries`);
      await owner.getByRole("button", { name: "Continue" }).click();
      await owner.getByRole("button", { name: "Confirm and record sale" }).click();
      await expect(owner.getByText("Sale recorded successfully.")).toBeVisible();
    }
    await context.close();
  });

  // A month cannot be closed before it ends, and a test cannot wait for the calendar: the two sales are
  // moved into the first month still open (as if recorded then), the rest of the journey is as it happens.
  const [{ month }] = (await query<{ month: string }>(`
    SELECT min(counted_month)::text AS month FROM sales
    WHERE counted_month > coalesce((SELECT max(month) FROM commission_months WHERE status = 'closed'), '0001-01-01')`)) as [{ month: string }];
  await query(`UPDATE sales SET counted_month = $1, created_at = ($1::date + 14 + time '12:00') AT TIME ZONE 'Asia/Kolkata' WHERE items LIKE $2`, [month, `${tag}%`]);
  const key = month.slice(0, 7);
  const label = new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${key}-01T00:00:00Z`));

  await test.step("the operator runs, reconciles and closes the month", async () => {
    await page.goto("/admin/commissions");
    await page.getByLabel("Month", { exact: true }).fill(key);
    await page.getByRole("button", { name: /^Run month/ }).click();
    await expect(page.getByRole("heading", { name: new RegExp(`^${label} run #\\d+ saved`) })).toBeVisible({ timeout: 90_000 });
    await page.getByRole("button", { name: `Reconcile ${label}` }).click();
    await expect(page.getByRole("heading", { name: new RegExp(`^${label} is balanced`) })).toBeVisible({ timeout: 90_000 });
    await page.getByRole("button", { name: `Close ${label}`, exact: true }).click();
    await page.getByRole("dialog", { name: `Close ${label}?` }).getByRole("button", { name: `Close ${label} for good` }).click();
    await expect(page.getByText(new RegExp(`${label} is closed`))).toBeVisible({ timeout: 90_000 });
  });

  await test.step("the operator pays the month by a bank batch", async () => {
    await page.goto("/admin/payouts");
    await page.getByRole("button", { name: "Create payout batch" }).click();
    await page.getByRole("dialog", { name: "Create a payout batch?" }).getByRole("button", { name: "Create batch" }).click();
    await expect(page).toHaveURL(/\/admin\/payouts\/\d+$/);
    const batchId = Number(/\/(\d+)$/.exec(page.url())![1]);
    const [line] = await query<{ id: string }>(`SELECT id FROM payout_lines WHERE batch_id = $1 AND member_id = $2`, [batchId, ravi!.id]);
    const reference = `DLMP${batchId}L${line!.id}`;
    await page.goto(`/admin/payouts/${batchId}?q=${ravi!.code}`);
    await page.getByRole("button", { name: `Mark ${reference} paid` }).click();
    const dialog = page.getByRole("dialog", { name: `Mark ${reference} paid` });
    const utr = `HDFC${String(Date.now()).slice(-12)}`;
    await dialog.getByLabel("UTR (bank reference)").fill(utr);
    await dialog.getByRole("button", { name: "Mark paid" }).click();
    await expect(page.getByText(`${reference} marked paid (UTR ${utr}).`)).toBeVisible();
  });

  await test.step("the customer sees the month paid and the sale behind his commission", async () => {
    const context = await browser.newContext();
    const customer = await context.newPage();
    await logInAs(customer, "customer");
    await customer.goto("/commisions");
    const longName = new Intl.DateTimeFormat("en", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${key}-15T00:00:00Z`));
    const row = customer.getByRole("row").filter({ has: customer.getByRole("link", { name: `Open statement: ${longName}` }) });
    await expect(row.getByText("Paid", { exact: true })).toBeVisible();
    await row.getByRole("link", { name: `Open statement: ${longName}` }).click();
    // Level 1 takes 18% of the shop's 5% fee: ₹40,000 × 5% = ₹2,000 → ₹360.00.
    await expect(customer.getByRole("row").filter({ hasText: "₹2,000.00" }).filter({ hasText: "₹360.00" }).first()).toBeVisible();
    await context.close();
  });
});
