import { existsSync } from "node:fs";
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { AUTH_SERVER_MESSAGES } from "../lib/auth/auth-messages";
import { ACTORS, signedInContexts, type Actor } from "./support/actors";
import { query } from "./support/auth";
import { inventory, matchesPattern, routeKey, type AppRoute } from "./support/route-inventory";

/**
 * The authorization matrix: every page, route handler method and server action of the app, read
 * from the file system, with the answer each caller must get. A route without an entry fails the
 * test, so a new route cannot ship without someone deciding who may use it. Entries may be patterns
 * (`*` one segment, `/**` any), which is how the operator console's pages and API are covered
 * however many the console adds.
 *
 * Outcomes: "ok" a 2xx; "allowed" past the guards (anything but 401/403/a login redirect/5xx, e.g.
 * 404 for an id that does not exist or 422 for an empty body); a status; or a redirect.
 * Writes are probed with an empty body ({}), so an allowed caller gets a validation failure (422)
 * and nothing is written. Server actions answer the product's envelope, read as 401 (sign-in message),
 * 403 (forbidden message), 422 (field errors) or ok.
 */

type Outcome = "ok" | "allowed" | 400 | 401 | 403 | 404 | 422 | { redirect: string | RegExp };
type Row = Record<Actor, Outcome>;
type Samples = {
  shop: { id: number; slug: string };
  /** A town and category of a published shop: their town pages exist. */
  town: { town: string; category: string };
  article: { id: number; slug: string };
  customerId: number;
  otherCustomerId: number;
};
type Probe = {
  path?: (s: Samples) => string;
  body?: (s: Samples) => unknown;
  expect: Row;
  note?: string;
  /** Ends the caller's session (logout): run with sessions of its own. */
  fresh?: boolean;
};
type Entry = { match: string; probes: Probe[] };

const to = (path: string | RegExp): Outcome => ({ redirect: path });
const everyone = (outcome: Outcome): Row => ({ visitor: outcome, customer: outcome, otherCustomer: outcome, franchisee: outcome, otherFranchisee: outcome, operator: outcome });
const only = (role: "customer" | "franchisee" | "operator", allowed: Outcome, denied: Outcome, visitor: Outcome = denied): Row => ({
  visitor,
  customer: role === "customer" ? allowed : denied,
  otherCustomer: role === "customer" ? allowed : denied,
  franchisee: role === "franchisee" ? allowed : denied,
  otherFranchisee: role === "franchisee" ? allowed : denied,
  operator: role === "operator" ? allowed : denied,
});
/** A login-type page: shown to everyone except those already signed in with its role, who go home. */
const loginPage = (role: "customer" | "franchisee" | "operator", home: string): Row => only(role, to(home), "ok", "ok");

const customerPage = only("customer", "ok", to("/login"));
const franchiseePage = only("franchisee", "ok", to("/franchisee-login"));
const customerApi = (allowed: Outcome = "ok") => only("customer", allowed, 403, 401);
const franchiseeApi = (allowed: Outcome = "ok") => only("franchisee", allowed, 403, 401);
const one = (expectRow: Row, options: Omit<Probe, "expect"> = {}): Probe[] => [{ ...options, expect: expectRow }];

