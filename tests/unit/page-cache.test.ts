import { describe, expect, it } from "vitest";
import { isStorableResponse, pageCacheDecision } from "../../server/page-cache/cache-rules";
import { internalSecret, isInternalSecret } from "../../server/page-cache/internal-secret";
import { PageCache, type CachedPage } from "../../server/page-cache/page-cache";
import { parsePageChangeMessage } from "../../server/page-cache/page-change-channel";
import { publicPagePaths } from "../../server/page-cache/public-page-change";

const page = (size: number, text = "x"): CachedPage => ({ status: 200, headers: { "content-type": "text/html" }, body: Buffer.from(text.repeat(size)) });
const request = (url: string, headers: Record<string, string> = {}, method = "GET") => ({ method, url, headers: { host: "shop.example", ...headers } });
const htmlHeaders = { "content-type": "text/html; charset=utf-8", "cache-control": "s-maxage=60, stale-while-revalidate=31535940", "x-nextjs-cache": "HIT" };

describe("page cache: which requests it answers", () => {
  it("keys the cached pages on host, forwarded host and protocol, path and query, in every language", () => {
    for (const url of ["/", "/mr", "/hi", "/shops/12/ganesh-kirana", "/mr/shops/12/ganesh-kirana", "/news/3/fair", "/hi/news/3/fair", "/about"]) {
      expect(pageCacheDecision(request(url))).toMatchObject({ cache: true, path: url, kind: "built" });
    }
    const plain = pageCacheDecision(request("/shops/12/ganesh-kirana"));
    const query = pageCacheDecision(request("/shops/12/ganesh-kirana?utm=x"));
    const otherHost = pageCacheDecision(request("/shops/12/ganesh-kirana", { host: "evil.example" }));
    const forwarded = pageCacheDecision(request("/shops/12/ganesh-kirana", { "x-forwarded-host": "evil.example" }));
    const keys = [plain, query, otherHost, forwarded].map((d) => (d.cache ? d.key : null));
    expect(new Set(keys).size).toBe(4);
    expect(query).toMatchObject({ cache: true, path: "/shops/12/ganesh-kirana" });
    // A session cookie does not matter: the cached pages are the same for everyone.
    expect(pageCacheDecision(request("/", { cookie: "dlmp.session_token=abc" }))).toMatchObject({ cache: true });
  });

  it("answers the listings for visitors without a session, keyed on their whole query", () => {
    for (const url of ["/shops", "/mr/shops", "/news", "/hi/news"]) expect(pageCacheDecision(request(url))).toMatchObject({ cache: true, path: url, kind: "listing" });
    const nagpur = pageCacheDecision(request("/shops?city=nagpur&category=grocery"));
    const pune = pageCacheDecision(request("/shops?city=pune&category=grocery"));
    expect(nagpur).toMatchObject({ cache: true, path: "/shops", kind: "listing" });
    expect(nagpur.cache && pune.cache && nagpur.key !== pune.key).toBe(true);
    // Town pages are listings too, dropped together by their language's "/shops/in" (docs/decisions/137-town-pages.md).
    expect(pageCacheDecision(request("/shops/in/wardha"))).toMatchObject({ cache: true, path: "/shops/in", kind: "listing" });
    expect(pageCacheDecision(request("/mr/shops/in/wardha/grocery?sort=name"))).toMatchObject({ cache: true, path: "/mr/shops/in", kind: "listing" });
    const wardha = pageCacheDecision(request("/shops/in/wardha"));
    const deoli = pageCacheDecision(request("/shops/in/deoli"));
    expect(wardha.cache && deoli.cache && wardha.key !== deoli.key).toBe(true);
    expect(pageCacheDecision(request("/shops/in/wardha", { cookie: "dlmp.session_token=abc" }))).toEqual({ cache: false, reason: "session" });
    // Any of Better Auth's cookies (a session, over http or https): Next.js renders it afresh and nothing is kept.
    for (const cookie of ["dlmp.session_token=abc", "a=1; __Secure-dlmp.session_token=abc", "dlmp.session_data=x"]) {
      expect(pageCacheDecision(request("/shops?search=kirana", { cookie }))).toEqual({ cache: false, reason: "session" });
    }
    // The app's other cookies say nothing about who is looking.
    expect(pageCacheDecision(request("/news", { cookie: "dlmp_visits=3; dlmp_lang=en" }))).toMatchObject({ cache: true, kind: "listing" });
    expect(pageCacheDecision(request("/shops", { cookie: "dlmp_lang=mr" }))).toEqual({ cache: false, reason: "remembered language" });
    expect(pageCacheDecision(request("/shops?city=pune", { rsc: "1" }))).toEqual({ cache: false, reason: "router request" });
  });

  it("answers the account shells only to requests with a session cookie (the proxy sends the others to the login page)", () => {
    for (const url of ["/dashboard", "/mr/dashboard", "/franchisee-dashboard", "/hi/franchisee-dashboard", "/purchase", "/commisions", "/mr/franchisee-sales", "/franchisee-transactions"]) {
      expect(pageCacheDecision(request(url, { cookie: "dlmp.session_token=abc" })), url).toMatchObject({ cache: true, path: url, kind: "built" });
      expect(pageCacheDecision(request(url)), url).toEqual({ cache: false, reason: "no session" });
      expect(pageCacheDecision(request(url, { cookie: "dlmp_lang=en; dlmp_visits=2" })), url).toEqual({ cache: false, reason: "no session" });
    }
    expect(pageCacheDecision(request("/dashboard", { cookie: "__Secure-dlmp.session_token=abc" }))).toMatchObject({ cache: true });
    expect(pageCacheDecision(request("/dashboard", { cookie: "dlmp.session_token=abc", rsc: "1" }))).toEqual({ cache: false, reason: "router request" });
    // A shell reads its query in the browser: every ?filter=&page= is the one cached page.
    const key = (url: string) => (pageCacheDecision(request(url, { cookie: "dlmp.session_token=abc" })) as { key: string }).key;
    expect(key("/purchase?filter=week&page=3")).toBe(key("/purchase"));
    expect(key("/mr/franchisee-sales?page=2")).not.toBe(key("/franchisee-sales?page=2"));
    // The other signed-in pages are rendered per request for one person.
    for (const url of ["/profile", "/franchisee-profile", "/downline", "/dashboardx", "/admin"]) expect(pageCacheDecision(request(url, { cookie: "dlmp.session_token=abc" })), url).toMatchObject({ cache: false });
  });

  it("leaves everything else to Next.js: other pages, writes, the client router's requests, ranges", () => {
    for (const url of ["/dashboard", "/api/v1/me", "/shops/12", "/news/3", "/admin", "/admin/shops", "/franchisee-sales", "/login"]) {
      expect(pageCacheDecision(request(url))).toMatchObject({ cache: false });
    }
    expect(pageCacheDecision(request("/", {}, "POST"))).toEqual({ cache: false, reason: "method" });
    expect(pageCacheDecision(request("/", {}, "HEAD"))).toMatchObject({ cache: true });
    for (const name of ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch", "next-action", "range"]) {
      expect(pageCacheDecision(request("/shops/1/a", { [name]: "1" }))).toEqual({ cache: false, reason: expect.any(String) });
    }
    expect(pageCacheDecision(request("/shops/1/a?_rsc=abc"))).toEqual({ cache: false, reason: "router request" });
  });

  it("sends a visitor whose remembered language redirects plain URLs to Next.js, but not on prefixed ones", () => {
    expect(pageCacheDecision(request("/", { cookie: "a=1; dlmp_lang=mr" }))).toEqual({ cache: false, reason: "remembered language" });
    expect(pageCacheDecision(request("/shops/1/a", { cookie: "dlmp_lang=hi" }))).toEqual({ cache: false, reason: "remembered language" });
    expect(pageCacheDecision(request("/mr/shops/1/a", { cookie: "dlmp_lang=mr" }))).toMatchObject({ cache: true });
    expect(pageCacheDecision(request("/shops/1/a", { cookie: "dlmp_lang=en" }))).toMatchObject({ cache: true });
  });

  it("keeps only shareable HTML that Next.js served fresh", () => {
    expect(isStorableResponse(200, htmlHeaders)).toBe(true);
    expect(isStorableResponse(404, htmlHeaders)).toBe(false);
    expect(isStorableResponse(307, htmlHeaders)).toBe(false);
    expect(isStorableResponse(200, { ...htmlHeaders, "set-cookie": ["a=1"] })).toBe(false);
    expect(isStorableResponse(200, { ...htmlHeaders, "content-encoding": "gzip" })).toBe(false);
    expect(isStorableResponse(200, { ...htmlHeaders, "x-nextjs-cache": "STALE" })).toBe(false);
    expect(isStorableResponse(200, { ...htmlHeaders, "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" })).toBe(false);
    expect(isStorableResponse(200, { ...htmlHeaders, "cache-control": undefined })).toBe(false);
    expect(isStorableResponse(200, { ...htmlHeaders, "content-type": "text/x-component" })).toBe(false);
  });

  it("keeps a listing Next.js rendered per request, but never one that sets a cookie or is not a whole HTML page", () => {
    const rendered = { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" };
    expect(isStorableResponse(200, rendered, "listing")).toBe(true);
    expect(isStorableResponse(200, rendered, "built")).toBe(false);
    expect(isStorableResponse(404, rendered, "listing")).toBe(false);
    expect(isStorableResponse(200, { ...rendered, "set-cookie": "a=1" }, "listing")).toBe(false);
    expect(isStorableResponse(200, { ...rendered, "content-encoding": "gzip" }, "listing")).toBe(false);
    expect(isStorableResponse(200, { ...rendered, "content-type": "text/x-component" }, "listing")).toBe(false);
  });
});

describe("page cache: memory, time and changes", () => {
  it("serves a kept page until its time is up", () => {
    let now = 1_000;
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 30_000, now: () => now });
    expect(cache.set("k", "/", page(10), cache.currentEpoch())).toBe(true);
    now += 29_999;
    expect(cache.get("k")?.body.toString()).toBe("x".repeat(10));
    now += 1;
    expect(cache.get("k")).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it("stays within its byte bound, dropping the least recently used page first", () => {
    const cache = new PageCache({ maxBytes: 10_000, maxEntryBytes: 5_000, ttlMs: 60_000 });
    for (const key of ["a", "b", "c"]) cache.set(key, `/${key}`, page(3_000), cache.currentEpoch());
    expect(cache.stats().entries).toBe(3);
    cache.get("a"); // a is now the most recently used; b is the oldest
    cache.set("d", "/d", page(3_000), cache.currentEpoch());
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("d")).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(10_000);
    expect(cache.stats().evictions).toBe(1);
    // Larger than one entry may be: never kept. Off (0 bytes): nothing kept.
    expect(cache.set("huge", "/huge", page(6_000), cache.currentEpoch())).toBe(false);
    const off = new PageCache({ maxBytes: 0, ttlMs: 60_000 });
    expect(off.enabled).toBe(false);
    expect(off.set("a", "/a", page(1), off.currentEpoch())).toBe(false);
  });

  it("counts the gzipped body against the bound", () => {
    const cache = new PageCache({ maxBytes: 10_000, maxEntryBytes: 5_000, ttlMs: 60_000 });
    const kept = page(4_000);
    cache.set("a", "/a", kept, cache.currentEpoch());
    cache.set("b", "/b", page(4_000), cache.currentEpoch());
    const before = cache.stats().bytes;
    cache.attachGzip("a", kept.body, Buffer.alloc(2_500));
    expect(cache.stats().bytes).toBeLessThanOrEqual(10_000);
    expect(cache.get("a")).toBeUndefined(); // a was older: it went
    expect(before).toBeGreaterThan(8_000);
  });

  it("drops every variant of a changed path, and refuses a response begun before the change", () => {
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    const epoch = cache.currentEpoch();
    cache.set("host1\n/shops/1/a", "/shops/1/a", page(5), epoch);
    cache.set("host1\n/shops/1/a?x=1", "/shops/1/a", page(5), epoch);
    cache.set("host1\n/shops/2/b", "/shops/2/b", page(5), epoch);
    const inFlight = cache.currentEpoch();
    cache.invalidatePaths(["/shops/1/a"]);
    expect(cache.get("host1\n/shops/1/a")).toBeUndefined();
    expect(cache.get("host1\n/shops/1/a?x=1")).toBeUndefined();
    expect(cache.get("host1\n/shops/2/b")).toBeDefined();
    expect(cache.set("host1\n/shops/1/a", "/shops/1/a", page(5), inFlight)).toBe(false);
    expect(cache.set("host1\n/shops/1/a", "/shops/1/a", page(5), cache.currentEpoch())).toBe(true);
    cache.clear();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it("names the home page, the changed shop or article page and its listing in every language", () => {
    // "/shops/in": every town page of the language (docs/decisions/137-town-pages.md).
    expect(publicPagePaths({ shop: { id: 7, slug: "ganesh" } })).toEqual([
      "/",
      "/shops/7/ganesh",
      "/shops",
      "/shops/in",
      "/mr",
      "/mr/shops/7/ganesh",
      "/mr/shops",
      "/mr/shops/in",
      "/hi",
      "/hi/shops/7/ganesh",
      "/hi/shops",
      "/hi/shops/in",
    ]);
    expect(publicPagePaths({ news: { id: 3, slug: "fair" } })).toEqual(["/", "/news/3/fair", "/news", "/mr", "/mr/news/3/fair", "/mr/news", "/hi", "/hi/news/3/fair", "/hi/news"]);
    expect(publicPagePaths({ newsCategoriesChanged: true })).toEqual(["/", "/news", "/mr", "/mr/news", "/hi", "/hi/news"]);
    expect(publicPagePaths({})).toEqual(["/", "/mr", "/hi"]);
  });

  it("reads only well-formed change messages", () => {
    expect(parsePageChangeMessage(JSON.stringify({ origin: "a", change: { shop: { id: 1, slug: "s" }, extra: 1 } }))).toEqual({ origin: "a", change: { shop: { id: 1, slug: "s" } } });
    expect(parsePageChangeMessage(JSON.stringify({ origin: "a", change: { shop: { id: "1", slug: "s" }, categoriesChanged: true } }))).toEqual({ origin: "a", change: { categoriesChanged: true } });
    expect(parsePageChangeMessage(JSON.stringify({ origin: "a", change: { newsCategoriesChanged: true } }))).toEqual({ origin: "a", change: { newsCategoriesChanged: true } });
    expect(parsePageChangeMessage("not json")).toBeNull();
    expect(parsePageChangeMessage(JSON.stringify({ change: {} }))).toBeNull();
  });

  it("derives the internal route's secret from the auth secret, and compares it in constant time", () => {
    const secret = "s".repeat(40);
    expect(internalSecret(secret)).not.toContain(secret);
    expect(isInternalSecret(internalSecret(secret), secret)).toBe(true);
    expect(isInternalSecret(internalSecret("t".repeat(40)), secret)).toBe(false);
    expect(isInternalSecret(null, secret)).toBe(false);
    expect(isInternalSecret("short", secret)).toBe(false);
  });
});
