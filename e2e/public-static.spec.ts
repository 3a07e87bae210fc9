import { expect, test } from "@playwright/test";
import { freshPublicFormLimits } from "./support/auth";

test.describe("static pages", () => {
  test("both spellings of how it works and terms work", async ({ page }) => {
    await page.goto("/how-it-works");
    await expect(page).toHaveURL(/\/how-its-works$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How Its Works");
    await expect(page.getByRole("listitem").filter({ hasText: "Create an account" }).getByRole("link")).toHaveAttribute("href", "/register");
    await page.goto("/terms");
    await expect(page).toHaveURL(/\/terms-of-services$/);
    await expect(page.getByText(/1000 rupees or more/)).toBeVisible();
    await expect(page.getByText(/up to 2 days ahead of delivery/)).toBeVisible();
    await expect(page.getByText(/at least 18 years old/)).toBeVisible();
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  });

  test("about links to the steps and the details page", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByText(/established in 2017/)).toBeVisible();
    await page.getByRole("link", { name: "View Details" }).click();
    await expect(page).toHaveURL(/\/how-its-works$/);
  });

  test("FAQ warns first and opens answers", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByRole("note")).toContainText("Please read these answers before contacting us");
    const question = page.getByText("When are commissions paid?");
    await question.click();
    await expect(page.getByText(/first week of the next month/)).toBeVisible();
  });

  test("contact form: per-field server errors, spinner, then success and a cleared form", async ({ page }) => {
    await freshPublicFormLimits();
    await page.goto("/contact-us");
    await expect(page.locator("main").getByText("Smt. Meera Deshmukh")).toBeVisible();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("please enter the name.")).toBeVisible();
    await expect(page.getByText("please enter the mobile no.")).toBeVisible();
    await expect(page.getByText("please enter valid email id.")).toBeVisible();
    await expect(page.getByText("Please enter Subject.")).toBeVisible();
    await expect(page.getByText("Please enter your query.")).toBeVisible();

    await page.getByLabel("Name").fill("Anil Kale");
    await page.getByLabel("Mobile").fill("98220");
    await page.getByLabel("Email").fill("anil@example.com");
    await page.getByLabel("Subject").fill("Listing my shop");
    await page.getByLabel("How can we help?").fill("I run a hardware shop in Katol.");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("mobile no should be exact 10 digits.")).toBeVisible();
    await expect(page.getByText("please enter the name.")).toHaveCount(0);

    await page.getByLabel("Mobile").fill("9822012345");
    // The request is held until the spinner has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/v1/others/contacts", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByTestId("spinner")).toBeVisible();
    release();
    await expect(page.getByRole("status").filter({ hasText: "Thank you for contacting us" })).toBeVisible();
    // Said once: no toast repeats it (the toast library would have loaded by now).
    await page.waitForLoadState("networkidle");
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect(page.getByText("mobile no should be exact 10 digits.")).toHaveCount(0);
  });

  test("an unknown page is the 404 with a way home", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! 404 - Page not found")).toBeVisible();
    await page.getByRole("link", { name: "Go to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("robots.txt and the sitemap index", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap:");
    const index = await (await request.get("/sitemap.xml")).text();
    expect(index).toContain("/sitemaps/shops-1.xml");
    const shops = await (await request.get("/sitemaps/shops-1.xml")).text();
    expect(shops).toContain("/shops/1/shree-ganesh-kirana-stores");
  });
});
