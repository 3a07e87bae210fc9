import { expect, test } from "@playwright/test";
import { createCustomerAccount, DEMO, logInAs, query } from "./support/auth";
import { demoSalesCount, expectFirstPageOf } from "./support/demo-counts";

const PAGES = ["/dashboard", "/profile", "/kyc", "/purchase", "/commisions", "/downline", "/favorites", "/report-fraud"];

async function demoCustomerId(): Promise<number> {
  const rows = await query<{ id: string }>("SELECT c.id::text FROM customers c JOIN \"user\" u ON u.id = c.user_id WHERE u.phone_number = $1", [DEMO.customer.mobile]);
  return Number(rows[0]!.id);
}

test.describe("customer portal", () => {
  test("every customer page sends a visitor to /login", async ({ page }) => {
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
  });

  test("dashboard: code, share link, stats from the database, downline link, latest tables", async ({ page }) => {
    await logInAs(page, "customer");
    const id = await demoCustomerId();
    const [figures] = await query<{ code: string; purchase: string; downline: string }>(
      `SELECT c.code,
              (SELECT coalesce(sum(amount_paise), 0) FROM sales WHERE customer_id = c.id AND status = 'recorded')::text AS purchase,
              (SELECT count(*) FROM tree_nodes x, tree_nodes me WHERE me.customer_id = c.id AND x.path > me.path AND x.path < me.path || '2')::text AS downline
       FROM customers c WHERE c.id = $1`,
      [id],
    );
    await expect(page.getByRole("heading", { name: /Welcome, Ravi/ })).toBeVisible();
    await expect(page.getByTestId("customer-code")).toHaveText(figures!.code);
    await expect(page.getByRole("textbox", { name: "Referral link" })).toHaveValue(new RegExp(`/register\\?ref=${figures!.code}$`));
    await expect(page.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=.*register%3Fref%3DDLMP/);
    const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 }).format(Number(figures!.purchase) / 100);
    for (const label of ["Shop Visited", "Total Purchase", "Total Commission", "Downline Members"]) await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByText(rupees, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(figures!.downline, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Latest Purchase" })).toBeVisible();
    await expect(page.locator("section", { has: page.getByRole("heading", { name: "Latest Purchase" }) }).locator("tbody tr")).toHaveCount(5);
    // This month against last month: every figure drawn, none "undefined" (the API once sent members as a number).
    for (const key of ["purchase", "visits", "commission", "members"]) {
      await expect(page.getByTestId(`trend-${key}`)).toContainText(/last month/);
      await expect(page.getByTestId(`trend-${key}`)).not.toContainText(/undefined|NaN/);
    }
    await expect(page.getByTestId("trend-members")).toContainText(/^New members\s*\d+/);
    await page.getByRole("link", { name: "View downline" }).click();
    await expect(page).toHaveURL(/\/downline$/);
  });

  test("a new customer sees 1/5, the completion warning and the empty tables", async ({ page }) => {
    const account = await createCustomerAccount(page);
    await page.goto("/login");
    await page.getByLabel("Mobile No.").fill(account.mobile);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("profile-completion")).toHaveText("1/5 completed");
    await expect(page.getByText("Please complete your profile and KYC bank details so that your commissions can be paid.").first()).toBeVisible();
    await expect(page.getByText("Purchase not found !!!")).toBeVisible();
    await expect(page.getByText("Commission not found !!!")).toBeVisible();
    await expect(page.getByTestId("month-goal")).toHaveAttribute("data-met", "false");
  });

  test("purchases: five a page, Previous disabled on the first page and Next on the last, a filter goes back to page one", async ({ page }) => {
    await logInAs(page, "customer");
    const id = await demoCustomerId();
    const total = Number((await query<{ n: string }>("SELECT count(*)::text AS n FROM sales WHERE customer_id = $1", [id]))[0]!.n);
    expect(total).toBeGreaterThan(5);
    const pages = Math.ceil(total / 5);
    await page.goto("/purchase");
    await expect(page.locator("tbody tr")).toHaveCount(5);
    await expect(page.getByText("Previous", { exact: true })).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/purchase\?page=2$/);
    await expect(page.getByRole("link", { name: "Previous" })).toBeVisible();
    await page.goto(`/purchase?page=${pages}`);
    await expect(page.locator("tbody tr")).toHaveCount(total - (pages - 1) * 5);
    await expect(page.getByText("Next", { exact: true })).toHaveAttribute("aria-disabled", "true");
    // Items are cut at 15 characters.
    for (const cell of await page.locator("tbody tr td:nth-child(3)").allInnerTexts()) expect(cell.replace("…", "").length).toBeLessThanOrEqual(15);
    await page.getByRole("link", { name: "This month" }).click();
    await expect(page).toHaveURL(/\/purchase\?filter=month$/);
    await expectFirstPageOf(page, await demoSalesCount("customer", "month"), "Purchase not found !!!");
  });

  test("commissions: a month a row, /commissions redirects, a month opens its statement lines", async ({ page }) => {
    const id = await demoCustomerId();
    // Lines are derived from the month's sales: a purchase two levels below, counted in January
    // 2020, and the member's statement saying they qualified. Triggers off for the fixture: another
    // journey may have closed a later month, which would move a sale for 2020 to the next open month.
    const [below] = await query<{ id: string }>(
      "SELECT x.customer_id::text AS id FROM tree_nodes x, tree_nodes me WHERE me.customer_id = $1 AND x.path > me.path AND x.path < me.path || '2' AND x.depth = me.depth + 2 ORDER BY x.path LIMIT 1",
      [id],
    );
    expect(below, "the demo customer has someone two levels below").toBeTruthy();
    await query(`BEGIN; SET LOCAL session_replication_role = replica;
      DELETE FROM sales WHERE idempotency_key = 'e2e-commission-2020-01';
      INSERT INTO sales (shop_id, customer_id, amount_paise, items, interest_rate_bp, interest_paise, counted_month, idempotency_key, created_at)
        SELECT id, ${Number(below!.id)}, 7200000, 'E2E purchase', 500, 360000, '2020-01-01', 'e2e-commission-2020-01', '2020-01-15T10:00:00+05:30' FROM shops ORDER BY id LIMIT 1;
      SELECT shop_sale_totals_rebuild();
      COMMIT;`);
    await query("DELETE FROM commission_statements WHERE member_id = $1 AND month = '2020-01-01'", [id]);
    await query("INSERT INTO commission_statements (member_id, month, qualified, commission_paise, commission_line_count, line_total_paise, gross_paise, tds_paise, net_paise, payable_paise, status) VALUES ($1, '2020-01-01', true, 54000, 1, 54000, 54000, 1080, 52920, 52920, 'paid')", [id]);
    await logInAs(page, "customer");
    await page.goto("/commissions");
    await expect(page).toHaveURL(/\/commisions$/);
    const row = page.locator("tbody tr", { hasText: "January 2020" });
    await expect(row).toContainText("₹540.00");
    await expect(row).toContainText("₹10.80");
    await expect(row).toContainText("₹529.20");
    await expect(row).toContainText("Paid");
    await row.getByRole("link").click();
    await expect(page).toHaveURL(/\/commisions\?month=2020-01$/);
    await expect(page.getByRole("heading", { name: "Statement for January 2020" })).toBeVisible();
    const line = page.locator("tbody tr").first();
    await expect(line).toContainText("Level 2");
    await expect(line).toContainText("₹3,600.00");
    await expect(line).toContainText("15%");
    // Another member's month, or nonsense, is simply the list again.
    await page.goto("/commisions?month=1999-01");
    await expect(page.getByRole("heading", { name: "Commissions" })).toBeVisible();
    await expect(page.locator("tbody tr", { hasText: "January 2020" })).toBeVisible();
    // The page expects that answer (404): no error toast. Nor for a month that is no month at all (400).
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await page.goto(`/commisions?month=${"9".repeat(40)}`);
    await expect(page.locator("tbody tr", { hasText: "January 2020" })).toBeVisible();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await page.goto("/purchase?filter=<script>&page=-3");
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  });
});

