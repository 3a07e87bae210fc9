import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { rememberedLocaleRedirect, SERVICE_WORKER_PAGE_HEADER } from "../../i18n/remembered-locale";

const request = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  new NextRequest(new URL(path, "http://shop.test"), { method, headers: { "sec-fetch-dest": "document", ...headers } });
const chose = (lang: string) => ({ cookie: `dlmp_lang=${lang}` });

describe("the remembered language", () => {
  it("sends a page load of a plain URL to the chosen language, query kept", () => {
    expect(rememberedLocaleRedirect(request("/shops?city=katol&sort=latest", chose("mr")))?.toString()).toBe("http://shop.test/mr/shops?city=katol&sort=latest");
    expect(rememberedLocaleRedirect(request("/", chose("hi")))?.toString()).toBe("http://shop.test/hi");
  });

  it("leaves English, no choice, prefixed URLs, /admin and non-GET requests alone", () => {
    expect(rememberedLocaleRedirect(request("/shops", chose("en")))).toBeNull();
    expect(rememberedLocaleRedirect(request("/shops"))).toBeNull();
    expect(rememberedLocaleRedirect(request("/shops", chose("xx")))).toBeNull();
    expect(rememberedLocaleRedirect(request("/hi/shops", chose("mr")))).toBeNull();
    expect(rememberedLocaleRedirect(request("/admin/login", chose("mr")))).toBeNull();
    expect(rememberedLocaleRedirect(request("/shops", chose("mr"), "POST"))).toBeNull();
  });

  it("never redirects the client router's data requests (they would loop), only page loads", () => {
    expect(rememberedLocaleRedirect(request("/shops", { ...chose("mr"), "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" }))).toBeNull();
    expect(rememberedLocaleRedirect(request("/shops?_rsc=abc", chose("mr")))).toBeNull();
    expect(rememberedLocaleRedirect(request("/shops", { ...chose("mr"), rsc: "1" }))).toBeNull();
    // The service worker's copy of a navigation is not a document request: it marks itself.
    expect(rememberedLocaleRedirect(request("/shops", { ...chose("mr"), "sec-fetch-dest": "empty", [SERVICE_WORKER_PAGE_HEADER]: "1" }))?.pathname).toBe("/mr/shops");
    // curl or an app: no Sec-Fetch headers at all.
    expect(rememberedLocaleRedirect(new NextRequest("http://shop.test/news", { headers: chose("mr") }))?.pathname).toBe("/mr/news");
  });
});
