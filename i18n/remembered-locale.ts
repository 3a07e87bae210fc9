import type { NextRequest } from "next/server";
import { LOCALE_COOKIE, routing } from "./routing";

/**
 * The language a plain (English) URL should be sent to: the visitor's remembered choice when it is
 * Marathi or Hindi. Operator pages stay where they are (the console is English).
 */
export function rememberedLocaleRedirect(request: NextRequest): URL | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  // Page loads only. The client router's data requests (RSC, prefetches) for an English link must
  // get what they asked for: redirected, the router keeps re-requesting. A request without
  // Sec-Fetch headers (curl, an app) is treated as a page load.
  const dest = request.headers.get("sec-fetch-dest");
  const mode = request.headers.get("sec-fetch-mode");
  if (dest !== null && dest !== "document" && mode !== "navigate") return null;
  const chosen = request.cookies.get(LOCALE_COOKIE)?.value;
  if (!chosen || chosen === routing.defaultLocale || !(routing.locales as readonly string[]).includes(chosen)) return null;
  const { pathname } = request.nextUrl;
  const prefixed = routing.locales.some((locale) => pathname === `/${locale}` || pathname.startsWith(`/${locale}/`));
  if (prefixed || pathname === "/admin" || pathname.startsWith("/admin/")) return null;
  const url = request.nextUrl.clone();
  url.pathname = pathname === "/" ? `/${chosen}` : `/${chosen}${pathname}`;
  return url;
}
