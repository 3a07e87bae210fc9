import { expect, test, type Browser, type Page, type Request } from "@playwright/test";
import { LOGINS } from "./support/actors";
import { query } from "./support/auth";
import { inventory } from "./support/route-inventory";

/**
 * No page of the product scrolls sideways on a 360 px touch phone, whoever looks at it: every page
 * of the route inventory, as a visitor, a customer, a shop owner and an operator, after the rows the
 * page fetches in the browser have arrived. Tables become cards on phones or scroll inside their own
 * box; the page itself never grows wider than the screen.
 *
 * The width is compared with 360 itself: with `isMobile` Chromium widens the layout viewport to fit
 * whatever overflows, so `innerWidth` grows with the fault and can never catch it.
 */

const WIDTH = 360;
const ROLES = ["visitor", "customer", "franchisee", "operator"] as const;

type Samples = Record<string, string>;

/** Real ids from the demo data for the dynamic segments; where the data has none, an id that gives the page's 404. */
async function samples(): Promise<Samples> {
  const first = async (sql: string) => (await query<{ v: string }>(sql))[0]?.v;
  const shop = (await query<{ id: string; slug: string }>("SELECT id::text, slug FROM shops WHERE status = 'published' ORDER BY id LIMIT 1"))[0]!;
  const article = (await query<{ id: string; slug: string }>("SELECT id::text, slug FROM news WHERE status = 'published' ORDER BY id LIMIT 1"))[0]!;
  const town = (
    await query<{ town: string; category: string }>(
      "SELECT c.slug AS town, k.slug AS category FROM shops s JOIN cities c ON c.id = s.city_id JOIN categories k ON k.id = s.category_id WHERE s.status = 'published' ORDER BY s.id LIMIT 1",
    )
  )[0]!;
  const statement = (
    await query<{ month: string; code: string }>(
      "SELECT to_char(s.month, 'YYYY-MM') AS month, c.code FROM commission_statements s JOIN customers c ON c.id = s.member_id WHERE c.code IS NOT NULL ORDER BY s.month DESC LIMIT 1",
    )
  )[0];
  return {
    "/shops/[id]/[slug]": `/shops/${shop.id}/${shop.slug}`,
    "/shops/[id]": `/shops/${shop.id}`,
    "/shops/in/[town]": `/shops/in/${town.town}`,
    "/shops/in/[town]/[category]": `/shops/in/${town.town}/${town.category}`,
    "/news/[id]/[slug]": `/news/${article.id}/${article.slug}`,
    "/news/[id]/[slug]/comments": `/news/${article.id}/${article.slug}/comments`,
    "/news/[id]": `/news/${article.id}`,
    "/admin/categories/[id]": `/admin/categories/${(await first("SELECT id::text AS v FROM categories ORDER BY id LIMIT 1")) ?? 1}`,
    "/admin/commissions/[month]": `/admin/commissions/${statement?.month ?? "2026-10"}`,
    "/admin/commissions/[month]/[code]": `/admin/commissions/${statement?.month ?? "2026-10"}/${statement?.code ?? (await first("SELECT code AS v FROM customers WHERE code IS NOT NULL ORDER BY id LIMIT 1"))}`,
    "/admin/customers/[id]": `/admin/customers/${await first("SELECT id::text AS v FROM customers ORDER BY id DESC LIMIT 1")}`,
    "/admin/grievances/[kind]/[id]": `/admin/grievances/contact/${(await first("SELECT id::text AS v FROM contact_messages ORDER BY id LIMIT 1")) ?? 1}`,
    "/admin/news/[id]": `/admin/news/${article.id}`,
    "/admin/news/categories/[id]": `/admin/news/categories/${(await first("SELECT id::text AS v FROM news_categories ORDER BY id LIMIT 1")) ?? 1}`,
    "/admin/payouts/[batch]": `/admin/payouts/${(await first("SELECT id::text AS v FROM payout_batches ORDER BY id DESC LIMIT 1")) ?? 1}`,
    "/admin/plans/[version]": `/admin/plans/${(await first("SELECT version::text AS v FROM commission_plans ORDER BY version DESC LIMIT 1")) ?? 1}`,
    "/admin/shops/[id]": `/admin/shops/${shop.id}`,
    "/admin/shops/[id]/insights": `/admin/shops/${shop.id}/insights`,
  };
}

