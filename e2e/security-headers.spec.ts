import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, request, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { signedInContexts, type Actor } from "./support/actors";
import { DEMO, freshPublicFormLimits, logInAs, query } from "./support/auth";
import { inventory } from "./support/route-inventory";

/**
 * HTTP security headers and what they protect: the Content-Security-Policy every page is served
 * with must let the app work (maps, images, Next.js's own scripts) and report no violation;
 * nosniff, Referrer-Policy, Permissions-Policy and framing rules on every response; rich text
 * sanitized on write and on render; uploads judged by content; unexpected errors answered with
 * the generic message and never a stack trace; no secret in what the browser downloads.
 */

const GENERIC = "Something went wrong. Please try again.";

/** Collects CSP violations (the DOM event and Chromium's console "Refused to …") and page errors. */
async function watch(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/Refused to|Content Security Policy|Content-Security-Policy/i.test(text)) problems.push(`console: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`));
  });
  return async () => {
    const events = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).catch(() => []);
    return [...problems, ...events.map((event) => `violation: ${event}`)];
  };
}

test.describe("security headers", () => {
  test("the main pages work under their Content-Security-Policy: no violation, scripts run, the map opens", async ({ page }) => {
    test.setTimeout(120_000);
    const violations = await watch(page);
    const [shop] = await query<{ id: number; slug: string }>("SELECT id::int, slug FROM shops WHERE status = 'published' AND latitude IS NOT NULL ORDER BY id LIMIT 1");
    const [article] = await query<{ id: number; slug: string }>("SELECT id::int, slug FROM news WHERE status = 'published' ORDER BY id LIMIT 1");

    await page.goto("/");
    await page.getByRole("button", { name: "All Ads" }).first().click();
    await expect(page.getByRole("link", { name: "All categories" }).first()).toBeVisible();
    await page.goto("/shops");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto(`/shops/${shop!.id}/${shop!.slug}`);
    await page.getByRole("button", { name: "Show map" }).click();
    await expect(page.locator(".leaflet-container")).toBeVisible();
    await expect(page.locator(".leaflet-marker-icon")).toBeVisible();
    await page.goto("/news");
    await page.goto(`/news/${article!.id}/${article!.slug}`);
    await page.goto("/mr/shops");
    await page.goto("/admin/login");
    // The login form is a client component: signing in proves the page's scripts ran under the nonce policy.
    await logInAs(page, "customer");
    await expect(page.getByText(/Ravi/).first()).toBeVisible();
    await page.goto("/purchase");
    await page.goto("/downline");
    await page.goto("/profile");
    expect(await violations()).toEqual([]);
  });

  test("toasts, whose script loads with the first one, show under both policies", async ({ page }) => {
    const violations = await watch(page);
    // A cached public page ('self' 'unsafe-inline'): sonner is not among the page's scripts until the first toast.
    const loaded: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") loaded.push(response.url());
    });
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeEnabled();
    const beforeToast = loaded.length;
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("Please select atleast one input.")).toBeVisible();
    expect(loaded.length).toBeGreaterThan(beforeToast);
    // A page with a per-request nonce ('strict-dynamic'): the chunk is added by a trusted script.
    await page.goto("/login");
    await page.getByLabel("Mobile No.").fill(DEMO.customer.mobile);
    await page.getByLabel("Password", { exact: true }).fill("Wrong@12345");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.locator("[data-sonner-toast]").getByText("invalid mobile no or password.")).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("the shop owner's pages, with the location-picker map, run under theirs too", async ({ page }) => {
    const violations = await watch(page);
    await logInAs(page, "franchisee");
    await page.goto("/franchisee-profile");
    await page.getByRole("button", { name: "Pick on the map" }).click();
    await expect(page.locator(".leaflet-container")).toBeVisible();
    await expect(page.locator(".leaflet-marker-icon")).toBeVisible();
    await page.goto("/franchisee-addsales");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Please enter customer code.")).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("every page's scripts carry its nonce, or its policy allows them: no page is blocked by its own policy", async ({ baseURL }) => {
    test.setTimeout(120_000);
    const contexts = await signedInContexts(baseURL!);
    const [shop] = await query<{ id: number; slug: string }>("SELECT id::int, slug FROM shops WHERE status = 'published' ORDER BY id LIMIT 1");
    const [article] = await query<{ id: number; slug: string }>("SELECT id::int, slug FROM news WHERE status = 'published' ORDER BY id LIMIT 1");
    const concrete = (route: string) =>
      route
        .replace("/shops/[id]/[slug]", `/shops/${shop!.id}/${shop!.slug}`)
        .replace("/news/[id]/[slug]", `/news/${article!.id}/${article!.slug}`)
        .replace(/\[[^\]]+\]/g, "1");
    const problems: string[] = [];
    let checked = 0;
    for (const route of inventory().filter((r) => r.kind === "page")) {
      for (const prefix of ["", "/hi"]) {
        const url = `${prefix}${concrete(route.route)}`.replace(/\/$/, "") || "/";
        // The first caller the page is shown to (a visitor, else a customer, a shop owner, the operator).
        for (const actor of ["visitor", "customer", "franchisee", "operator"] as Actor[]) {
          const response = await contexts[actor].get(url, { maxRedirects: 0 });
          if (response.status() !== 200) continue;
          checked += 1;
          const policy = response.headers()["content-security-policy"] ?? "";
          const html = await response.text();
          if (!/frame-ancestors 'none'/.test(policy)) problems.push(`${url}: no frame-ancestors 'none' (${policy})`);
          const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
          const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !/type="application\/ld\+json"/.test(tag));
          if (nonce) {
            const without = scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`));
            if (without.length > 0) problems.push(`${url} (as ${actor}): ${without.length} of ${scripts.length} scripts lack the nonce, e.g. ${without[0]}`);
          } else if (!/script-src [^;]*'unsafe-inline'/.test(policy)) {
            problems.push(`${url}: neither a nonce nor inline scripts allowed: ${policy}`);
          }
          break;
        }
      }
    }
    for (const context of Object.values(contexts)) await context.dispose();
    expect(checked).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });

  test("every response carries nosniff, the referrer and permissions policies and refuses framing; HSTS only over https", async ({ request: api }) => {
    const [shop] = await query<{ id: number; slug: string }>("SELECT id::int, slug FROM shops WHERE status = 'published' ORDER BY id LIMIT 1");
    for (const url of ["/", "/shops", `/shops/${shop!.id}/${shop!.slug}`, "/login", "/dashboard", "/api/health", "/api/v1/me", "/robots.txt", "/sitemap.xml", "/favicon.ico", "/nonexistent-page"]) {
      const response = await api.get(url, { maxRedirects: 0 });
      const headers = response.headers();
      expect(headers["x-content-type-options"], url).toBe("nosniff");
      expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], url).toContain("geolocation=(self)");
      expect(headers["x-frame-options"], url).toBe("DENY");
      // This run serves http://127.0.0.1: browsers ignore HSTS over http, and it must not pin localhost.
      expect(headers["strict-transport-security"], url).toBeUndefined();
      expect(headers["x-powered-by"], url).toBeUndefined();
    }
    for (const url of ["/api/health", "/api/v1/me"]) {
      expect((await api.get(url)).headers()["content-security-policy"], url).toContain("default-src 'none'");
    }
  });

  test("rich text is sanitized when a shop owner saves it and again when a page shows it", async ({ request: api, baseURL }) => {
    const owner = await request.newContext({ baseURL });
    await owner.post("/api/v1/franchisee/login", { data: DEMO.franchisee });
    const profile = (await (await owner.post("/api/v1/franchisee/profile", { data: {} })).json()).data.data;
    const hostile = '<p onclick="steal()">Fresh stock<script>alert("x")</script><img src=x onerror="alert(1)"><a href="javascript:alert(2)">deal</a></p>';
    const saved = await owner.post("/api/v1/franchisee/update", { data: { ...profile, details: hostile } });
    expect(saved.status(), await saved.text()).toBe(200);
    const [stored] = await query<{ details_html: string; id: number; slug: string }>(
      `SELECT s.details_html, s.id::int, s.slug FROM shops s JOIN franchisees f ON f.id = s.franchisee_id JOIN "user" u ON u.id = f.user_id WHERE u.phone_number = $1`,
      [DEMO.franchisee.mobile],
    );
    expect(stored!.details_html).toContain("Fresh stock");
    expect(stored!.details_html).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    await owner.post("/api/v1/franchisee/update", { data: profile });
    await owner.dispose();

    // Markup that reached the database some other way (an import, an old row) is cleaned on the way out.
    const [article] = await query<{ id: number; slug: string; body_html: string }>("SELECT id::int, slug, body_html FROM news WHERE status = 'published' ORDER BY id DESC LIMIT 1");
    await query("UPDATE news SET body_html = $1 WHERE id = $2", [`<p>Hello</p><script>window.pwned=1</script><img src=x onerror="window.pwned=2"><iframe src="https://evil.example"></iframe>`, article!.id]);
    try {
      const body = await (await api.post("/api/v1/news/single", { data: { id: article!.id } })).text();
      expect(body).toContain("Hello");
      expect(body).not.toMatch(/<script|onerror|<iframe/);
    } finally {
      await query("UPDATE news SET body_html = $1 WHERE id = $2", [article!.body_html, article!.id]);
    }
  });

  test("uploads are judged by their content, not their name or declared type, and served inert", async ({ baseURL }) => {
    const owner = await request.newContext({ baseURL });
    await owner.post("/api/v1/franchisee/login", { data: { mobile: "9822000002", password: "Demo@12345" } });
    const upload = (name: string, mimeType: string, buffer: Buffer) =>
      owner.post("/api/v1/franchisee/upload", { multipart: { "franchisees[franchisee_image1]": { name, mimeType, buffer } } });
    const imageOfShop = () => query<{ image1: string | null }>(`SELECT s.image1 FROM shops s JOIN franchisees f ON f.id = s.franchisee_id JOIN "user" u ON u.id = f.user_id WHERE u.phone_number = '9822000002'`);
    const before = await imageOfShop();
    for (const [name, type, content] of [
      ["photo.jpg", "image/jpeg", Buffer.from("<html><script>alert(1)</script></html>")],
      ["logo.svg", "image/svg+xml", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ["fake.png", "image/png", Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("<script>alert(1)</script>")])],
    ] as const) {
      const response = await upload(name, type, content);
      expect(response.status(), name).toBe(422);
      const body = await response.json();
      expect(body.status).toBe("failure");
      expect(body.errors.msg, name).toMatch(/Only JPEG, PNG or WebP images are allowed|could not be read/);
    }
    expect(await imageOfShop()).toEqual(before);

    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#136257" } }).png().toBuffer();
    const good = await upload("shop.png", "image/png", png);
    expect(good.status(), await good.text()).toBe(200);
    const url = (await good.json()).data.franchisee_image1 as string;
    const media = await owner.get(url);
    expect(media.status()).toBe(200);
    expect(media.headers()["content-type"]).toBe("image/webp");
    expect(media.headers()["x-content-type-options"]).toBe("nosniff");
    expect(media.headers()["content-security-policy"]).toContain("default-src 'none'");
    await owner.dispose();
  });

  test("an unexpected error is answered with the generic message, never its details or a stack trace", async ({ baseURL }) => {
    // A database fault the code does not expect, made for this test and removed after it.
    await query(`CREATE OR REPLACE FUNCTION e2e_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'internal detail e2e-7f3a at /srv/app/server/db.ts:42'; END $$`);
    await query(`CREATE TRIGGER e2e_fail_contact BEFORE INSERT ON contact_messages FOR EACH ROW EXECUTE FUNCTION e2e_fail()`);
    await query(`CREATE TRIGGER e2e_fail_report BEFORE INSERT ON fraud_reports FOR EACH ROW EXECUTE FUNCTION e2e_fail()`);
    await query(`ALTER TABLE kyc_details RENAME TO kyc_details_e2e_hidden`);
    const leaks = /e2e-7f3a|\/srv\/app|server\/db\.ts|kyc_details|\bat\s+\S+\s*\(|node_modules|Error:/;
    const contexts: Partial<Record<Actor, APIRequestContext>> = {};
    try {
      const visitor = await request.newContext({ baseURL });
      contexts.visitor = visitor;
      // Earlier journeys sent contact messages from this same address: start this one with a fresh limit.
      await freshPublicFormLimits();
      const contact = await visitor.post("/api/v1/others/contacts", { data: { name: "Asha", email: "asha@example.test", mobile: "9123456781", subject: "Hello", query: "Is this shop open?" } });
      expect(contact.status()).toBe(500);
      const body = await contact.text();
      expect(JSON.parse(body)).toEqual({ status: "failure", data: null, errors: { msg: GENERIC } });
      expect(body).not.toMatch(leaks);

      const signedIn = await signedInContexts(baseURL!);
      Object.assign(contexts, signedIn);
      const kyc = await signedIn.customer.get("/api/v1/customers/kyc");
      expect(kyc.status()).toBe(500);
      expect(await kyc.text()).not.toMatch(leaks);

      // A server action: the envelope with the generic message.
      const actionId = inventory().find((route) => route.kind === "action" && route.name === "reportFraudAction");
      const action = await signedIn.customer.post("/report-fraud", {
        headers: { "Next-Action": (actionId as { id: string }).id, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component" },
        data: JSON.stringify([{ subject: "Overcharged", reports: "Charged twice." }]),
      });
      const actionBody = await action.text();
      expect(actionBody).toContain(GENERIC);
      expect(actionBody).not.toMatch(leaks);

      // A page whose data cannot be read: the error page, without the error.
      const page = await signedIn.customer.get("/kyc");
      expect(page.status()).toBeGreaterThanOrEqual(500);
      expect(await page.text()).not.toMatch(leaks);
    } finally {
      await query(`ALTER TABLE kyc_details_e2e_hidden RENAME TO kyc_details`);
      await query(`DROP TRIGGER IF EXISTS e2e_fail_contact ON contact_messages`);
      await query(`DROP TRIGGER IF EXISTS e2e_fail_report ON fraud_reports`);
      await query(`DROP FUNCTION IF EXISTS e2e_fail()`);
      for (const context of Object.values(contexts)) await context?.dispose();
    }
  });

  test("no secret reaches the browser: the client bundles hold none of the server's secrets", async () => {
    const secrets = JSON.parse(readFileSync(".data/secrets.json", "utf8")) as Record<string, string>;
    const values = [process.env.BETTER_AUTH_SECRET, process.env.APP_ENCRYPTION_KEY, ...Object.values(secrets)].filter((v): v is string => Boolean(v && v.length >= 16));
    expect(values.length).toBeGreaterThan(0);
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const full = path.join(dir, entry);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.(js|css|html|json|txt)$/.test(entry)) files.push(full);
      }
    };
    walk(".next/static");
    expect(files.length).toBeGreaterThan(10);
    const leaking = files.filter((file) => {
      const text = readFileSync(file, "utf8");
      return values.some((value) => text.includes(value)) || /dev-only-(secret|encryption-key)|TWILIO_AUTH_TOKEN|DATABASE_URL|postgres:\/\//.test(text);
    });
    expect(leaking).toEqual([]);
  });
});
