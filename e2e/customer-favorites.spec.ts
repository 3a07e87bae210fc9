import { expect, test } from "@playwright/test";
import { createCustomerAccount } from "./support/auth";

test.describe("favourite shops", () => {
  test("a visitor's heart asks to log in; a customer's heart toggles store/remove and /favorites follows", async ({ page }) => {
    await page.goto("/shops");
    const card = page.getByTestId("shop-card").first();
    const name = (await card.getByRole("heading").innerText()).trim();
    await card.getByRole("button", { name: `Add ${name} to favourites` }).click();
    await expect(page.getByText("Please login to add favorite !!!")).toBeVisible();

    const account = await createCustomerAccount(page);
    await page.goto("/login");
    await page.getByLabel("Mobile No.").fill(account.mobile);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto("/favorites");
    await expect(page.getByText("Shops Not Found !!!")).toBeVisible();

    await page.goto("/shops");
    // The heart knows who is signed in once the header has asked /api/v1/me.
    await expect(page.getByRole("button", { name: "Kiran", exact: true }).first()).toBeVisible();
    const heart = page.getByTestId("shop-card").filter({ hasText: name }).first().getByRole("button", { name: `Add ${name} to favourites` });
    await heart.click();
    await expect(page.getByRole("button", { name: `Remove ${name} from favourites` }).first()).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Shop added to your favourites.")).toBeVisible();

    await page.goto("/favorites");
    const favourite = page.getByTestId("favorite-card");
    await expect(favourite).toHaveCount(1);
    await expect(favourite).toContainText(name);
    await expect(favourite.getByRole("link", { name: new RegExp(`Explore Now.*${name}`) })).toHaveAttribute("href", /\/shops\/\d+\//);
    await expect(favourite.getByRole("button", { name: new RegExp(`Share.*${name}`) })).toBeVisible();
    await expect(page.getByText("Yay! You have seen it all")).toBeVisible();

    await expect(page.getByRole("button", { name: "Kiran", exact: true }).first()).toBeVisible();
    await favourite.getByRole("button", { name: `Remove ${name} from favourites` }).click();
    await expect(favourite.getByRole("button", { name: `Add ${name} to favourites` })).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByText("Shop removed from your favourites.")).toBeVisible();
    await page.reload();
    await expect(page.getByText("Shops Not Found !!!")).toBeVisible();
  });
});