const MATRIX: Entry[] = [
  // --- Public pages ---------------------------------------------------------------------------
  ...["/", "/about", "/contact-us", "/faq", "/how-its-works", "/news", "/shops", "/privacy-policy", "/terms-of-services", "/logout"].map((route) => ({
    match: `page ${route}`,
    probes: one(everyone("ok")),
  })),
  { match: "page /shops/[id]/[slug]", probes: one(everyone("ok"), { path: (s) => `/shops/${s.shop.id}/${s.shop.slug}` }) },
  // Town pages (docs/decisions/137-town-pages.md): public; a town without a published shop is not found.
  {
    match: "page /shops/in/[town]",
    probes: [
      { path: (s) => `/shops/in/${s.town.town}`, expect: everyone("ok") },
      { path: () => "/shops/in/no-such-town", expect: everyone(404) },
    ],
  },
  { match: "page /shops/in/[town]/[category]", probes: one(everyone("ok"), { path: (s) => `/shops/in/${s.town.town}/${s.town.category}` }) },
  { match: "page /news/[id]/[slug]", probes: one(everyone("ok"), { path: (s) => `/news/${s.article.id}/${s.article.slug}` }) },
  { match: "page /news/[id]/[slug]/comments", probes: one(everyone("ok"), { path: (s) => `/news/${s.article.id}/${s.article.slug}/comments` }) },
  // Old and short addresses redirect to the canonical ones for everyone.
  { match: "page /shops/[id]", probes: one(everyone(to(/^\/shops\/\d+\/[a-z0-9-]+$/)), { path: (s) => `/shops/${s.shop.id}` }) },
  { match: "page /single", probes: one(everyone(to(/^\/shops\/\d+\/[a-z0-9-]+$/)), { path: (s) => `/single?id=${s.shop.id}` }) },
  { match: "page /news/[id]", probes: one(everyone(to(/^\/news\/\d+\/[a-z0-9-]+$/)), { path: (s) => `/news/${s.article.id}` }) },
  { match: "page /news-read", probes: one(everyone(to(/^\/news\/\d+\/[a-z0-9-]+$/)), { path: (s) => `/news-read?id=${s.article.id}` }) },
  { match: "page /comments", probes: one(everyone(to(/^\/news\/\d+\/[a-z0-9-]+\/comments$/)), { path: (s) => `/comments?news_id=${s.article.id}` }) },
  // The installable app's offline page and manifest are public like the shell.
  { match: "page /offline", probes: one(everyone("ok")) },
  { match: "GET /manifest.webmanifest", probes: one(everyone("ok")) },
  { match: "page /how-it-works", probes: one(everyone(to("/how-its-works"))) },
  { match: "page /terms", probes: one(everyone(to("/terms-of-services"))) },
  { match: "page /verify-otp", probes: one(everyone(to("/forgot-check"))) },
  { match: "page /commissions", probes: one(everyone(to("/commisions"))) },

  // --- Account pages --------------------------------------------------------------------------
  { match: "page /login", probes: one(loginPage("customer", "/dashboard")) },
  { match: "page /register", probes: one(loginPage("customer", "/dashboard")) },
  { match: "page /forgot-password", probes: one(loginPage("customer", "/dashboard")) },
  // Without the flow's cookie these send everyone back to the flow's start.
  { match: "page /verifications", probes: one({ ...everyone(to("/register")), customer: to("/dashboard"), otherCustomer: to("/dashboard") }) },
  { match: "page /forgot-check", probes: one({ ...everyone(to("/forgot-password")), customer: to("/dashboard"), otherCustomer: to("/dashboard") }) },
  { match: "page /reset-password", probes: one({ ...everyone(to("/forgot-password")), customer: to("/dashboard"), otherCustomer: to("/dashboard") }) },
  { match: "page /franchisee-login", probes: one(loginPage("franchisee", "/franchisee-dashboard")) },
  { match: "page /admin/login", probes: one(loginPage("operator", "/admin")) },

  // --- Customer portal ------------------------------------------------------------------------
  // The dashboards and the account lists are shells the same for everyone, with no one's data in
  // them (the API rows below decide who gets the figures and rows): a visitor without a session is
  // sent to the login page by the proxy; anyone with a session gets the shell, and the browser goes
  // to the login page when the API refuses (account-shells.spec.ts).
  ...["/dashboard", "/purchase", "/commisions"].map((route) => ({ match: `page ${route}`, probes: one({ ...everyone("ok"), visitor: to("/login") }) })),
  ...["/franchisee-dashboard", "/franchisee-sales", "/franchisee-transactions", "/franchisee-reviews"].map((route) => ({
    match: `page ${route}`,
    probes: one({ ...everyone("ok"), visitor: to("/franchisee-login") }),
  })),
  ...["/profile", "/kyc", "/downline", "/favorites", "/report-fraud"].map((route) => ({
    match: `page ${route}`,
    probes: one(customerPage),
  })),
  // --- Shop back office -----------------------------------------------------------------------
  ...["/franchisee-addsales", "/franchisee-profile", "/franchisee-images", "/franchisee-insights"].map(
    (route) => ({ match: `page ${route}`, probes: one(franchiseePage) }),
  ),
  // --- Operator console (built elsewhere; these patterns cover every page and handler it adds) ---
  { match: "page /admin/**", probes: one(only("operator", "allowed", to("/admin/login"))) },
  // A commission job's progress, polled by the console: operators only; a job that does not exist is a 404.
  { match: "GET /api/v1/admin/commissions/jobs/[id]", probes: one(only("operator", 404, 403, 401), { path: () => "/api/v1/admin/commissions/jobs/999999999" }) },
  { match: "* /api/v1/admin/**", probes: one(only("operator", "allowed", 403, 401)) },
  { match: "action * /admin/**", probes: one(only("operator", "allowed", 403, 401)) },

  // --- Public API -----------------------------------------------------------------------------
  { match: "GET /api/health", probes: one(everyone("ok")) },
  { match: "GET /api/v1/me", probes: one(everyone("ok")) },
  { match: "GET /api/v1/home/cities", probes: one(everyone("ok")) },
  { match: "GET /api/v1/home/get_categories/[customer]", probes: one(everyone("ok"), { path: () => "/api/v1/home/get_categories/0" }) },
  { match: "GET /api/v1/home/get_home_content/[customer]", probes: one(everyone("ok"), { path: () => "/api/v1/home/get_home_content/0" }) },
  { match: "GET /api/v1/home/top_rated", probes: one(everyone("ok"), { path: () => "/api/v1/home/top_rated?lat=21.15&lng=79.09" }) },
  { match: "GET /api/v1/news/news/[page]", probes: one(everyone("ok"), { path: () => "/api/v1/news/news/0" }) },
  { match: "POST /api/v1/news/news/[page]", probes: one(everyone("ok"), { path: () => "/api/v1/news/news/1" }) },
  { match: "POST /api/v1/news/commentsall/[page]", probes: one(everyone("ok"), { path: () => "/api/v1/news/commentsall/1", body: (s) => ({ news_id: s.article.id }) }) },
  { match: "POST /api/v1/news/single", probes: one(everyone("ok"), { body: (s) => ({ id: s.article.id }) }) },
  { match: "POST /api/v1/news/comments", probes: one(everyone(422)) },
  { match: "POST /api/v1/others/contacts", probes: one(everyone(422)) },
  { match: "GET /api/v1/shops/category_shop/[page]", probes: one(everyone("ok"), { path: () => "/api/v1/shops/category_shop/1" }) },
  { match: "POST /api/v1/shops/category_shop/[page]", probes: one(everyone("ok"), { path: () => "/api/v1/shops/category_shop/1" }) },
  { match: "POST /api/v1/shops/shop", probes: one(everyone("ok")) },
  { match: "GET /api/v1/search/suggest", probes: one(everyone("ok"), { path: () => "/api/v1/search/suggest?q=kirana" }) },
  { match: "GET /api/v1/shops/map", probes: one(everyone("ok"), { path: () => "/api/v1/shops/map?bbox=78.5,20.5,79.5,21.5" }) },
  { match: "GET /api/v1/shops/single", probes: one(everyone("ok"), { path: (s) => `/api/v1/shops/single?id=${s.shop.id}` }) },
  { match: "POST /api/v1/shops/single", probes: one(everyone("ok"), { body: (s) => ({ id: s.shop.id }) }) },
  { match: "POST /api/v1/shops/visit", probes: one(everyone(422)) },
  // The tap and impression beacon: anyone, like the visit counter.
  { match: "POST /api/v1/shops/events", probes: one(everyone(422)) },
  // Reviews: anyone reads a shop's list and learns whether they may review it (a visitor: "log in").
  { match: "GET /api/v1/shops/reviews", probes: one(everyone("ok"), { path: (s) => `/api/v1/shops/reviews?shop_id=${s.shop.id}` }) },
  { match: "POST /api/v1/shops/reviews", probes: one(everyone("ok"), { body: (s) => ({ shop_id: s.shop.id }) }) },
  { match: "GET /api/v1/shops/reviews/eligibility", probes: one(everyone("ok"), { path: (s) => `/api/v1/shops/reviews/eligibility?shop_id=${s.shop.id}` }) },
  { match: "POST /api/v1/shops/reviews/eligibility", probes: one(everyone("ok"), { body: (s) => ({ shop_id: s.shop.id }) }) },
  // Customers and shop owners report reviews; operators hide them in the console instead.
  { match: "POST /api/v1/shops/reviews/report", probes: one({ ...everyone(422), visitor: 401, operator: 403 }) },
  { match: "GET /media/[...key]", probes: one(everyone(404), { path: () => "/media/shops/1/00000000000000000000000000000000.webp" }) },
  { match: "GET /sitemap.xml", probes: one(everyone("ok")) },
  {
    match: "GET /sitemaps/[name]",
    probes: [
      { path: () => "/sitemaps/pages.xml", expect: everyone("ok") },
      { path: () => "/sitemaps/towns.xml", expect: everyone("ok") },
    ],
  },
  { match: "GET /robots.txt", probes: one(everyone("ok")) },
  // Better Auth answers only reading and closing sessions; everything else is 404 for everyone.
  {
    match: "GET /api/auth/[...all]",
    probes: [
      { path: () => "/api/auth/get-session", expect: everyone("ok") },
      { path: () => "/api/auth/admin/list-users", expect: everyone(404), note: "admin endpoints are not exposed" },
    ],
  },
  {
    match: "POST /api/auth/[...all]",
    probes: [
      { path: () => "/api/auth/sign-in/email", expect: everyone(404) },
      { path: () => "/api/auth/admin/set-role", body: () => ({ userId: "x", role: "operator" }), expect: everyone(404) },
    ],
  },

  // --- Account flows: open to all by nature (the flow's own cookie or id is the permission) ---
  ...["/api/v1/customers/login", "/api/v1/customers/signup", "/api/v1/customers/check", "/api/v1/franchisee/login", "/api/v1/operator/login", "/api/v1/forgot/index", "/api/v1/forgot/check", "/api/v1/forgot/reset"].map(
    (route) => ({ match: `POST ${route}`, probes: one(everyone(422)) }),
  ),
  // A resend without a flow: "your verification has expired" (400), never another person's code.
  { match: "POST /api/v1/customers/resend", probes: one(everyone(400)) },
  { match: "POST /api/v1/forgot/resend", probes: one(everyone(400)) },
  { match: "POST /api/v1/customers/cancel", probes: one(everyone("ok")) },
  { match: "POST /api/v1/forgot/cancel", probes: one(everyone("ok")) },

  ...["/notifications", "/notifications/settings"].map((route) => ({ match: `page ${route}`, probes: one({ ...everyone("ok" as Outcome), visitor: to("/login") }) })),
  // --- Notifications: anyone signed in, their own only (docs/product.md#notifications) ------------
  ...["/api/v1/notifications", "/api/v1/notifications/unread", "/api/v1/notifications/preferences"].map((route) => ({
    match: `GET ${route}`,
    probes: one({ ...everyone("ok" as Outcome), visitor: 401 }),
  })),
  // An empty body names no notification and no choice: past the guard, refused by validation.
  ...["/api/v1/notifications/read", "/api/v1/notifications/preferences"].map((route) => ({
    match: `POST ${route}`,
    probes: one({ ...everyone(422 as Outcome), visitor: 401 }),
  })),

  // --- Customer API ---------------------------------------------------------------------------
  ...["/api/v1/customers/dashboard", "/api/v1/customers/profile", "/api/v1/customers/downline", "/api/v1/customers/commision/[[...page]]", "/api/v1/customers/purchase/[[...page]]", "/api/v1/shops/favorites/[[...page]]"].map(
    (route) => ({ match: `POST ${route}`, probes: one(customerApi()) }),
  ),
  { match: "GET /api/v1/customers/kyc", probes: one(customerApi()) },
  // The signed-in customer's own favourite ids (hearts on cached pages).
  { match: "GET /api/v1/customers/favorites", probes: one(customerApi()) },
  // The link in an operator's password code: without an open flow it only leads to the shop login.
  { match: "GET /api/v1/forgot/open", probes: one(everyone(to("/franchisee-login"))) },
  // An update takes the fields it is sent and keeps the rest: an empty body saves the profile as it is.
  { match: "POST /api/v1/customers/update", probes: one(customerApi("ok")) },
  ...["/api/v1/customers/kyc", "/api/v1/customers/favorites", "/api/v1/others/reports", "/api/v1/customers/reviews", "/api/v1/customers/reviews/delete", "/api/v1/customers/reviews/helpful"].map((route) => ({
    match: `POST ${route}`,
    probes: one(customerApi(422)),
  })),
  { match: "POST /api/v1/logout", probes: one(everyone("ok"), { fresh: true }) },
  // Internal (scripts/serve-app.ts calls it on its own instance with the deployment's derived secret): nobody else.
  { match: "POST /api/internal/revalidate", probes: one(everyone(403)) },

  // --- Shop back office API -------------------------------------------------------------------
  ...["/api/v1/franchisee/dashboard", "/api/v1/franchisee/profile", "/api/v1/franchisee/images", "/api/v1/franchisee/sales/[[...page]]", "/api/v1/franchisee/transactions/[[...page]]", "/api/v1/franchisee/reviews"].map(
    (route) => ({ match: `POST ${route}`, probes: one(franchiseeApi()) }),
  ),
  { match: "POST /api/v1/franchisee/update", probes: one(franchiseeApi("ok")) },
  ...["GET /api/v1/franchisee/insights", "POST /api/v1/franchisee/insights", "GET /api/v1/franchisee/insights/export", "GET /api/v1/franchisee/sales/export", "GET /api/v1/franchisee/transactions/export"].map((match) => ({ match, probes: one(franchiseeApi()) })),
  ...["/api/v1/franchisee/addSales", "/api/v1/franchisee/checkCustomer", "/api/v1/franchisee/reviews/reply"].map((route) => ({
    match: `POST ${route}`,
    probes: one(franchiseeApi(422)),
  })),
  // JSON instead of a form upload: 400 "Please send the images as a form upload." — after the guard.
  { match: "POST /api/v1/franchisee/upload", probes: one(franchiseeApi(400)) },

  // --- Server actions -------------------------------------------------------------------------
  ...["updateKycAction /kyc", "updateCustomerProfileAction /profile", "reportFraudAction /report-fraud"].map((key) => ({
    match: `action ${key}`,
    probes: one(customerApi(422)),
  })),
  ...["addSaleAction /franchisee-addsales", "checkCustomerAction /franchisee-addsales", "updateProfileAction /franchisee-profile", "setClosureAction /franchisee-profile"].map((key) => ({
    match: `action ${key}`,
    probes: one(franchiseeApi(422)),
  })),
];

