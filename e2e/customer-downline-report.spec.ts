import { expect, test } from "@playwright/test";
import { DEMO, logInAs, query } from "./support/auth";

test.describe("downline and fraud reports", () => {
  test("the downline tree shows the member, both legs with counts, expands on click and searches inside one's own downline", async ({ page }) => {
    await logInAs(page, "customer");
    const [legs] = await query<{ left: string; right: string }>(
      `SELECT (SELECT count(*) FROM tree_nodes x WHERE x.path >= me.path || '0' AND x.path < me.path || '1')::text AS left,
              (SELECT count(*) FROM tree_nodes x WHERE x.path >= me.path || '1' AND x.path < me.path || '2')::text AS right
       FROM tree_nodes me JOIN customers c ON c.id = me.customer_id JOIN "user" u ON u.id = c.user_id WHERE u.phone_number = $1`,
      [DEMO.customer.mobile],
    );
    await page.goto("/downline");
    await expect(page.getByTestId("left-leg")).toHaveText(`Left: ${legs!.left}`);
    await expect(page.getByTestId("right-leg")).toHaveText(`Right: ${legs!.right}`);
    await expect(page.getByTestId("downline-node").first()).toContainText("You");
    const before = await page.getByTestId("downline-node").count();
    expect(before).toBeGreaterThan(1);
    const expand = page.getByRole("button", { name: /^Show the members below / }).first();
    if (Number(legs!.left) + Number(legs!.right) > 14) {
      await expand.click();
      await expect.poll(() => page.getByTestId("downline-node").count()).toBeGreaterThan(before);
    }
    // Search by a downline member's first name.
    const [member] = await query<{ first_name: string; code: string }>(
      `SELECT c.first_name, c.code FROM tree_nodes me JOIN customers m ON m.id = me.customer_id JOIN "user" u ON u.id = m.user_id
       JOIN tree_nodes t ON t.path > me.path AND t.path < me.path || '2' JOIN customers c ON c.id = t.customer_id
       WHERE u.phone_number = $1 ORDER BY t.depth DESC LIMIT 1`,
      [DEMO.customer.mobile],
    );
    await page.getByLabel("Search your downline by name or code").fill(member!.code);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByTestId("downline-matches")).toContainText(member!.first_name);
    await page.getByRole("button", { name: "Show in tree" }).first().click();
    await expect(page.getByText(/^Showing the tree from /)).toBeVisible();
    await expect(page.getByTestId("downline-node").first()).toHaveAttribute("data-code", member!.code);
    await page.getByRole("button", { name: "Back to my tree" }).click();
    await expect(page.getByTestId("downline-node").first()).toContainText("You");
    await page.getByLabel("Search your downline by name or code").fill("Nobody-by-this-name");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("No one in your downline matches.")).toBeVisible();
  });

  test("the tree opens on the member's own card and says when it scrolls sideways", async ({ browser, baseURL }) => {
    // A phone: the "You" card is on the screen when the page opens, however wide the tree is.
    const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    expect((await phone.request.post("/api/v1/customers/login", { data: DEMO.customer })).status()).toBe(200);
    const page = await phone.newPage();
    await page.goto("/downline");
    const you = page.getByTestId("downline-node").first();
    await expect(you).toContainText("You");
    await expect.poll(async () => {
      const box = (await you.boundingBox())!;
      return box.x >= 0 && box.x + box.width <= 360;
    }).toBe(true);
    await phone.close();

    // A desktop whose tree is wider than its box: the hint that the box scrolls is on show.
    const desktop = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
    expect((await desktop.request.post("/api/v1/customers/login", { data: DEMO.customer })).status()).toBe(200);
    const wide = await desktop.newPage();
    await wide.goto("/downline");
    await expect(wide.getByTestId("downline-node").first()).toContainText("You");
    const overflows = await wide.getByTestId("downline-tree").evaluate((box) => box.scrollWidth > box.clientWidth);
    expect(overflows, "the demo tree is wider than the desktop box").toBe(true);
    await expect(wide.getByTestId("downline-scroll-hint")).toBeVisible();
    await desktop.close();
  });

  test("report fraud: the product's messages for blank (and blank-after-trimming) fields, then stored and cleared", async ({ page }) => {
    await logInAs(page, "customer");
    await page.getByRole("navigation", { name: "Site information" }).getByRole("link", { name: "Report" }).click();
    await expect(page).toHaveURL(/\/report-fraud$/);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Please enter Subject.")).toBeVisible();
    await expect(page.getByText("Please enter your query.")).toBeVisible();
    await page.getByLabel("Subject").fill("   ");
    await page.getByLabel("How can we help ?").fill("  ");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Please enter Subject.")).toBeVisible();
    await expect(page.getByText("Please enter your query.")).toBeVisible();
    const subject = `Fake offer ${Date.now()}`;
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("How can we help ?").fill("Someone called asking for my OTP in DLMP's name.");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you. Your report has been received" })).toBeVisible();
    await expect(page.getByLabel("Subject")).toHaveValue("");
    await expect(page.getByLabel("How can we help ?")).toHaveValue("");
    const rows = await query<{ body: string; phone_number: string }>(
      "SELECT f.body, u.phone_number FROM fraud_reports f JOIN customers c ON c.id = f.customer_id JOIN \"user\" u ON u.id = c.user_id WHERE f.subject = $1",
      [subject],
    );
    expect(rows).toEqual([{ body: "Someone called asking for my OTP in DLMP's name.", phone_number: DEMO.customer.mobile }]);
  });
});
