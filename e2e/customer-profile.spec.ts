import { expect, test, type Page } from "@playwright/test";
import { createCustomerAccount, query } from "./support/auth";

async function signIn(page: Page) {
  const account = await createCustomerAccount(page);
  await page.goto("/login");
  await page.getByLabel("Mobile No.", { exact: true }).fill(account.mobile);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return account;
}

test.describe("customer profile and KYC", () => {
  test("My Profile checks every field as it changes with the product's messages, then saves", async ({ page }) => {
    const account = await signIn(page);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();

    const cases: [string, string, string][] = [
      ["First name", "Kiran1", "you can not use numbers,symbols & spaces in first name."],
      ["Middle name", "A B", "you can not use numbers,symbols & spaces in middle name."],
      ["Last name", "Jo$hi", "you can not use numbers,symbols & spaces in last name."],
      ["Email", "not-an-email", "please enter valid email id."],
      ["Age", "4x", "age should be numbers."],
      ["Age", "4", "age should be exact 2 numbers."],
      ["Age", "12", "members are 18 or older: enter an age from 18 to 99."],
      ["Aadhar no", "12345", "aadhar no should be exact 12 numbers."],
      ["PAN no", "ABCD12345", "please enter valid pan card number."],
      ["Pincode", "4400", "pincode should be exact 6 numbers."],
    ];
    for (const [label, value, message] of cases) {
      await page.getByLabel(label, { exact: true }).fill(value);
      await expect(page.getByText(message)).toBeVisible();
    }
    // Empty names are allowed in the profile.
    await page.getByLabel("Middle name", { exact: true }).fill("");
    await expect(page.getByText("you can not use numbers,symbols & spaces in middle name.")).toHaveCount(0);
    await expect(page.getByLabel("Age", { exact: true })).toHaveAttribute("maxlength", "2");

    // The API answers the same rule as a field error, never a 500 (the database's check refused "05").
    for (const age of ["05", "00", "09", "12"]) {
      const answer = await page.evaluate(
        async (body) => {
          const response = await fetch("/api/v1/customers/update", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
          return { code: response.status, body: await response.json() };
        },
        { email: `age-${account.mobile}@example.test`, age },
      );
      expect(answer.code, age).toBe(422);
      expect(answer.body, age).toMatchObject({ status: "failure", errors: { age: "members are 18 or older: enter an age from 18 to 99." } });
    }

    await page.getByLabel("First name", { exact: true }).fill("Kavya");
    await page.getByLabel("Last name", { exact: true }).fill("Deshpande");
    await page.getByLabel("Email", { exact: true }).fill(`kiran.d-${account.mobile}@example.test`);
    await page.getByLabel("Gender", { exact: true }).selectOption("Female");
    await page.getByLabel("Age", { exact: true }).fill("29");
    await page.getByLabel("Aadhar no", { exact: true }).fill("234567890123");
    await page.getByLabel("PAN no", { exact: true }).fill("abcpk1234q");
    await page.getByLabel("State", { exact: true }).selectOption("MAHARASHTRA");
    await page.getByLabel("Pincode", { exact: true }).fill("110001");
    await page.getByLabel("Residence address", { exact: true }).fill("Flat 4, Ramdaspeth, Nagpur");
    await page.getByRole("button", { name: "Submit" }).click();
    // A pincode outside Maharashtra comes back from the server under the field.
    await expect(page.getByText("Please enter a pincode in Maharashtra.")).toBeVisible();
    await page.getByLabel("Pincode", { exact: true }).fill("440010");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("your profile updated sucessfully !!!")).toBeVisible();
    // The header's menu follows the new first name; only the Aadhaar's last four digits come back.
    await expect(page.getByRole("button", { name: "Kavya", exact: true }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByText("On file: XXXX XXXX 0123. Leave blank to keep it.")).toBeVisible();
    await expect(page.getByLabel("Aadhar no", { exact: true })).toHaveValue("");
    await expect(page.locator("body")).not.toContainText("234567890123");
    await expect(page.getByLabel("PAN no", { exact: true })).toHaveValue("ABCPK1234Q");
    const rows = await query<{ aadhaar_last4: string; pan: string; pincode: string }>("SELECT c.aadhaar_last4, c.pan, c.pincode FROM customers c JOIN \"user\" u ON u.id = c.user_id WHERE u.phone_number = $1", [account.mobile]);
    expect(rows[0]).toEqual({ aadhaar_last4: "0123", pan: "ABCPK1234Q", pincode: "440010" });
  });

  test("KYC: IFSC format, the account number twice, a success toast and a masked number, audited", async ({ page }) => {
    const account = await signIn(page);
    await page.goto("/kyc");
    await expect(page.getByText("No bank details yet.")).toBeVisible();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Please enter the bank name.")).toBeVisible();
    await expect(page.getByText("Please enter the branch.")).toBeVisible();
    await page.getByLabel("Bank name", { exact: true }).fill("State Bank of India");
    await page.getByLabel("Branch", { exact: true }).fill("Sitabuldi");
    await page.getByLabel("IFSC code", { exact: true }).fill("SBIN1234");
    await expect(page.getByText("Please enter a valid IFSC code (like SBIN0000432).")).toBeVisible();
    await page.getByLabel("IFSC code", { exact: true }).fill("sbin0000432");
    await page.getByLabel("Account number", { exact: true }).fill("12345678901234");
    await page.getByLabel("Account number again", { exact: true }).fill("12345678901243");
    await expect(page.getByText("Account numbers do not match.")).toBeVisible();
    await page.getByLabel("Account number again", { exact: true }).fill("12345678901234");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("your kyc bank details updated successfully !!!")).toBeVisible();
    await expect(page.getByTestId("kyc-on-file")).toContainText("State Bank of India, Sitabuldi · IFSC SBIN0000432 · account XXXXXX1234");
    await expect(page.locator("body")).not.toContainText("12345678901234");
    const audits = await query<{ action: string }>(
      "SELECT a.action FROM audit_log a JOIN customers c ON a.entity_id = c.id::text JOIN \"user\" u ON u.id = c.user_id WHERE a.entity_type = 'kyc_details' AND u.phone_number = $1 AND a.actor_user_id = u.id",
      [account.mobile],
    );
    expect(audits.map((a) => a.action)).toEqual(["customer.kyc_added"]);
  });
});