/** Metadata routes (robots.ts, sitemap.ts, manifest.ts) are routes too. */
function metadataRoutes(): AppRoute[] {
  const names: Record<string, string> = { "robots.ts": "/robots.txt", "sitemap.ts": "/sitemap.xml", "manifest.ts": "/manifest.webmanifest" };
  return Object.entries(names)
    .filter(([file]) => existsSync(`app/${file}`))
    .map(([file, route]) => ({ kind: "handler", route, method: "GET", file: `app/${file}` }));
}

function entryFor(key: string): Entry | undefined {
  return MATRIX.find((entry) => entry.match === key) ?? MATRIX.find((entry) => entry.match.includes("*") && matchesPattern(entry.match, key));
}

function defaultPath(route: string): string {
  return route.replace(/\/\[\[\.\.\.[^\]]+\]\]/g, "").replace(/\[\.\.\.[^\]]+\]/g, "x").replace(/\[[^\]]+\]/g, "1") || "/";
}

type Observed = { status: number; location?: string; body: string };

async function call(context: APIRequestContext, route: AppRoute, path: string, body: unknown): Promise<Observed> {
  let response: APIResponse;
  if (route.kind === "page") response = await context.get(path, { maxRedirects: 0 });
  else if (route.kind === "action") {
    response = await context.post(path, {
      headers: { "Next-Action": route.id!, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component" },
      data: JSON.stringify([body ?? {}]),
      maxRedirects: 0,
    });
  } else {
    const method = route.method;
    response = await context.fetch(path, { method, maxRedirects: 0, ...(method === "GET" || method === "HEAD" ? {} : { data: body ?? {} }) });
  }
  const location = response.headers()["location"];
  return { status: response.status(), location: location ? new URL(location, "http://x").pathname : undefined, body: await response.text() };
}

/** A server action answers 200 with the envelope in its RSC payload: read it as the status it stands for. */
function actionStatus(observed: Observed): number {
  if (observed.status !== 200) return observed.status;
  const envelope = /"status":"(success|failure)","data":(?:null|[\s\S]*?),"errors":(\{[^}]*\}|null)/.exec(observed.body);
  if (!envelope) return 500;
  if (envelope[1] === "success") return 200;
  const errors = JSON.parse(envelope[2]!) as Record<string, unknown>;
  if (errors.msg === AUTH_SERVER_MESSAGES.signInRequired) return 401;
  if (errors.msg === AUTH_SERVER_MESSAGES.forbidden) return 403;
  return Object.keys(errors).some((key) => key !== "msg") ? 422 : 400;
}

