import { expect, test } from "@playwright/test";
import { DEMO, logInAs } from "./support/auth";
import { expectLang, localized, text, type Locale } from "./support/i18n";

const OTHER_LOCALES: Locale[] = ["mr", "hi"];

for (const locale of OTHER_LOCALES) {
  test.describe(`forms in ${locale}`, () => {
    test("login: validation messages in the page's language", async ({ page }) => {
      await page.goto(localized(locale, "/login"));
      await expectLang(page, locale);
      await page.getByRole("button", { name: text(locale, "Login.submit"), exact: true }).click();
      await expect(page.getByText(text(locale, "AuthValidation.mobileRequired"))).toBeVisible();
      await expect(page.getByText(text(locale, "AuthValidation.passwordRequired"))).toBeVisible();
      await page.getByLabel(text(locale, "AuthForm.mobile")).fill("98765");
      await expect(page.getByText(text(locale, "AuthValidation.mobileLength"))).toBeVisible();
      // A wrong password: the server's answer, shown translated.
      await page.getByLabel(text(locale, "AuthForm.mobile")).fill(DEMO.customer.mobile);
      await page.getByLabel(text(locale, "AuthForm.password"), { exact: true }).fill("Wrong@12345");
      await page.getByRole("button", { name: text(locale, "Login.submit"), exact: true }).click();
      await expect(page.getByText(text(locale, "AuthServer.badLogin")).first()).toBeVisible();
    });

    test("register: validation messages in the page's language", async ({ page }) => {
      await page.goto(localized(locale, "/register"));
      await page.getByRole("button", { name: text(locale, "Register.submit"), exact: true }).click();
      for (const key of ["firstNameRequired", "middleNameRequired", "lastNameRequired", "mobileRequired", "emailInvalid", "passwordRequired", "termsRequired"]) {
        await expect(page.getByText(text(locale, `AuthValidation.${key}`))).toBeVisible();
      }
      await page.getByLabel(text(locale, "Register.firstName")).fill("Ravi2");
      await expect(page.getByText(text(locale, "AuthValidation.firstNameLetters"))).toBeVisible();
    });

    test("contact us: the server's field errors and thanks in the page's language", async ({ page }) => {
      await page.goto(localized(locale, "/contact-us"));
      const submit = page.getByRole("button", { name: text(locale, "Contact.submit"), exact: true });
      await submit.click();
      for (const key of ["nameRequired", "mobileRequired", "emailInvalid", "subjectRequired", "queryRequired"]) {
        await expect(page.getByText(text(locale, `PublicForm.${key}`))).toBeVisible();
      }
      await page.getByLabel(text(locale, "Contact.name")).fill("अनिल काळे");
      await page.getByLabel(text(locale, "Contact.mobile")).fill("98220");
      await page.getByLabel(text(locale, "Contact.email")).fill("anil@example.com");
      await page.getByLabel(text(locale, "Contact.subject")).fill("दुकान नोंदणी");
      await page.getByLabel(text(locale, "Contact.query")).fill("माझे काटोलमध्ये हार्डवेअरचे दुकान आहे.");
      await submit.click();
      await expect(page.getByText(text(locale, "PublicForm.mobileLength"))).toBeVisible();
      // Digits typed on a Devanagari keyboard are read as Latin digits.
      await page.getByLabel(text(locale, "Contact.mobile")).fill("९८२२०१२३४५");
      await submit.click();
      await expect(page.getByRole("status").filter({ hasText: text(locale, "PublicForm.contactReceived") })).toBeVisible();
    });
  });
}

test("franchisee profile: validation in Marathi, and the Marathi shop name field checks its script", async ({ page }) => {
  await logInAs(page, "franchisee");
  await page.goto("/mr/franchisee-profile");
  await expectLang(page, "mr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("mr", "FranchiseeProfile.title"));
  const name = page.getByLabel(text("mr", "FranchiseeProfile.name"), { exact: true });
  await expect(async () => {
    await name.fill("x");
    await name.fill("");
    await expect(page.getByText(text("mr", "FranchiseeProfileValidation.nameRequired"))).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const nameMr = page.getByLabel(text("mr", "FranchiseeProfile.nameMr"));
  await expect(nameMr).toHaveAttribute("lang", "mr");
  await nameMr.fill("Laxmi Stores");
  await expect(page.getByText(text("mr", "FranchiseeProfileValidation.nameMrScript"))).toBeVisible();
  await nameMr.fill("लक्ष्मी स्टोअर्स");
  await expect(page.getByText(text("mr", "FranchiseeProfileValidation.nameMrScript"))).toHaveCount(0);
  await page.getByLabel(text("mr", "FranchiseeProfile.pincode")).fill("44");
  await expect(page.getByText(text("mr", "FranchiseeProfileValidation.pincodeInvalid"))).toBeVisible();
});

test("franchisee profile in Hindi: the same checks in Hindi", async ({ page }) => {
  await logInAs(page, "franchisee");
  await page.goto("/hi/franchisee-profile");
  // A field emptied before the form's script has started is checked by nobody: empty it again until the check answers.
  const name = page.getByLabel(text("hi", "FranchiseeProfile.name"), { exact: true });
  await expect(async () => {
    await name.fill("x");
    await name.fill("");
    await expect(page.getByText(text("hi", "FranchiseeProfileValidation.nameRequired"))).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.getByLabel(text("hi", "FranchiseeProfile.nameMr")).fill("abc");
  await expect(page.getByText(text("hi", "FranchiseeProfileValidation.nameMrScript"))).toBeVisible();
});

test("a mobile number typed in Devanagari digits logs in", async ({ page }) => {
  await page.goto("/mr/login");
  await page.getByLabel(text("mr", "AuthForm.mobile")).fill("९८७६५४३२१०");
  await page.getByLabel(text("mr", "AuthForm.password"), { exact: true }).fill(DEMO.customer.password);
  await page.getByRole("button", { name: text("mr", "Login.submit"), exact: true }).click();
  await expect(page).toHaveURL(/\/mr\/dashboard$/);
});
