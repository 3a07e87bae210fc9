import { readFile } from "node:fs/promises";
import { expect, test, type Browser } from "@playwright/test";
import { DEMO, logInAs, query } from "./support/auth";

/** Lifts a block left behind by a failed run, so later journeys can still use the demo customer. */
async function restoreDemoCustomer() {
  await query(`UPDATE customers SET status = 'active' WHERE user_id = (SELECT id FROM "user" WHERE phone_number = $1) AND status = 'blocked'`, [DEMO.customer.mobile]);
  await query(`UPDATE "user" SET banned = false, ban_reason = NULL WHERE phone_number = $1`, [DEMO.customer.mobile]);
}

async function customerLoginAnswer(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Mobile No.").fill(DEMO.customer.mobile);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.customer.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  const blocked = page.getByText("your account is blocked. please contact service provider.");
  const answer = await Promise.race([
    blocked.waitFor().then(() => "blocked"),
    page.waitForURL(/\/dashboard$/).then(() => "dashboard"),
  ]);
  await context.close();
  return answer;
}

test.describe("operator console: customers", () => {
  test.afterAll(restoreDemoCustomer);

  test("finds the demo customer by mobile, sees masked KYC and the tree position, blocks them (they cannot log in) and unblocks them", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const [me] = await query<{ id: string; code: string; left: string; right: string }>(
      `SELECT c.id::text, c.code,
              (SELECT count(*) FROM tree_nodes x WHERE x.path >= t.path || '0' AND x.path < t.path || '1')::text AS left,
              (SELECT count(*) FROM tree_nodes x WHERE x.path >= t.path || '1' AND x.path < t.path || '2')::text AS right
       FROM customers c JOIN "user" u ON u.id = c.user_id JOIN tree_nodes t ON t.customer_id = c.id WHERE u.phone_number = $1`,
      [DEMO.customer.mobile],
    );
    await logInAs(page, "operator");
    await page.goto("/admin/customers");
    const search = page.getByLabel("Name, mobile or code");
    await search.fill("ab");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("Type at least 3 letters of a name, a 10-digit mobile number or a customer code.")).toBeVisible();

    await search.fill(DEMO.customer.mobile);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${DEMO.customer.mobile}`));
    await page.getByRole("link", { name: "Ravi Suresh Deshmukh" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/customers/${me!.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Ravi Suresh Deshmukh" })).toBeVisible();

    const kyc = page.getByTestId("customer-kyc");
    await expect(kyc).toContainText("XXXXXX8901");
    await expect(kyc).toContainText("XXXXX4821K");
    await expect(kyc).toContainText("SBIN0004821");
    await expect(page.locator("main")).not.toContainText("32145678901");
    const tree = page.getByTestId("customer-tree");
    await expect(tree).toContainText(`Left leg${Number(me!.left).toLocaleString("en-IN")} members`);
    await expect(tree).toContainText(`Right leg${Number(me!.right).toLocaleString("en-IN")} members`);
    await expect(tree).toContainText("SideLeft");
    await page.getByRole("link", { name: "Commissions", exact: true }).click();
    await expect(page.getByRole("columnheader", { name: "Payable" })).toBeVisible();

    // Block: the reason is required.
    await page.getByRole("button", { name: "Block customer" }).click();
    const dialog = page.getByRole("dialog", { name: "Block Ravi Suresh Deshmukh?" });
    await dialog.getByRole("button", { name: "Block", exact: true }).click();
    await expect(dialog.getByText("Please give a reason (at least 3 characters).")).toBeVisible();
    await dialog.getByLabel("Reason (kept in the audit log)").fill("E2E: purchases reported as fake");
    await dialog.getByRole("button", { name: "Block", exact: true }).click();
    await expect(page.getByText("Ravi Suresh Deshmukh is blocked and signed out.")).toBeVisible();
    await expect(page.getByRole("note")).toContainText("E2E: purchases reported as fake");
    expect(await customerLoginAnswer(browser)).toBe("blocked");

    await page.getByRole("button", { name: "Unblock customer" }).click();
    const unblock = page.getByRole("dialog", { name: "Unblock Ravi Suresh Deshmukh?" });
    await unblock.getByLabel("Reason (kept in the audit log)").fill("E2E: complaint withdrawn");
    await unblock.getByRole("button", { name: "Unblock", exact: true }).click();
    await expect(page.getByText("Ravi Suresh Deshmukh is unblocked.")).toBeVisible();
    expect(await customerLoginAnswer(browser)).toBe("dashboard");
    await page.getByRole("link", { name: "History", exact: true }).click();
    await expect(page.getByText("Unblocked: E2E: complaint withdrawn")).toBeVisible();
    await expect(page.getByText("Blocked: E2E: purchases reported as fake")).toBeVisible();
    const audit = await query<{ action: string }>("SELECT action FROM audit_log WHERE entity_type = 'customer' AND entity_id = $1 ORDER BY id DESC LIMIT 2", [me!.id]);
    expect(audit.map((a) => a.action)).toEqual(["customer.unblock", "customer.block"]);
  });

  test("exports the filtered customers as CSV; customers cannot reach the console or its API", async ({ page, browser }) => {
    await logInAs(page, "operator");
    await page.goto(`/admin/customers?q=${DEMO.customer.mobile}`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const file = await (await download).path();
    const csv = await readFile(file, "utf8");
    expect(csv.startsWith("\uFEFFCustomer code,First name")).toBe(true);
    expect(csv.trim().split("\r\n")).toHaveLength(2);
    expect(csv).toContain(`Ravi,Suresh,Deshmukh,${DEMO.customer.mobile}`);

    const context = await browser.newContext();
    const customer = await context.newPage();
    await logInAs(customer, "customer");
    await customer.goto("/admin/customers");
    await expect(customer).toHaveURL(/\/admin\/login$/);
    const api = await customer.request.get("/api/v1/admin/customers/export");
    expect(api.status()).toBe(403);
    await context.close();
  });
});
