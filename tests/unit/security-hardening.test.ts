import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiRoute, readJson } from "../../server/http/route-handler";
import { refuseUndecodableAction, UNREADABLE_ACTION_MESSAGE } from "../../server/http/server-action-guard";
import { NUL_MESSAGE, parseInput } from "../../server/http/validation";
import { contentSecurityPolicy, tileOrigins } from "../../server/security/content-security-policy";
import { accountShellLogin, isListingPage, isStaticPage, pageKind } from "../../server/http/page-kinds";

describe("Content-Security-Policy", () => {
  const base = { nonce: "bm9uY2U=", tileUrl: "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png", development: false, https: false };

  it("knows which pages are served from the build cache, in every language", () => {
    for (const path of ["/", "/mr", "/hi/", "/about", "/mr/faq", "/shops/12/shree-ganesh-kirana", "/hi/news/3/mobile-app", "/terms", "/logout"]) {
      expect(isStaticPage(path), path).toBe(true);
    }
    for (const path of ["/shops", "/news", "/dashboard", "/mr/kyc", "/news/3/mobile-app/comments", "/shops/12", "/admin", "/admin/shops/12/x", "/franchisee-profile", "/english"]) {
      expect(isStaticPage(path), path).toBe(false);
    }
  });

  it("knows the listings, shared by every visitor of their URL, in every language", () => {
    for (const path of ["/shops", "/shops/", "/mr/shops", "/hi/news", "/news", "/en/shops", "/shops/in/wardha", "/mr/shops/in/wardha/grocery", "/hi/shops/in/wardha/"]) {
      expect(isListingPage(path), path).toBe(true);
      expect(isStaticPage(path), path).toBe(false);
    }
    for (const path of ["/", "/shops/12", "/shops/12/a", "/news/3", "/news/3/a/comments", "/dashboard", "/shopsx", "/admin/shops", "/franchisee-sales", "/shops/in", "/shops/in/a/b/c"]) {
      expect(isListingPage(path), path).toBe(false);
    }
  });

  it("knows the account shells and their login pages, in every language", () => {
    expect(accountShellLogin("/dashboard")).toBe("/login");
    expect(["/", "/mr/shops", "/hi/dashboard", "/profile", "/admin"].map(pageKind)).toEqual(["static", "listing", "account-shell", "private", "private"]);
    expect(accountShellLogin("/mr/dashboard/")).toBe("/mr/login");
    expect(accountShellLogin("/en/dashboard")).toBe("/login");
    expect(accountShellLogin("/hi/franchisee-dashboard")).toBe("/hi/franchisee-login");
    expect(accountShellLogin("/mr/purchase")).toBe("/mr/login");
    expect(accountShellLogin("/franchisee-transactions")).toBe("/franchisee-login");
    for (const path of ["/", "/profile", "/dashboards", "/admin", "/franchisee-profile", "/api/v1/customers/dashboard"]) expect(accountShellLogin(path), path).toBeNull();
  });

  it("gives pages rendered per request a nonce with strict-dynamic, and cached pages no inline-script nonce", () => {
    const dynamic = contentSecurityPolicy({ ...base, pathname: "/profile" });
    expect(dynamic.nonce).toBe("bm9uY2U=");
    expect(dynamic.header).toContain("script-src 'self' 'nonce-bm9uY2U=' 'strict-dynamic'");
    expect(dynamic.header).not.toMatch(/script-src[^;]*unsafe-inline/);
    const cached = contentSecurityPolicy({ ...base, pathname: "/shops/1/a" });
    expect(cached.nonce).toBeNull();
    expect(cached.header).toContain("script-src 'self' 'unsafe-inline'");
    // A listing is kept by the page cache and served to every visitor: a nonce in it would be public.
    const listing = contentSecurityPolicy({ ...base, pathname: "/mr/shops" });
    expect(listing.nonce).toBeNull();
    expect(listing.header).toBe(cached.header);
    // So is a dashboard's shell: the figures come later, from the JSON API, as text React escapes.
    for (const pathname of ["/dashboard", "/mr/franchisee-dashboard", "/purchase", "/franchisee-sales"]) expect(contentSecurityPolicy({ ...base, pathname })).toEqual({ header: cached.header, nonce: null });
    for (const policy of [dynamic.header, cached.header]) {
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).toMatch(/img-src 'self' data: blob: https:\/\/\*\.tile\.openstreetmap\.org https:\/\/tile\.openstreetmap\.org/);
      expect(policy).not.toContain("unsafe-eval");
      expect(policy).not.toContain("upgrade-insecure-requests");
    }
  });

  it("adds eval only in development and the upgrade only on https", () => {
    expect(contentSecurityPolicy({ ...base, pathname: "/", development: true }).header).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ ...base, pathname: "/", https: true }).header).toContain("upgrade-insecure-requests");
  });

  it("takes the tile origins from the configured template", () => {
    expect(tileOrigins("https://tiles.example.in/{z}/{x}/{y}.png?key=abc")).toEqual(["https://tiles.example.in"]);
    expect(tileOrigins("https://{s}.tiles.example.in/{z}/{x}/{y}.png")).toEqual(["https://*.tiles.example.in", "https://tiles.example.in"]);
    expect(tileOrigins("/tiles/{z}/{x}/{y}.png")).toEqual([]);
    expect(tileOrigins("https://evil.example'; script-src *")).toEqual([]);
  });
});

