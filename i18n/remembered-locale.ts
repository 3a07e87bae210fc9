import type { NextRequest } from "next/server";
import { LOCALE_COOKIE, routing } from "./routing";

/** Set by public/sw.js on the page requests it makes for navigations. */
export const SERVICE_WORKER_PAGE_HEADER = "x-dlmp-page";

/**
 * The language a plain (English) URL should be sent to: the visitor's remembered choice when it is
 * Marathi or Hindi. Operator pages stay where they are (the console is English).
 */
export function rememberedLocaleRedirect(request: NextRequest): URL | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  // Page loads only, not the client router's data requests (RSC, prefetches) for an English link:
  // redirected, the router keeps re-requesting. A page load is a document request, a page the
  // service worker fetches for a navigation (it marks them: its re-issued requests are not
  // navigations any more), or a request without Sec-Fetch headers (curl, an app).
  const dest = request.headers.get("sec-fetch-dest");
  const pageLoad = dest === null || dest === "document" || request.headers.get(SERVICE_WORKER_PAGE_HEADER) === "1";
  if (!pageLoad || request.nextUrl.searchParams.has("_rsc") || request.headers.has("rsc")) return null;
  const chosen = request.cookies.get(LOCALE_COOKIE)?.value;
  if (!chosen || chosen === routing.defaultLocale || !(routing.locales as readonly string[]).includes(chosen)) return null;
  const { pathname } = request.nextUrl;
  const prefixed = routing.locales.some((locale) => pathname === `/${locale}` || pathname.startsWith(`/${locale}/`));
  if (prefixed || pathname === "/admin" || pathname.startsWith("/admin/")) return null;
  const url = request.nextUrl.clone();
  url.pathname = pathname === "/" ? `/${chosen}` : `/${chosen}${pathname}`;
  return url;
}