function describeObserved(observed: Observed, status: number): string {
  return observed.location ? `${status} -> ${observed.location}` : String(status);
}

function satisfies(outcome: Outcome, status: number, location: string | undefined): boolean {
  if (typeof outcome === "object") {
    if (![301, 302, 303, 307, 308].includes(status) || !location) return false;
    return typeof outcome.redirect === "string" ? location === outcome.redirect : outcome.redirect.test(location);
  }
  if (outcome === "ok") return status >= 200 && status < 300;
  if (outcome === "allowed") {
    const toLogin = location !== undefined && /\/(login|franchisee-login|admin\/login)$/.test(location);
    return status < 500 && status !== 401 && status !== 403 && !toLogin;
  }
  return status === outcome;
}

test.describe("authorization matrix", () => {
  test("every page, route handler and server action has an entry", () => {
    const routes = [...inventory(), ...metadataRoutes()];
    const missing = routes.filter((route) => !entryFor(routeKey(route))).map((route) => `${routeKey(route)}  (${route.file})`);
    expect(missing, "add these to MATRIX in e2e/authorization-matrix.spec.ts, saying who may use them").toEqual([]);
    const unbuilt = routes.filter((route) => route.kind === "action" && !route.id).map(routeKey);
    expect(unbuilt, "server actions missing from the build's manifest: the build is older than the sources").toEqual([]);
    const unused = MATRIX.filter((entry) => !entry.match.includes("*") && !routes.some((route) => routeKey(route) === entry.match)).map((entry) => entry.match);
    expect(unused, "entries for routes that no longer exist").toEqual([]);
  });

  test("every route answers each caller as the matrix says", async ({ baseURL }) => {
    test.setTimeout(240_000);
    const contexts = await signedInContexts(baseURL!);
    const [shop] = await query<{ id: number; slug: string }>("SELECT id::int, slug FROM shops WHERE status = 'published' ORDER BY id LIMIT 1");
    const [article] = await query<{ id: number; slug: string }>("SELECT id::int, slug FROM news WHERE status = 'published' ORDER BY id LIMIT 1");
    const [town] = await query<{ town: string; category: string }>(
      "SELECT c.slug AS town, k.slug AS category FROM shops s JOIN cities c ON c.id = s.city_id JOIN categories k ON k.id = s.category_id WHERE s.status = 'published' ORDER BY s.id LIMIT 1",
    );
    const ids = await query<{ mobile: string; id: number }>(
      `SELECT u.phone_number AS mobile, c.id::int FROM customers c JOIN "user" u ON u.id = c.user_id WHERE u.phone_number IN ('9876543210', '9850010002')`,
    );
    const samples: Samples = {
      shop: shop!,
      town: town!,
      article: article!,
      customerId: ids.find((row) => row.mobile === "9876543210")!.id,
      otherCustomerId: ids.find((row) => row.mobile === "9850010002")!.id,
    };

    const mismatches: string[] = [];
    for (const route of [...inventory(), ...metadataRoutes()]) {
      const key = routeKey(route);
      const entry = entryFor(key);
      if (!entry) continue;
      for (const probe of entry.probes) {
        const path = probe.path?.(samples) ?? defaultPath(route.route);
        const body = probe.body?.(samples);
        const callers = probe.fresh ? await signedInContexts(baseURL!) : contexts;
        for (const actor of ACTORS) {
          const observed = await call(callers[actor], route, path, body);
          const status = route.kind === "action" ? actionStatus(observed) : observed.status;
          const want = probe.expect[actor];
          if (status >= 500 || !satisfies(want, status, observed.location)) {
            mismatches.push(`${key} [${path}] as ${actor}: expected ${JSON.stringify(want)}, got ${describeObserved(observed, status)}`);
          }
        }
        if (probe.fresh) for (const context of Object.values(callers)) await context.dispose();
      }
    }
    for (const context of Object.values(contexts)) await context.dispose();
    expect(mismatches).toEqual([]);
  });
});

