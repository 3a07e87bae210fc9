import createMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse } from "next/server";
import { rememberedLocaleRedirect } from "./i18n/remembered-locale";
import { routing } from "./i18n/routing";
import { configuredSiteUrl, mapTileUrl } from "./lib/site";
import { isSessionCookieName } from "./lib/auth/session-cookie";
import { accountShellLogin } from "./server/http/page-kinds";
import { contentSecurityPolicy } from "./server/security/content-security-policy";
import { isMalformedUrl, isServerActionRequest, malformedUrlResponse, refuseForeignAction, refuseUndecodableAction } from "./server/http/server-action-guard";

const handleI18nRouting = createMiddleware(routing);

/**
 * Next.js 16 proxy (formerly `middleware.ts`): sends a visitor who chose Marathi or Hindi from a
 * plain URL to its prefixed twin (query kept); lets next-intl redirect `/en/...` to the unprefixed
 * URL, rewrite unprefixed URLs to `/en/...` internally and keep the language cookie; gives every page its
 * Content-Security-Policy (server/security/content-security-policy.ts), with a fresh nonce for pages
 * rendered per request; and refuses server-action requests Next.js could not decode.
 */
export default async function proxy(request: NextRequest): Promise<Response> {
  // `npm start` refuses these before Next.js (server/http/edge-request.ts); this covers `next dev`.
  const raw = request.url.slice(request.nextUrl.origin.length);
  if (isMalformedUrl(raw)) {
    const answer = malformedUrlResponse(request.nextUrl.pathname);
    return new Response(answer.body, { status: answer.status, headers: { "content-type": answer.type, "cache-control": "no-store" } });
  }
  if (isServerActionRequest(request)) {
    const refusal = refuseForeignAction(request, configuredSiteUrl?.host ?? request.nextUrl.host) ?? (await refuseUndecodableAction(request));
    if (refusal) return refusal;
  }
  const target = rememberedLocaleRedirect(request);
  if (target) {
    const response = NextResponse.redirect(target, 307);
    // Depends on the visitor's cookie: no shared cache may keep it.
    response.headers.set("Cache-Control", "private, no-store");
    response.headers.set("Vary", "Cookie");
    return response;
  }
  const login = accountShellLogin(request.nextUrl.pathname);
  if (login && !request.cookies.getAll().some((cookie) => isSessionCookieName(cookie.name))) {
    // A dashboard's shell is the same for everyone and cannot redirect by itself (docs/product.md#roles-and-permissions: else the
    // login page). A cookie that is no longer good gets there from the browser, when the API says 401.
    const response = NextResponse.redirect(new URL(login, request.url), 307);
    response.headers.set("Cache-Control", "private, no-store");
    return response;
  }
  const policy = contentSecurityPolicy({
    pathname: request.nextUrl.pathname,
    nonce: btoa(crypto.randomUUID()),
    tileUrl: mapTileUrl,
    development: process.env.NODE_ENV === "development",
    https: configuredSiteUrl?.protocol === "https:",
  });
  let forwarded = request;
  if (policy.nonce) {
    // Next.js finds the nonce in the request's policy while rendering and puts it on its scripts.
    const headers = new Headers(request.headers);
    headers.set("content-security-policy", policy.header);
    forwarded = new NextRequest(request, { headers });
  }
  const response: NextResponse = handleI18nRouting(forwarded);
  response.headers.set("Content-Security-Policy", policy.header);
  return response;
}

export const config = {
  // Everything except: /api, /_next, /_vercel, and paths containing a dot
  // (files such as /favicon.ico, /robots.txt, /uploads/x.webp).
  matcher: "/((?!api|_next|_vercel|.*\\..*).*)",
};
