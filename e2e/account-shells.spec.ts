import { expect, test } from "@playwright/test";
import { DEMO, logInAs } from "./support/auth";
import { demoSalesCount, expectFirstPageOf } from "./support/demo-counts";

/**
 * The dashboards and account lists are shells the same for everyone (served from the page cache);
 * the figures and rows come from the JSON API in the browser (docs/decisions/088-dashboard-shells.md, docs/decisions/089-account-list-shells.md). These journeys check what the server used to
 * decide while rendering: who is sent to which login page, what a failed load looks like, and that
 * the page itself holds nobody's data.
 */
test.describe("account pages: a shared shell, the figures and rows from the API", () => {
  test("a visitor is sent to the login page by the server, in every language", async ({ request }) => {
    for (const [path, login] of [
      ["/dashboard", "/login"],
      ["/mr/dashboard", "/mr/login"],
      ["/franchisee-dashboard", "/franchisee-login"],
      ["/hi/franchisee-dashboard", "/hi/franchisee-login"],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(new URL(response.headers()["location"]!, "http://x").pathname, path).toBe(login);
      expect(response.headers()["cache-control"], path).toContain("no-store");
    }
  });

  test("signed in with the other role, or with a session that has ended, the browser goes to the page's login", async ({ page, context, baseURL }) => {
    await logInAs(page, "franchisee");
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: /Welcome/ })).toHaveCount(0);

    await context.clearCookies();
    await logInAs(page, "customer");
    await page.goto("/franchisee-dashboard");
    await expect(page).toHaveURL(/\/franchisee-login$/);

    // A cookie the server no longer honours (forged, revoked or expired): the shell, then /login.
    await context.clearCookies();
    await context.addCookies([{ name: "dlmp.session_token", value: "not-a-real-session.forged", url: baseURL! }]);
    await page.goto("/mr/dashboard");
    await expect(page).toHaveURL(/\/mr\/login$/);
  });

  test("the customer sees placeholders, then the figures; a failed load is a toast with the server's message and a retry", async ({ page }) => {
    await logInAs(page, "customer");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/v1/customers/dashboard", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/dashboard");
    await expect(page.getByRole("status").filter({ hasText: "Loading your dashboard…" })).toBeAttached();
    release();
    await expect(page.getByRole("heading", { name: /Welcome, Ravi/ })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Loading your dashboard…" })).toHaveCount(0);

    await page.unroute("**/api/v1/customers/dashboard");
    await page.route("**/api/v1/customers/dashboard", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ status: "failure", data: null, errors: { msg: "The service is busy. Please try again in a minute." } }) }),
    );
    await page.reload();
    await expect(page.getByText("The service is busy. Please try again in a minute.")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "We could not load your dashboard." })).toBeVisible();
    await page.unroute("**/api/v1/customers/dashboard");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: /Welcome, Ravi/ })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "We could not load your dashboard." })).toHaveCount(0);
  });

  test("the page is the same for two people and names neither; it comes from the page cache", async ({ playwright, baseURL }) => {
    const html: string[] = [];
    for (const who of ["customer", "franchisee"] as const) {
      const api = await playwright.request.newContext({ baseURL });
      const login = await api.post(who === "customer" ? "/api/v1/customers/login" : "/api/v1/franchisee/login", { data: DEMO[who] });
      expect(login.ok()).toBe(true);
      for (const path of ["/dashboard", "/franchisee-dashboard"]) {
        await api.get(path);
        const response = await api.get(path, { maxRedirects: 0 });
        expect(response.status(), `${who} ${path}`).toBe(200);
        expect(response.headers()["x-page-cache"], `${who} ${path}`).toBe("HIT");
        const body = await response.text();
        for (const secret of [DEMO.customer.mobile, DEMO.franchisee.mobile, "Ravi"]) expect(body.includes(secret), `${who} ${path} holds ${secret}`).toBe(false);
        html.push(body);
      }
      await api.dispose();
    }
    expect(html[2]).toBe(html[0]);
    expect(html[3]).toBe(html[1]);
  });

  test("the lists are shells too: one cached page whatever the query, the rows from the API, a failed page a toast and a retry", async ({ page, playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    expect((await api.post("/api/v1/customers/login", { data: DEMO.customer })).ok()).toBe(true);
    for (const path of ["/purchase", "/commisions", "/purchase?filter=week&page=3"]) {
      // Kept after the first answer, unless Next.js answered that one STALE (a build older than the
      // page's revalidation time, as when the suite runs with the clock moved): then once it is fresh.
      await expect
        .poll(async () => (await api.get(path, { maxRedirects: 0 })).headers()["x-page-cache"], { message: path, timeout: 15_000 })
        .toBe("HIT");
      const response = await api.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).not.toContain("Ravi");
    }
    await api.dispose();

    await logInAs(page, "customer");
    const total = await demoSalesCount("customer", "all");
    expect(total, "the demo customer has more than two pages of purchases").toBeGreaterThan(10);
    await page.goto("/purchase?page=2");
    await expect(page.getByText(`Page 2 of ${Math.ceil(total / 5)}`, { exact: true })).toBeVisible();
    await expect(page.locator("tbody tr")).toHaveCount(5);
    await page.route("**/api/v1/customers/purchase/**", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ status: "failure", errors: { msg: "The service is busy. Please try again in a minute." } }) }),
    );
    await page.getByRole("link", { name: "This month" }).click();
    await expect(page.getByText("The service is busy. Please try again in a minute.")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "We could not load this list." })).toBeVisible();
    await page.unroute("**/api/v1/customers/purchase/**");
    await page.getByRole("button", { name: "Try again" }).click();
    // This month's count depends on the day (none yet on the 1st): read from the data.
    await expectFirstPageOf(page, await demoSalesCount("customer", "month"), "Purchase not found !!!");
    await expect(page.getByRole("alert").filter({ hasText: "We could not load this list." })).toHaveCount(0);
  });
});