/**
 * Resources of the demo customer and the demo shop owner (A) asked for by another customer and
 * another shop owner (B): refused (403/404) or answered with B's own data, never A's. Identity comes
 * from the session everywhere, so B's only handles on A's data are ids in bodies; each is tried.
 */
test.describe("another customer or shop owner", () => {
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3200}`;
  const marker = `matrix-secret-${Date.now()}`;
  const STATEMENT_MONTH = "2019-01";
  const STATEMENT_GROSS = 7_654_321;
  let contexts: Record<Actor, APIRequestContext>;
  let a: { customerId: number; code: string; email: string; shopId: number };
  let b: { customerId: number; code: string };

  test.beforeAll(async () => {
    contexts = await signedInContexts(baseURL);
    const rows = await query<{ mobile: string; id: number; code: string; email: string }>(
      `SELECT u.phone_number AS mobile, c.id::int, c.code, u.email FROM customers c JOIN "user" u ON u.id = c.user_id WHERE u.phone_number IN ('9876543210', '9850010002')`,
    );
    const [shop] = await query<{ id: number }>(`SELECT s.id::int FROM shops s JOIN franchisees f ON f.id = s.franchisee_id JOIN "user" u ON u.id = f.user_id WHERE u.phone_number = '9822000001'`);
    const owner = rows.find((row) => row.mobile === "9876543210")!;
    const other = rows.find((row) => row.mobile === "9850010002")!;
    a = { customerId: owner.id, code: owner.code, email: owner.email, shopId: shop!.id };
    b = { customerId: other.id, code: other.code };
    // A's private data: a sale by shop A to customer A, and a commission statement of A's.
    const sale = await contexts.franchisee.post("/api/v1/franchisee/addSales", {
      data: { sales: { cust_id: a.code, amount: "123.45", items: marker, idempotency_key: `${marker}-key` } },
    });
    expect(sale.status(), await sale.text()).toBe(200);
    await query(
      `INSERT INTO commission_statements (member_id, month, line_total_paise, gross_paise, tds_paise, net_paise, carried_in_paise, payable_paise, status)
       VALUES ($1, $2::date, $3, $3, 0, $3, 0, $3, 'pending') ON CONFLICT DO NOTHING`,
      [a.customerId, `${STATEMENT_MONTH}-01`, STATEMENT_GROSS],
    );
  });

  test.afterAll(async () => {
    await query(`DELETE FROM commission_statements WHERE member_id = $1 AND month = $2::date AND gross_paise = $3`, [a.customerId, `${STATEMENT_MONTH}-01`, STATEMENT_GROSS]);
    for (const context of Object.values(contexts ?? {})) await context.dispose();
  });

  const post = async (actor: Actor, path: string, data: unknown = {}) => {
    const response = await contexts[actor].post(path, { data });
    return { status: response.status(), body: await response.text() };
  };

  test("a commission statement: the owner reads it, another customer gets 404 or 403", async () => {
    const own = await post("customer", "/api/v1/customers/commision", { month: STATEMENT_MONTH });
    expect(own.status).toBe(200);
    expect(own.body).toContain(String(STATEMENT_GROSS));
    const other = await post("otherCustomer", "/api/v1/customers/commision", { month: STATEMENT_MONTH });
    expect(other.status).toBe(404);
    expect(other.body).not.toContain(String(STATEMENT_GROSS));
    expect((await post("otherCustomer", "/api/v1/customers/commision", { customer: a.customerId })).status).toBe(403);
    expect((await post("otherCustomer", "/api/v1/customers/commision", { customer: a.customerId, month: STATEMENT_MONTH })).status).toBe(403);
    const list = await post("otherCustomer", "/api/v1/customers/commision");
    expect(list.body).not.toContain(String(STATEMENT_GROSS));
  });

  test("a purchase: in the buyer's and the shop's lists only", async () => {
    expect((await post("customer", "/api/v1/customers/purchase", { filter: "all" })).body).toContain(marker);
    expect((await post("franchisee", "/api/v1/franchisee/sales", { filter: "all" })).body).toContain(marker);
    expect((await post("otherCustomer", "/api/v1/customers/purchase", { customer: a.customerId })).status).toBe(403);
    for (const [actor, path] of [
      ["otherCustomer", "/api/v1/customers/purchase"],
      ["otherCustomer", "/api/v1/customers/dashboard"],
      ["otherFranchisee", "/api/v1/franchisee/sales"],
      ["otherFranchisee", "/api/v1/franchisee/transactions"],
      ["otherFranchisee", "/api/v1/franchisee/dashboard"],
    ] as const) {
      const answer = await post(actor, path, { filter: "all" });
      expect(answer.status, `${actor} ${path}`).toBe(200);
      expect(answer.body, `${actor} ${path}`).not.toContain(marker);
    }
    for (const actor of ["otherCustomer", "otherFranchisee"] as const) {
      for (const page of actor === "otherCustomer" ? ["/dashboard", "/purchase"] : ["/franchisee-dashboard", "/franchisee-sales", "/franchisee-transactions"]) {
        const html = await (await contexts[actor].get(page)).text();
        expect(html, `${actor} ${page}`).not.toContain(marker);
      }
    }
  });

  test("favourites: another customer cannot list or toggle the owner's", async () => {
    const count = async (customerId: number) => Number((await query<{ n: string }>("SELECT count(*)::text AS n FROM favourites WHERE customer_id = $1", [customerId]))[0]!.n);
    const before = { a: await count(a.customerId), b: await count(b.customerId) };
    expect((await post("otherCustomer", "/api/v1/shops/favorites", { customer_id: a.customerId })).status).toBe(403);
    expect((await post("otherCustomer", "/api/v1/shops/favorites", { customer: a.customerId })).status).toBe(403);
    expect((await post("otherCustomer", "/api/v1/customers/favorites", { franchisee_id: a.shopId, customer_id: a.customerId })).status).toBe(403);
    expect({ a: await count(a.customerId), b: await count(b.customerId) }).toEqual(before);
  });

  test("the downline: another member's subtree is 404 unless it lies inside one's own", async () => {
    expect((await post("otherCustomer", "/api/v1/customers/downline", { from: a.customerId })).status).toBe(404);
    const search = await post("otherCustomer", "/api/v1/customers/downline", { search: a.code });
    expect(search.status).toBe(200);
    expect(search.body).not.toContain(a.code);
    // The owner referred the other customer, so the other customer's subtree is the owner's to see.
    const below = await post("customer", "/api/v1/customers/downline", { from: b.customerId });
    expect(below.status).toBe(200);
    expect(below.body).toContain(b.code);
  });

  test("profile and KYC: only one's own, whatever ids the body names", async () => {
    const details = (customerId: number) =>
      query<{ email: string; last4: string | null }>(
        `SELECT u.email, k.account_number_last4 AS last4 FROM customers c JOIN "user" u ON u.id = c.user_id LEFT JOIN kyc_details k ON k.customer_id = c.id WHERE c.id = $1`,
        [customerId],
      );
    const [owner] = await details(a.customerId);
    const [other] = await details(b.customerId);
    const profile = await post("otherCustomer", "/api/v1/customers/profile", { customer_id: a.customerId, id: a.customerId });
    expect(profile.status).toBe(200);
    expect(profile.body).not.toContain(owner!.email);
    const kyc = await contexts.otherCustomer.get("/api/v1/customers/kyc");
    expect(kyc.status()).toBe(200);
    if (owner!.last4 && owner!.last4 !== other!.last4) expect(await kyc.text()).not.toContain(owner!.last4);
  });

  test("a shop: another shop owner's update names the first shop's ids and changes only its own", async () => {
    const snapshot = () => query<{ name: string; updated_at: string }>("SELECT name, updated_at::text FROM shops WHERE id = $1", [a.shopId]);
    const before = await snapshot();
    const profile = JSON.parse((await post("otherFranchisee", "/api/v1/franchisee/profile")).body) as { data: { data: Record<string, unknown> } };
    // B's own profile as it is (so B's shop keeps its content), plus every id field A's shop has.
    const hostile = { ...profile.data.data, id: a.shopId, shop_id: a.shopId, franchisee_id: a.shopId, shopId: a.shopId, user_id: a.shopId };
    const answer = await post("otherFranchisee", "/api/v1/franchisee/update", hostile);
    expect(answer.status, answer.body).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  test("nothing any other caller is answered holds the owner's e-mail, mobile number or private sale", async () => {
    const pages = ["/", "/shops", "/news", "/dashboard", "/profile", "/kyc", "/purchase", "/commisions", "/downline", "/favorites", "/franchisee-dashboard", "/franchisee-sales", "/franchisee-transactions", "/franchisee-profile"];
    const apis = ["/api/v1/me", "/api/v1/customers/dashboard", "/api/v1/customers/profile", "/api/v1/customers/downline", "/api/v1/franchisee/dashboard", "/api/v1/franchisee/profile"];
    for (const actor of ["visitor", "otherCustomer", "otherFranchisee"] as const) {
      for (const path of pages) {
        const html = await (await contexts[actor].get(path)).text();
        for (const secret of [a.email, "9876543210", marker]) expect(html.includes(secret), `${actor} ${path} shows ${secret}`).toBe(false);
      }
      for (const path of apis) {
        const body = (await post(actor, path)).body;
        for (const secret of [a.email, "9876543210", marker]) expect(body.includes(secret), `${actor} ${path} answers ${secret}`).toBe(false);
      }
    }
  });
});
