import { expect, test, type Page } from "@playwright/test";
import { DEMO, logInAs, newMobile, query, typeCode } from "./support/auth";

async function demoCustomerCode(): Promise<string> {
  const [row] = await query<{ code: string }>(`SELECT c.code FROM customers c JOIN "user" u ON u.id = c.user_id WHERE u.phone_number = $1`, [DEMO.customer.mobile]);
  return row!.code;
}

/** Fills the new-franchisee form's shop part (the owner part differs per test). */
async function fillShop(page: Page, shopName: string) {
  await page.getByLabel("Shop name").fill(shopName);
  await page.getByLabel("Category").selectOption({ label: "Grocery & Kirana" });
  await page.getByRole("combobox", { name: "City" }).fill("Ward");
  await page.getByRole("option", { name: /^Wardha/ }).click();
  await page.getByLabel("Pincode").fill("442001");
  await page.getByLabel("Address").fill("Station Road, Wardha");
}

function walletBalance(page: Page) {
  return page.getByTestId("wallet-balance");
}

test.describe("operator console: shops, wallets, sales", () => {
  test("create a franchisee with a password, top up, the owner records a sale, the operator reverses it; suspend and restore", async ({ page, browser }) => {
    test.setTimeout(180_000);
    const mobile = newMobile();
    const shopName = `E2E Kirana ${mobile}`;
    await logInAs(page, "operator");
    await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Needs attention" })).toBeVisible();

    // New franchisee: a missing shop name and a short password are shown under their fields.
    await page.getByRole("navigation", { name: "Operator console" }).getByRole("link", { name: "Shops & franchisees" }).click();
    await page.getByRole("link", { name: "New franchisee" }).click();
    await expect(page).toHaveURL(/\/admin\/shops\/new$/);
    await page.getByLabel("Mobile number").fill(mobile);
    await page.getByLabel("Owner's name").fill("Ramesh Patil");
    await page.getByLabel("Password for the owner").fill("short");
    await page.getByRole("button", { name: "Create franchisee and shop" }).click();
    await expect(page.getByText("The password should be at least 8 characters.")).toBeVisible();
    await expect(page.getByText("Please enter the shop name.")).toBeVisible();
    await page.getByLabel("Password for the owner").fill("Shop@12345");
    await fillShop(page, shopName);
    await page.getByRole("button", { name: "Create franchisee and shop" }).click();
    await expect(page.getByText("Franchisee and shop created. Tell the owner their password in person.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/shops\/\d+$/);
    const shopId = Number(page.url().split("/").pop());
    await expect(page.getByRole("heading", { name: shopName })).toBeVisible();
    await expect(walletBalance(page)).toHaveText("₹0.00");

    // Top-up: a bad amount first, then ₹1,000 by UPI.
    const topUp = page.getByRole("form", { name: "Top up the wallet" });
    await topUp.getByLabel("Amount (₹)").fill("12abc");
    await topUp.getByRole("button", { name: "Record top-up" }).click();
    await expect(topUp.getByText("Please enter an amount in rupees, e.g. 5000 or 2,500.50.")).toBeVisible();
    await topUp.getByLabel("Amount (₹)").fill("1,000");
    await topUp.getByLabel("Method").selectOption({ label: "UPI" });
    await topUp.getByLabel("Reference").fill("UPI-E2E-1");
    await topUp.getByRole("button", { name: "Record top-up" }).click();
    // The amount is read back before anything posts: cancelling leaves the wallet as it was.
    const confirm = page.getByRole("dialog", { name: `Credit ₹1,000.00 to ${shopName}?` });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(walletBalance(page)).toHaveText("₹0.00");
    await topUp.getByRole("button", { name: "Record top-up" }).click();
    await confirm.getByRole("button", { name: "Yes, record the top-up" }).click();
    await expect(page.getByText("Top-up recorded. Wallet balance: ₹1,000.00.")).toBeVisible();
    await expect(walletBalance(page)).toHaveText("₹1,000.00");
    await expect(page.getByRole("cell", { name: "₹1,000.00" }).first()).toBeVisible();

    // The owner logs in with that password and records a sale for the demo customer.
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await logInAs(owner, "franchisee", { mobile, password: "Shop@12345" });
    await owner.goto("/franchisee-addsales");
    await owner.getByLabel("Customer code").fill(await demoCustomerCode());
    await owner.getByRole("button", { name: "Verify" }).click();
    await expect(owner.getByText(/^Customer: /)).toBeVisible();
    await owner.getByLabel("Amount (₹)").fill("500");
    await owner.getByLabel("Items").fill(`E2E sale ${mobile}`);
    await owner.getByRole("button", { name: "Continue" }).click();
    await owner.getByRole("button", { name: "Confirm and record sale" }).click();
    await expect(owner.getByText("Sale recorded successfully.")).toBeVisible();

    // The operator sees it in /admin/sales and reverses it with a reason; the ₹25 of interest returns.
    await page.goto(`/admin/sales?shop=${shopId}`);
    const row = page.getByRole("row").filter({ hasText: `E2E sale ${mobile}` });
    await expect(row).toContainText("₹500.00");
    await expect(row).toContainText("₹25.00");
    await row.getByRole("button", { name: "Reverse" }).click();
    const dialog = page.getByRole("dialog", { name: /^Reverse sale #\d+\?$/ });
    await expect(dialog).toContainText("Its interest of ₹25.00 returns to the shop's wallet.");
    await dialog.getByRole("button", { name: "Reverse sale" }).click();
    await expect(dialog.getByText("Please give a reason.")).toBeVisible();
    await dialog.getByLabel("Why is this sale reversed?").fill("Recorded for the wrong customer");
    await dialog.getByRole("button", { name: "Reverse sale" }).click();
    await expect(page.getByText(/reversed: ₹25\.00 back in the wallet \(balance ₹1,000\.00\)/)).toBeVisible();
    await expect(row).toContainText("Reversed");
    await expect(row).toContainText("Recorded for the wrong customer");
    await expect(row.getByRole("button", { name: "Reverse" })).toHaveCount(0);
    await page.goto(`/admin/shops/${shopId}`);
    await expect(walletBalance(page)).toHaveText("₹1,000.00");
    await expect(page.getByText("Sale reversed", { exact: true })).toBeVisible();

    // Suspend: the owner's session ends and they cannot log in again.
    await page.getByRole("button", { name: "Suspend shop" }).click();
    const suspend = page.getByRole("dialog", { name: "Suspend this shop?" });
    await suspend.getByLabel("Reason").fill("Owner asked to pause the shop");
    await suspend.getByRole("button", { name: "Suspend" }).click();
    await expect(page.getByText("Shop suspended. The owner has been signed out.")).toBeVisible();
    await expect(page.getByText("Suspended: cannot log in or record sales")).toBeVisible();
    await owner.goto("/franchisee-dashboard");
    await expect(owner).toHaveURL(/\/franchisee-login$/);
    await owner.getByLabel("Mobile No.").fill(mobile);
    await owner.getByLabel("Password", { exact: true }).fill("Shop@12345");
    await owner.getByRole("button", { name: "Login", exact: true }).click();
    await expect(owner.getByText("invalid mobile no or password.")).toBeVisible();
    await expect(owner).toHaveURL(/\/franchisee-login$/);

    // Restore: the owner logs in again.
    await page.getByRole("button", { name: "Restore shop" }).click();
    await page.getByRole("dialog", { name: "Restore this shop?" }).getByRole("button", { name: "Restore" }).click();
    await expect(page.getByText("Shop restored.")).toBeVisible();
    await logInAs(owner, "franchisee", { mobile, password: "Shop@12345" });
    await ownerContext.close();

    // Edit the shop: the operator's fields (a new rate) next to the owner's (a bad pincode is refused under its field).
    const edit = page.getByRole("form", { name: "Edit shop" });
    await edit.getByLabel("Interest rate (%)").fill("7");
    await edit.getByLabel("Pincode").fill("11000");
    await edit.getByRole("button", { name: "Save shop" }).click();
    await expect(edit.getByText("pincode should be exact 6 numbers.")).toBeVisible();
    await edit.getByLabel("Pincode").fill("442001");
    await edit.getByRole("button", { name: "Save shop" }).click();
    await expect(page.getByText("Shop saved.")).toBeVisible();
    expect((await query<{ interest_rate_bp: number }>("SELECT interest_rate_bp FROM shops WHERE id = $1", [shopId]))[0]!.interest_rate_bp).toBe(700);

    // Every step is in the audit log, with before and after.
    // The shop's own link (the console's navigation has one too, before it).
    await page.getByRole("link", { name: "Audit log" }).last().click();
    await expect(page).toHaveURL(new RegExp(`/admin/audit\\?entity_type=shop&entity_id=${shopId}$`));
    for (const action of ["franchisee.create", "wallet.top_up", "shop.suspend", "shop.restore", "shop.update"]) await expect(page.getByText(action, { exact: true })).toBeVisible();
  });

  test("a set-up code by SMS: the owner opens the link, types the code, sets a password and logs in", async ({ page, browser }) => {
    const mobile = newMobile();
    await logInAs(page, "operator");
    await page.goto("/admin/shops/new");
    await page.getByLabel("Mobile number").fill(mobile);
    await page.getByLabel("Owner's name").fill("Savita Kale");
    await page.getByLabel(/Send a set-up code by SMS/).check();
    await expect(page.getByLabel("Password for the owner")).toHaveCount(0);
    await fillShop(page, `E2E Setup ${mobile}`);
    await page.getByRole("button", { name: "Create franchisee and shop" }).click();
    await expect(page.getByText(`Franchisee and shop created. A set-up code was sent by SMS to ${mobile}.`)).toBeVisible();
    await expect(page.getByText("Active, no password set yet (set-up code sent)")).toBeVisible();

    const [sms] = await query<{ body: string }>("SELECT body FROM sms_outbox WHERE to_mobile = $1 ORDER BY id DESC LIMIT 1", [mobile]);
    const link = new URL(sms!.body.match(/https?:\/\/\S+/)![0]);
    const code = sms!.body.match(/code (\d{6})/)![1]!;
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await owner.goto(`${link.pathname}${link.search}`);
    await expect(owner).toHaveURL(/\/forgot-check$/);
    await typeCode(owner, code);
    await owner.getByRole("button", { name: "Submit" }).click();
    await expect(owner).toHaveURL(/\/reset-password$/);
    await owner.getByLabel("New Password").fill("Savita@2026");
    await owner.getByLabel("Confirm Password").fill("Savita@2026");
    await owner.getByRole("button", { name: "Reset Password" }).click();
    await expect(owner.getByText("your password has been reset successfully.")).toBeVisible();
    // A shop owner is sent to the franchisee login, not the customers' one.
    await owner.getByRole("link", { name: "Go to login now" }).click();
    await expect(owner).toHaveURL(/\/franchisee-login$/);
    await logInAs(owner, "franchisee", { mobile, password: "Savita@2026" });
    await ownerContext.close();
  });

  test("lists: search and filter shops, filter sales by date, and export both as CSV", async ({ page }) => {
    await logInAs(page, "operator");
    await page.goto("/admin/shops");
    const filters = page.getByRole("search", { name: "Filter shops" });
    await filters.getByLabel("Search").fill(DEMO.franchisee.mobile);
    await filters.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/q=9822000001/);
    await expect(page.getByRole("row")).toHaveCount(2); // the header and the demo shop
    await page.getByRole("link", { name: "Clear" }).click();
    await filters.getByLabel("Status").selectOption("suspended");
    await filters.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/status=suspended/);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^shops-\d{4}-\d{2}-\d{2}\.csv$/);

    await page.goto("/admin/sales");
    await expect(page.getByRole("heading", { name: "Sales" })).toBeVisible();
    const saleFilters = page.getByRole("search", { name: "Filter sales" });
    await saleFilters.getByLabel("From", { exact: true }).fill("2001-01-01");
    await saleFilters.getByLabel("To", { exact: true }).fill("2001-01-31");
    await saleFilters.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByText("No sale matches these filters.")).toBeVisible();
    await page.getByRole("link", { name: "Clear" }).click();
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    const salesDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const csv = await (await salesDownload).path();
    const { readFile } = await import("node:fs/promises");
    const text = await readFile(csv!, "utf8");
    expect(text.split("\r\n")[0]).toBe("\uFEFFSale id,Recorded at (IST),Shop id,Shop,Customer code,Customer,Items,Amount (₹),Interest rate (%),Interest (₹),Commission month,Status,Reversed at (IST),Reversed by,Reversal reason");
    expect(text.split("\r\n").length).toBeGreaterThan(3);
  });

  test("no customer or shop owner reaches the console's pages or exports", async ({ page }) => {
    for (const who of ["customer", "franchisee"] as const) {
      await logInAs(page, who);
      for (const path of ["/admin", "/admin/shops", "/admin/shops/new", "/admin/sales", "/admin/audit"]) {
        await page.goto(path);
        await expect(page, `${who} at ${path}`).toHaveURL(/\/admin\/login$/);
      }
      for (const path of ["/api/v1/admin/shops/export", "/api/v1/admin/sales/export"]) {
        const answer = await page.request.get(path);
        expect(answer.status(), `${who} at ${path}`).toBe(403);
      }
      await page.context().clearCookies();
    }
  });
});
