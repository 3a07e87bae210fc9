import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { DEMO, logInAs, query } from "./support/auth";
import { demoSalesCount, expectFirstPageOf } from "./support/demo-counts";

const PAGES = ["/franchisee-dashboard", "/franchisee-addsales", "/franchisee-sales", "/franchisee-transactions", "/franchisee-reviews", "/franchisee-images"];

async function customerCode(mobile: string): Promise<{ code: string; name: string }> {
  const [row] = await query<{ code: string; first_name: string; last_name: string }>(
    `SELECT c.code, c.first_name, c.last_name FROM customers c JOIN "user" u ON u.id = c.user_id WHERE u.phone_number = $1`,
    [mobile],
  );
  // Verify shows the first name and the last name's initial only ("Ravi K.").
  return { code: row!.code, name: `${row!.first_name} ${row!.last_name.trim().charAt(0).toUpperCase()}.` };
}

test.describe("franchisee back office", () => {
  test("every page sends a visitor to /franchisee-login, and a customer too", async ({ page }) => {
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/franchisee-login$/);
    }
    await logInAs(page, "customer");
    await page.goto("/franchisee-sales");
    await expect(page).toHaveURL(/\/franchisee-login$/);
  });

  test("dashboard shows the wallet, totals and the latest sales and transactions", async ({ page }) => {
    await logInAs(page, "franchisee");
    await expect(page.getByText("Wallet balance")).toBeVisible();
    await expect(page.getByText(/₹[\d,]+\.\d\d/).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Latest sales" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Sale Interest" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Credited Amount" })).toBeVisible();
    await page.getByRole("link", { name: "Add sale for customers" }).click();
    await expect(page).toHaveURL(/\/franchisee-addsales$/);
  });

  test("add sale: the product's messages, Verify, the interest confirmation, and one sale for a double click", async ({ page }) => {
    const buyer = await customerCode(DEMO.customer.mobile);
    await logInAs(page, "franchisee");
    await page.goto("/franchisee-addsales");

    // Verify with an empty code asks for it without calling the server.
    let calls = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/franchisee-addsales")) calls += 1;
    });
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Please enter customer code.")).toBeVisible();
    expect(calls).toBe(0);

    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Please enter amount.")).toBeVisible();
    await expect(page.getByText("Please enter items.")).toBeVisible();

    await page.getByLabel("Customer code").fill("DLMP999999");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("No customer has this code. Please check it.")).toBeVisible();

    await page.getByLabel("Customer code").fill(buyer.code.toLowerCase());
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText(`Customer: ${buyer.name}`)).toBeVisible();

    await page.getByLabel("Amount (₹)").fill("-20");
    await expect(page.getByText("Please enter a valid amount in rupees.")).toBeVisible();
    await page.getByLabel("Amount (₹)").fill("1,250");
    await page.getByLabel("Items").fill("Basmati rice 5 kg and cooking oil");
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page.getByRole("heading", { name: "Confirm this sale" })).toBeVisible();
    await expect(page.getByText("₹1,250.00")).toBeVisible();
    // The demo shop charges 5%: ₹62.50 of interest.
    await expect(page.getByText("₹62.50")).toBeVisible();

    const before = Number((await query<{ n: string }>("SELECT count(*)::text AS n FROM sales WHERE items = 'Basmati rice 5 kg and cooking oil'"))[0]!.n);
    const confirm = page.getByRole("button", { name: "Confirm and record sale" });
    await confirm.dblclick();
    await expect(page.getByText("Sale recorded successfully.")).toBeVisible();
    const after = Number((await query<{ n: string }>("SELECT count(*)::text AS n FROM sales WHERE items = 'Basmati rice 5 kg and cooking oil'"))[0]!.n);
    expect(after - before).toBe(1);
    await expect(page.getByLabel("Customer code")).toHaveValue("");

    await page.goto("/franchisee-sales");
    await expect(page.getByRole("cell", { name: "Basmati rice 5…" }).first()).toBeVisible();
  });

  test("add sale: a sale the wallet cannot cover shows the real shortfall and the refusal before it is submitted", async ({ page }) => {
    const buyer = await customerCode(DEMO.customer.mobile);
    // The demo shop charges 5 %: ₹10,00,000 needs ₹50,000 of interest, more than its wallet holds.
    const [wallet] = await query<{ balance: string; rate: number }>(
      `SELECT a.balance_paise::text AS balance, s.interest_rate_bp AS rate FROM ledger_accounts a JOIN shops s ON s.id = a.shop_id
       JOIN franchisees f ON f.id = s.franchisee_id JOIN "user" u ON u.id = f.user_id WHERE a.kind = 'franchisee_wallet' AND u.phone_number = $1`,
      [DEMO.franchisee.mobile],
    );
    const interest = Math.floor((1_000_000_00 * wallet!.rate + 5_000) / 10_000);
    const short = interest - Number(wallet!.balance);
    expect(short).toBeGreaterThan(0);
    const rupees = (paise: number) => new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 }).format(paise / 100);

    await logInAs(page, "franchisee");
    await page.goto("/franchisee-addsales");
    await page.getByLabel("Customer code").fill(buyer.code);
    await page.getByLabel("Amount (₹)").fill("10,00,000");
    await page.getByLabel("Items").fill("A wallet too small for this");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Confirm this sale" })).toBeVisible();
    await expect(page.getByText(rupees(interest))).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "short:" })).toHaveText(`${rupees(short)} short: ask the company to top up your wallet. This sale cannot be recorded until then.`);
    await expect(page.getByText("Wallet balance after this sale")).toHaveCount(0);
    await expect(page.getByText("₹0.00")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Confirm and record sale" })).toBeDisabled();
  });

  test("sales list: filters start again at page one; Previous is disabled on the first page and Next on the last", async ({ page }) => {
    await logInAs(page, "franchisee");
    await page.goto("/franchisee-sales");
    await expect(page.getByText("Previous", { exact: true })).toHaveAttribute("aria-disabled", "true");
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await page.getByRole("link", { name: "This month" }).click();
    await expect(page).toHaveURL(/filter=month$/);
    await expectFirstPageOf(page, await demoSalesCount("shop", "month"), "Sales not found !!!");
    await page.goto("/franchisee-sales?filter=today&page=999");
    await expect(page.getByText("Next", { exact: true })).toHaveAttribute("aria-disabled", "true");
  });

  test("transactions list shows the top-ups and sale interest, or the empty text", async ({ page }) => {
    await logInAs(page, "franchisee");
    await page.goto("/franchisee-transactions");
    await expect(page.getByRole("cell", { name: "Sale interest" }).first()).toBeVisible();
    // The first top-up (NEFT, when the shop opened) is the oldest entry: on the last page.
    const pages = Number((await page.getByText(/^Page 1 of \d+$/).textContent())!.match(/of (\d+)/)![1]);
    await page.goto(`/franchisee-transactions?page=${pages}`);
    await expect(page.getByRole("cell", { name: /NEFT/ }).last()).toBeVisible();
    await page.goto("/franchisee-transactions?filter=today&page=500");
    await expect(page.getByText("Transactions not found !!!")).toBeVisible();
  });

  test("shop images: a text file named .png or a file over 5 MB is refused under its field as it is chosen; a real image is saved", async ({ page }) => {
    await logInAs(page, "franchisee");
    await page.goto("/franchisee-images");
    const inputs = page.locator('input[type="file"]');
    // Checked in the browser by its first bytes, before anything is sent: no broken preview.
    await inputs.nth(1).setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not really a picture") });
    await expect(page.getByText("Only JPEG, PNG or WebP images are allowed.")).toBeVisible();
    await expect(page.locator('img[src^="blob:"]')).toHaveCount(0);
    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await inputs.nth(1).setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.concat([header, Buffer.alloc(5 * 1024 * 1024)]) });
    await expect(page.getByText("Image should be at most 5 MB.")).toBeVisible();
    // The server checks again: a renamed text file sent anyway is refused under its field.
    const refused = await page.evaluate(async () => {
      const body = new FormData();
      body.append("franchisees[franchisee_image2]", new File(["not really a picture"], "photo.jpg", { type: "image/jpeg" }));
      return (await fetch("/api/v1/franchisee/upload", { method: "POST", body })).json();
    });
    expect(refused.errors.franchisee_image2).toBe("Only JPEG, PNG or WebP images are allowed.");

    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#e76f51" } }).png().toBuffer();
    await inputs.nth(1).setInputFiles({ name: "shop.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Save images" }).click();
    await expect(page.getByText("shop images updated sucessfully !!!")).toBeVisible();
    const src = await page.getByRole("img", { name: "Slider image 1" }).getAttribute("src");
    expect(src).toMatch(/^\/media\/shops\/\d+\/[a-f0-9]{32}\.webp$/);
    const media = await page.request.get(src!);
    expect(media.status()).toBe(200);
    expect(media.headers()["content-type"]).toBe("image/webp");

    // The public shop page shows the upload from /media/ (the database keeps the storage key).
    const [shop] = await query<{ id: string }>(`SELECT s.id FROM shops s JOIN franchisees f ON f.id = s.franchisee_id JOIN "user" u ON u.id = f.user_id WHERE u.phone_number = $1`, [DEMO.franchisee.mobile]);
    await page.goto(`/single?id=${shop!.id}`);
    // The slider shows one photo at a time; the upload is the second.
    await page.getByRole("button", { name: "Next photo" }).click();
    const uploaded = page.locator(`img[src*="${src!.split("/").pop()}"]`).first();
    await expect(uploaded).toBeVisible();
    await expect.poll(() => uploaded.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });
});

