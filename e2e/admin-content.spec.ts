import { expect, test } from "@playwright/test";
import { logInAs, query } from "./support/auth";

const stamp = () => Date.now().toString(36);

test.describe("operator console: categories, news, comments, grievances", () => {
  test("creates a shop category (a bad input shows its message) that appears on /shops, with its Hindi name on /hi/shops", async ({ page }) => {
    const name = `Opticians ${stamp()}`;
    await logInAs(page, "operator");
    await page.goto("/admin/categories");
    await page.getByRole("link", { name: "New category" }).click();
    await page.getByRole("button", { name: "Add category" }).click();
    await expect(page.getByText("Please enter the category's name.")).toBeVisible();

    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel(/^Hindi name/).fill(`चश्मे ${name}`);
    await page.getByLabel(/^Slug/).fill("grocery");
    await page.getByRole("radio", { name: "medical" }).check({ force: true });
    await page.getByLabel(/^Popular/).check();
    await page.getByRole("button", { name: "Add category" }).click();
    await expect(page.getByText("Another category already uses this slug.")).toBeVisible();
    await page.getByLabel(/^Slug/).fill("");
    await page.getByRole("button", { name: "Add category" }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    const row = page.getByTestId("category-row").filter({ hasText: name });
    await expect(row).toContainText(name.toLowerCase().replace(" ", "-"));
    await expect(row).toContainText("Yes");

    // Last in the order; moving it up swaps it with the one before.
    const names = async () => (await page.getByTestId("category-row").locator("td:nth-child(2) span.font-semibold").allTextContents());
    const before = await names();
    expect(before.at(-1)).toBe(name);
    await page.getByRole("button", { name: `Move ${name} up` }).click();
    await expect.poll(async () => (await names()).at(-2)).toBe(name);

    await page.goto("/shops");
    await expect(page.getByRole("complementary").getByRole("link", { name: new RegExp(name) })).toBeVisible();
    // Hindi pages show the Hindi name typed in the console.
    await page.goto("/hi/shops");
    await expect(page.getByRole("complementary").getByRole("link", { name: new RegExp(`चश्मे ${name}`) })).toBeVisible();
    const [audit] = await query<{ n: string }>("SELECT count(*)::text AS n FROM audit_log WHERE action IN ('category.create', 'category.move') AND entity_id = (SELECT id::text FROM categories WHERE name = $1)", [name]);
    expect(audit!.n).toBe("2");
  });

  test("writes and publishes a news article that appears on /news; a visitor's comment shows on it once approved", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const title = `Ring road opens ${stamp()}`;
    await logInAs(page, "operator");
    await page.goto("/admin/news");
    await page.getByRole("link", { name: "New article" }).click();
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Please enter the title.")).toBeVisible();
    await expect(page.getByText("Please choose a category.")).toBeVisible();
    await expect(page.getByText("Please write the article.")).toBeVisible();

    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Category").selectOption({ label: "Local News" });
    await page.getByLabel("Quote").fill("Twenty minutes saved every morning.");
    const body = page.getByRole("textbox", { name: "Article" });
    await body.fill("The new ring road opened today.");
    await body.selectText();
    // The English text's toolbar comes first (the Marathi and Hindi texts have their own).
    await page.getByRole("button", { name: "Paragraph" }).first().click();
    await body.press("End");
    await body.pressSequentially('<script>alert("x")</script>');
    await expect(body).toHaveValue('<p>The new ring road opened today.</p><script>alert("x")</script>');
    const preview = page.getByTestId("body-preview");
    await expect(preview).toHaveText("The new ring road opened today.");
    await expect(preview.locator("script")).toHaveCount(0);
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Article published.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/news\/\d+$/);
    await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();
    const [stored] = await query<{ id: string; slug: string; body_html: string; published_at: Date | null }>("SELECT id::text, slug, body_html, published_at FROM news WHERE title = $1", [title]);
    expect(stored!.body_html).toBe("<p>The new ring road opened today.</p>");
    expect(stored!.published_at).not.toBeNull();

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto("/news");
    await expect(visitor.getByTestId("news-card").filter({ hasText: title })).toBeVisible();
    await visitor.getByRole("link", { name: title }).first().click();
    await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(visitor.locator("blockquote").first()).toHaveText("Twenty minutes saved every morning.");
    const comment = `Finally! ${stamp()}`;
    const form = visitor.locator("form", { has: visitor.getByRole("heading", { name: "Leave a comment" }) });
    await form.getByLabel("Name").fill("Prakash");
    await form.getByLabel("Email").fill("prakash@example.com");
    await form.getByLabel("Comment").fill(comment);
    await form.getByRole("button", { name: "Post comment" }).click();
    await expect(form.getByRole("status")).toHaveText("Thank you! Your comment will appear after review.");
    await visitor.reload();
    await expect(visitor.getByText(comment)).toHaveCount(0);

    await page.goto("/admin/comments");
    const row = page.getByTestId("comment-row").filter({ hasText: comment });
    await expect(row).toContainText("Pending");
    await row.getByRole("button", { name: "Approve the comment by Prakash" }).click();
    await expect(page.getByText("1 comment approved.")).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByText(comment)).toBeVisible();
    await page.goto("/admin/comments?status=approved");
    await page.getByTestId("comment-row").filter({ hasText: comment }).getByRole("button", { name: "Hide the comment by Prakash" }).click();
    await expect(page.getByText("1 comment hidden.")).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByText(comment)).toHaveCount(0);

    // Unpublished, the article is a draft again: the list says "Draft", not the date it was live.
    await page.goto(`/admin/news/${stored!.id}`);
    await page.getByRole("button", { name: "Unpublish" }).click();
    await expect(page.getByText("Article unpublished: it is a draft again.")).toBeVisible();
    await page.goto("/admin/news");
    await expect(page.getByRole("row").filter({ hasText: title }).getByRole("cell").nth(3)).toHaveText("Draft");
  });

  test("acknowledges and resolves a contact message sent through /contact-us, with notes and the clocks", async ({ page, browser }) => {
    const subject = `Shop closed early ${stamp()}`;
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto("/contact-us");
    await visitor.getByLabel("Name").fill("Sunil Raut");
    await visitor.getByLabel("Mobile").fill("9822054321");
    await visitor.getByLabel("Email").fill("sunil@example.com");
    await visitor.getByLabel("Subject").fill(subject);
    await visitor.getByLabel("How can we help?").fill("The partner shop on Wardha Road was shut at 6 pm.");
    await visitor.getByRole("button", { name: "Submit" }).click();
    await expect(visitor.getByRole("status").filter({ hasText: "Thank you for contacting us" })).toBeVisible();

    await logInAs(page, "operator");
    await page.goto("/admin/grievances?kind=contact");
    await expect(page.getByRole("complementary", { name: "Grievance officer" })).toContainText("Smt. Meera Deshmukh");
    const row = page.getByTestId("grievance-row").filter({ hasText: subject });
    await expect(row).toContainText("New");
    await expect(row).toContainText(/Acknowledge: 4[78] h left/);
    await row.getByRole("link", { name: subject }).click();
    await page.getByRole("button", { name: "Acknowledge" }).click();
    await expect(page.getByText("Acknowledged.", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Status" })).toContainText("acknowledged in");
    await page.getByRole("button", { name: "Resolve" }).click();
    await expect(page.getByText("Please write a note: what was done, or why.")).toBeVisible();
    await page.getByLabel(/^Note/).fill("Spoke to the owner; hours now on the shop page.");
    await page.getByRole("button", { name: "Resolve" }).click();
    await expect(page.getByText("Resolved.", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Status" })).toContainText("Resolved");
    await expect(page.getByTestId("grievance-note")).toHaveCount(2);
    await expect(page.getByTestId("grievance-note").last()).toContainText("Acknowledged → Resolved");
    await page.goto("/admin/grievances?kind=contact&status=resolved");
    await expect(page.getByTestId("grievance-row").filter({ hasText: subject })).toContainText("Resolved");
  });
});