test("the customer API answers from the session whatever ids a request carries", async ({ page }) => {
  await page.goto("/");
  const call = (path: string, body: object) =>
    page.evaluate(
      async ([p, b]) => {
        const response = await fetch(p as string, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(b) });
        return { code: response.status, body: await response.json() };
      },
      [path, body] as const,
    );
  // A visitor gets the failure envelope.
  const visitor = await call("/api/v1/customers/dashboard", {});
  expect(visitor.code).toBe(401);
  expect(visitor.body).toMatchObject({ status: "failure", data: null });

  await logInAs(page, "customer");
  const me = await demoCustomerId();
  const [other] = await query<{ id: string }>("SELECT c.id::text FROM customers c WHERE c.id <> $1 AND c.status = 'active' AND NOT EXISTS (SELECT 1 FROM tree_nodes t, tree_nodes mine WHERE mine.customer_id = $1 AND t.customer_id = c.id AND t.path > mine.path AND t.path < mine.path || '2') LIMIT 1", [me]);
  const otherId = Number(other!.id);

  const profile = await call("/api/v1/customers/profile", { id: otherId, customer_id: otherId });
  expect(profile.body.data.mobile).toBe(DEMO.customer.mobile);
  const favourite = await call("/api/v1/customers/favorites", { customer_id: otherId, franchisee_id: 1 });
  expect(favourite.code).toBe(403);
  const favourites = await call("/api/v1/shops/favorites", { customer: otherId });
  expect(favourites.code).toBe(403);
  const report = await call("/api/v1/others/reports", { customer_id: otherId, subject: "x", reports: "y" });
  expect(report.code).toBe(403);
  const downline = await call("/api/v1/customers/downline", { from: otherId });
  expect(downline.code).toBe(404);
  expect((await call("/api/v1/customers/purchase/1", { customer: otherId, filter: "all" })).code).toBe(403);
  expect((await call("/api/v1/customers/commision", { customer: otherId })).code).toBe(403);
  const dashboard = await call("/api/v1/customers/dashboard", { customer_id: otherId });
  expect(dashboard.body.data.customer.code).toMatch(/^DLMP\d{6}$/);
  // docs/product.md#entities-and-fields: the estimate's rate fields are "percentage-direction-colour" strings.
  for (const field of ["set_purchase", "visit_rate", "set_commision", "set_members"]) {
    expect(dashboard.body.data.estimate[field]).toMatch(/^\d+-(up|down|flat)-(success|danger|muted)$/);
  }
  // the product's names carry the product's values; the page's structured trends are beside them.
  for (const field of ["purchase", "vistor", "commision", "members", "goal_percent"]) expect(typeof dashboard.body.data.estimate[field]).toBe("number");
  expect(dashboard.body.data.estimate.trends.members).toMatchObject({ current: dashboard.body.data.estimate.members, direction: expect.stringMatching(/^(up|down|flat)$/) });
  const purchases = await call("/api/v1/customers/purchase/1", { customer: me, filter: "all" });
  const own = Number((await query<{ n: string }>("SELECT count(*)::text AS n FROM sales WHERE customer_id = $1", [me]))[0]!.n);
  expect(purchases.body.data.count).toBe(own);
});