async function phoneAs(browser: Browser, role: (typeof ROLES)[number], baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: WIDTH, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  if (role !== "visitor") {
    const login = LOGINS[role];
    const response = await context.request.post(login.api, { data: { mobile: login.mobile, password: login.password } });
    expect(response.status(), `${role} logs in`).toBe(200);
  }
  return context.newPage();
}

/** The page's fetches in flight (the rows dashboards and lists ask for after loading); `reset` forgets the previous page's. */
function trackFetches(page: Page) {
  const inFlight = new Set<Request>();
  page.on("request", (request) => {
    // The shop page's visit count goes as a keepalive fetch, which Chromium never reports finished; it is no data the page shows.
    if ((request.resourceType() === "fetch" || request.resourceType() === "xhr") && !request.url().includes("/api/v1/shops/visit")) inFlight.add(request);
  });
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => inFlight.delete(request));
  return { count: () => inFlight.size, reset: () => inFlight.clear() };
}

/**
 * The page and the rows it fetches in the browser: no fetch in flight twice in a row and no skeleton
 * left, for up to ten seconds; a page still busy then is measured as it is (the width is the test).
 */
async function settled(page: Page, inFlight: () => number) {
  await page.waitForLoadState("load");
  const busy = async () => inFlight() + (await page.locator("main [data-skeleton]").count());
  for (let check = 0; check < 2; check += 1) await expect.poll(busy, { timeout: 10_000, intervals: [250] }).toBe(0).catch(() => undefined);
}

/**
 * The pages a role is checked on: a visitor sees every public page; a customer sees them too (the
 * signed-in header is the widest they get, with the person's name); the shop owner and the operator
 * see their own pages and the home page, whose header is theirs. Another role's pages only send a
 * person to that role's login page, which the visitor checks anyway.
 */
function checkedFor(role: (typeof ROLES)[number], file: string, path: string): boolean {
  const owner = file.includes("/(admin)/") ? "operator" : file.includes("/(customer)/") ? "customer" : file.includes("/(franchisee)/") ? "franchisee" : null;
  if (owner !== null) return owner === role;
  return role === "visitor" || role === "customer" || path === "/" || path === "/logout";
}

test("no page scrolls sideways on a 360 px phone, for any role", async ({ browser, baseURL }) => {
  test.setTimeout(600_000);
  const resolved = await samples();
  const pages = inventory()
    .filter((route) => route.kind === "page")
    .map((route) => ({ path: resolved[route.route] ?? route.route, file: route.file }))
    // Signing out last, so the role's other pages are seen signed in.
    .sort((a, b) => Number(a.path === "/logout") - Number(b.path === "/logout"));
  const unresolved = pages.filter((page) => page.path.includes("["));
  expect(unresolved, "a dynamic page without a sample id").toEqual([]);

  // The four people look at the same time, each in their own browser context: most of a page's
  // time is waiting for its rows, and waits overlap.
  const wide = (
    await Promise.all(
      ROLES.map(async (role) => {
        const page = await phoneAs(browser, role, baseURL!);
        const fetches = trackFetches(page);
        const found: string[] = [];
        for (const { path } of pages.filter((candidate) => checkedFor(role, candidate.file, candidate.path))) {
          fetches.reset();
          await page.goto(path);
          await settled(page, fetches.count);
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          if (width > WIDTH) found.push(`${role} ${path} -> ${new URL(page.url()).pathname}: ${width} px`);
        }
        await page.context().close();
        return found;
      }),
    )
  ).flat();
  expect(wide, "pages wider than the phone").toEqual([]);
});
