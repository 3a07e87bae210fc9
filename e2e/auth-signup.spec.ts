import { expect, test } from "@playwright/test";
import { DEMO, latestCode, newMobile, pauseClock, query, smsCount, typeCode, viewerOf } from "./support/auth";

test.describe("customer sign-up with an SMS code", () => {
  test("validates while typing and at submit with the product's messages", async ({ page }) => {
    await page.goto("/register");
    await page.getByLabel("First Name").fill("Ravi1");
    await expect(page.getByText("you can not use numbers,symbols & spaces in first name.")).toBeVisible();
    await page.getByLabel("Mobile No.").fill("98ab");
    await expect(page.getByText("mobile no should be numbers.")).toBeVisible();
    await page.getByLabel("Mobile No.").fill("98765");
    await expect(page.getByText("mobile no should be exact 10 digits.")).toBeVisible();
    await page.getByLabel("First Name").fill("");
    await page.getByLabel("Mobile No.").fill("");
    await page.getByRole("button", { name: "Register" }).click();
    for (const message of [
      "please enter the first name.",
      "please enter the middle name.",
      "please enter the last name.",
      "please enter the mobile no.",
      "please enter valid email id.",
      "please enter the password.",
      "please enter the confirm password.",
      "please confirm you are 18 or older and accept the terms.",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel("Password", { exact: true }).fill("short");
    await expect(page.getByText("password should be atleast 8 characters.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Terms", exact: true })).toHaveAttribute("href", "/terms");
    await expect(page).toHaveURL(/\/register$/);
  });

  test("a registered mobile number gets a toast with errors.mobile", async ({ page }) => {
    await page.goto("/register");
    await fillForm(page, { mobile: DEMO.customer.mobile });
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText("mobile no already registered.").first()).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test("whole journey with a referral code: wrong code, empty boxes, right code from the outbox, dashboard, placed under the sponsor", async ({ page }) => {
    const [sponsor] = await query<{ id: string; code: string }>(
      `SELECT c.id::text, c.code FROM customers c JOIN "user" u ON u.id = c.user_id WHERE u.phone_number = $1`,
      [DEMO.customer.mobile],
    );
    const mobile = newMobile();
    await page.goto(`/register?ref=${sponsor!.code}`);
    await expect(page.getByLabel(/Referral Code/)).toHaveValue(sponsor!.code);
    await fillForm(page, { mobile });
    const button = page.getByRole("button", { name: "Register" });
    await button.click();
    await expect(page).toHaveURL(/\/verifications$/);
    await expect(page.getByText(`We sent a 6-digit code to ${mobile}.`)).toBeVisible();
    await expect(page.getByTestId("otp-valid-till")).toContainText("otp valid till");

    // The pending verification is kept on the server: /register now sends the browser here.
    await page.goto("/register");
    await expect(page).toHaveURL(/\/verifications$/);

    // Empty boxes: red borders, nothing sent.
    await page.getByLabel("Digit 1 of 6").fill("1");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByLabel("Digit 6 of 6")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Digit 1 of 6")).not.toHaveAttribute("aria-invalid", "true");

    // Letters are ignored; Backspace clears and moves back.
    await page.getByLabel("Digit 2 of 6").click();
    await page.keyboard.type("a");
    await expect(page.getByLabel("Digit 2 of 6")).toHaveValue("");
    await page.keyboard.press("Backspace");
    await expect(page.getByLabel("Digit 1 of 6")).toBeFocused();

    const code = await latestCode(mobile);
    const wrong = code === "000000" ? "111111" : "000000";
    await typeCode(page, wrong);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("invalid otp. please enter the correct otp.")).toBeVisible();

    // Paste fills all six boxes.
    await page.getByLabel("Digit 1 of 6").focus();
    await page.evaluate((text) => {
      const target = document.activeElement!;
      const data = new DataTransfer();
      data.setData("text/plain", text);
      target.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
    await expect(page.getByLabel("Digit 6 of 6")).toHaveValue(code[5]!);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const viewer = await viewerOf(page);
    expect(viewer?.roles).toContain("customer");
    expect(viewer?.customer?.firstName).toBe("Sneha");
    expect(viewer?.customer?.code).toMatch(/^DLMP\d{6,}$/);
    const [placed] = await query<{ sponsor_id: string; path: string; sponsor_path: string }>(
      `SELECT c.sponsor_id::text, t.path, s.path AS sponsor_path FROM customers c
         JOIN "user" u ON u.id = c.user_id JOIN tree_nodes t ON t.customer_id = c.id JOIN tree_nodes s ON s.customer_id = c.sponsor_id
        WHERE u.phone_number = $1`,
      [mobile],
    );
    expect(placed!.sponsor_id).toBe(sponsor!.id);
    expect(placed!.path.startsWith(placed!.sponsor_path)).toBe(true);

    // Signed in: the account screens send the customer to the dashboard.
    for (const path of ["/register", "/verifications", "/login"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });

  test("an expired code is refused; resend replaces it after the cool-down and the new code works", async ({ page }) => {
    const mobile = newMobile();
    // the product's 5 s message is run on the page's clock instead of waited out.
    await page.clock.install();
    await page.goto("/register");
    await fillForm(page, { mobile });
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/verifications$/);
    const first = await latestCode(mobile);
    await query("UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE mobile = $1 AND consumed_at IS NULL", [mobile]);
    await typeCode(page, first);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("otp has expired. please resend otp.")).toBeVisible();

    // The button comes when the page's cool-down ends; the clock stops only then.
    await expect(page.getByRole("button", { name: "Resend OTP now" })).toBeVisible();
    await pauseClock(page);
    await page.getByRole("button", { name: "Resend OTP now" }).click();
    await expect(page.getByText("otp resent successfully.")).toBeVisible();
    await expect(page.getByLabel("Digit 1 of 6")).toHaveValue("");
    expect(await smsCount(mobile)).toBe(2);
    // docs/product.md#errors-messages-and-timings: the resend message goes after 5 s.
    await page.clock.fastForward(4_000);
    await expect(page.getByText("otp resent successfully.")).toBeVisible();
    await page.clock.fastForward(1_100);
    await expect(page.getByText("otp resent successfully.")).toBeHidden();
    await page.clock.resume();
    const second = await latestCode(mobile);
    await typeCode(page, second);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the SMS names DLMP and the code's validity", async ({ page }) => {
    const mobile = newMobile();
    await page.goto("/register");
    await fillForm(page, { mobile });
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/verifications$/);
    const [sms] = await query<{ body: string }>("SELECT body FROM sms_outbox WHERE to_mobile = $1", [mobile]);
    expect(sms!.body).toMatch(/^DLMP: \d{6} is your sign-up verification code\. It is valid for 10 minutes \(till \d\d:\d\d IST\)/);

    // A mistyped number: "Use a different number" forgets the pending sign-up and opens /register again.
    await page.getByRole("button", { name: "Use a different number" }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.goto("/verifications");
    await expect(page).toHaveURL(/\/register$/);
  });
});

async function fillForm(page: import("@playwright/test").Page, values: { mobile: string }) {
  await page.getByLabel("First Name").fill("Sneha");
  await page.getByLabel("Middle Name").fill("Vijay");
  await page.getByLabel("Last Name").fill("Pawar");
  await page.getByLabel("Mobile No.").fill(values.mobile);
  await page.getByLabel("Email").fill(`sneha-${values.mobile}@example.test`);
  await page.getByLabel("Password", { exact: true }).fill("Secret@123");
  await page.getByLabel("Confirm Password").fill("Secret@123");
  await page.getByLabel(/I am 18 or older/).check();
}
