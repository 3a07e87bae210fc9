import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { rememberedLocaleRedirect } from "./i18n/remembered-locale";
import { routing } from "./i18n/routing";

const intl = createMiddleware(routing);

/**
 * Next.js 16 proxy (formerly `middleware.ts`): sends a visitor who chose Marathi or Hindi from a
 * plain URL to its prefixed twin (query kept), then lets next-intl redirect `/en/...` to the
 * unprefixed URL, rewrite unprefixed URLs to `/en/...` internally and keep the language cookie.
 */
export default function proxy(request: NextRequest) {
  const target = rememberedLocaleRedirect(request);
  if (target) {
    const response = NextResponse.redirect(target, 307);
    // Depends on the visitor's cookie: no shared cache may keep it.
    response.headers.set("Cache-Control", "private, no-store");
    response.headers.set("Vary", "Cookie");
    return response;
  }
  return intl(request);
}

export const config = {
  // Everything except: /api, /_next, /_vercel, and paths containing a dot
  // (files such as /favicon.ico, /robots.txt, /uploads/x.webp).
  matcher: "/((?!api|_next|_vercel|.*\\..*).*)",
};