describe("server-action requests Next.js could not decode", () => {
  const action = (body: string | Blob, type = "text/plain;charset=UTF-8") =>
    new Request("http://localhost/kyc", { method: "POST", headers: { "next-action": "abc", "content-type": type }, body });

  it("lets through what React's client sends", async () => {
    expect(await refuseUndecodableAction(action('[{"bank_name":"SBI","note":"$$5 off"}]'))).toBeNull();
    expect(await refuseUndecodableAction(action('[{"when":"$D2026-01-01T00:00:00.000Z","gone":"$undefined"}]'))).toBeNull();
    const form = new FormData();
    form.set("1_name", "x");
    expect(await refuseUndecodableAction(new Request("http://localhost/kyc", { method: "POST", headers: { "next-action": "abc" }, body: form }))).toBeNull();
  });

  it("answers 400 with the envelope for malformed, foreign, too deep or reference-forging bodies", async () => {
    for (const request of [
      action("{not json"),
      action('{"a":1}'),
      action("a=1", "application/x-www-form-urlencoded"),
      action(new Blob([new Uint8Array([0xff, 0x00])])),
      action(`${"[".repeat(40)}${"]".repeat(40)}`),
      action('[{"subject":"$@1"}]'),
      action('[{"x":"$F0"}]'),
    ]) {
      const refusal = await refuseUndecodableAction(request);
      expect(refusal?.status).toBe(400);
      expect(await refusal!.json()).toEqual({ status: "failure", data: null, errors: { msg: UNREADABLE_ACTION_MESSAGE } });
    }
  });
});

describe("text PostgreSQL cannot store: U+0000 and half a surrogate pair", () => {
  const schema = z.object({ items: z.string(), hours: z.array(z.object({ day: z.string() })).optional() });

  it("is refused as a field error before any query, in values and nested values", () => {
    expect(() => parseInput(schema, { items: "rice\u0000" })).toThrow(expect.objectContaining({ userMessage: NUL_MESSAGE, fieldErrors: { items: NUL_MESSAGE } }));
    try {
      parseInput(schema, { items: "rice", hours: [{ day: "mon\u0000" }] });
      expect.unreachable();
    } catch (error) {
      expect((error as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({ "hours.0.day": NUL_MESSAGE });
    }
    expect(() => parseInput(schema, { items: "rice \ud800" })).toThrow(expect.objectContaining({ userMessage: NUL_MESSAGE, fieldErrors: { items: NUL_MESSAGE } }));
    expect(() => parseInput(schema, { items: "x", ["\udc00key"]: "y" })).toThrow(expect.objectContaining({ userMessage: NUL_MESSAGE }));
    expect(parseInput(schema, { items: "rice 🙂 तांदूळ" })).toEqual({ items: "rice 🙂 तांदूळ" });
  });

  it("reaches a route handler as a 422 with the message", async () => {
    const handler = apiRoute(async (request: Request) => readJson(request, schema));
    const response = await handler(new Request("http://localhost/x", { method: "POST", body: JSON.stringify({ items: "a\u0000b" }) }), {});
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({ msg: NUL_MESSAGE, items: NUL_MESSAGE });
  });
});
