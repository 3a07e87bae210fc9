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

    // Listing pages are cached HTML, the same for everyone: after a reload the heart still shows filled.
    await page.reload();
    await expect(page.getByTestId("shop-card").filter({ hasText: name }).first().getByRole("button", { name: `Remove ${name} from favourites` })).toHaveAttribute("aria-pressed", "true");
    const other = page.getByTestId("shop-card").filter({ hasNotText: name }).first();
    const otherName = (await other.getByRole("heading").innerText()).trim();
    await other.getByRole("button", { name: `Add ${otherName} to favourites` }).click();
    await expect(other.getByRole("button", { name: `Remove ${otherName} from favourites` })).toHaveAttribute("aria-pressed", "true");

    await page.goto("/favorites");
    const favourites = page.getByTestId("favorite-card");
    await expect(favourites).toHaveCount(2);
    await expect(favourites.first()).toContainText(otherName);
    const favourite = favourites.filter({ hasText: name });
    await expect(favourite.getByRole("link", { name: new RegExp(`Explore Now.*${name}`) })).toHaveAttribute("href", /\/shops\/\d+\//);
    await expect(favourite.getByRole("button", { name: new RegExp(`Share.*${name}`) })).toBeVisible();
    await expect(page.getByText("Yay! You have seen it all")).toBeVisible();

    await expect(page.getByRole("button", { name: "Kiran", exact: true }).first()).toBeVisible();
    await favourite.getByRole("button", { name: `Remove ${name} from favourites` }).click();
    await expect(favourite.getByRole("button", { name: `Add ${name} to favourites` })).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByText("Shop removed from your favourites.")).toBeVisible();

    // docs/product.md#states-and-transitions: adding a favourite on the favourites page reloads page one, so the shop comes back on top.
    await favourite.getByRole("button", { name: `Add ${name} to favourites` }).click();
    await expect(favourites.first()).toContainText(name);
    await expect(favourites).toHaveCount(2);

    for (const shop of [name, otherName]) {
      await favourites.filter({ hasText: shop }).getByRole("button", { name: `Remove ${shop} from favourites` }).click();
      await expect(favourites.filter({ hasText: shop }).getByRole("button", { name: `Add ${shop} to favourites` })).toBeVisible();
    }
    await page.reload();
    await expect(page.getByText("Shops Not Found !!!")).toBeVisible();
  });
});