test.describe("franchisee profile", () => {
  test("the product's messages under the fields, then a saved profile that the public shop page shows", async ({ page }) => {
    await logInAs(page, "franchisee");
    await page.goto("/franchisee-profile");
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();

    await page.getByLabel("Aadhaar number").fill("1234");
    await expect(page.getByText("aadhar no should be exact 12 numbers.")).toBeVisible();
    await page.getByLabel("PAN").fill("ABC12");
    await expect(page.getByText("please enter valid pan card number.")).toBeVisible();
    await page.getByLabel("Pincode").fill("44001");
    await expect(page.getByText("pincode should be exact 6 numbers.")).toBeVisible();
    await page.getByLabel("Email").fill("owner@");
    await expect(page.getByText("please enter valid email id.")).toBeVisible();

    await page.getByLabel("Aadhaar number").fill("234567890123");
    await page.getByLabel("PAN").fill("ABCPG1234K");
    await page.getByLabel("Pincode").fill("440012");
    await page.getByLabel("Email").fill("owner@example.com");
    const brands = `Tata Sampann, Aashirvaad, Amul ${Date.now()}`;
    await page.getByLabel("Brands").fill(brands);

    // Sunday 10:00 to 14:00, set with the several-days picker.
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]) await page.getByLabel(day, { exact: true }).uncheck();
    await page.getByLabel("Sunday", { exact: true }).check();
    await page.getByLabel("Opens").fill("10:00");
    await page.getByLabel("Closes").fill("14:00");
    await page.getByRole("button", { name: "Set hours for these days" }).click();
    await expect(page.getByText("10:00–14:00")).toBeVisible();

    const details = page.getByRole("textbox", { name: "Details" });
    await details.click();
    await details.fill("Fresh groceries delivered across Dharampeth.");

    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("your profile updated sucessfully !!!")).toBeVisible();
    await expect(page.getByText("On file: XXXX XXXX 0123. Leave blank to keep it.")).toBeVisible();

    const [shop] = await query<{ id: string; slug: string }>(`SELECT s.id::text, s.slug FROM shops s WHERE s.mobile = $1`, [DEMO.franchisee.mobile]);
    await page.goto(`/shops/${shop!.id}/${shop!.slug}`);
    await expect(page.getByText(brands)).toBeVisible();
    await expect(page.getByText("Fresh groceries delivered across Dharampeth.")).toBeVisible();
  });
});
