import { NextRequest, type NextResponse } from "next/server";
import createMiddleware from "next-intl/middleware";
import { routing } from "./i18n/routing";
import { mapTileUrl, siteUrl } from "./lib/site";
import { contentSecurityPolicy } from "./server/security/content-security-policy";
import { isServerActionRequest, refuseUndecodableAction } from "./server/http/server-action-guard";

const handleI18nRouting = createMiddleware(routing);

/**
 * Next.js 16 proxy (formerly `middleware.ts`): negotiates the locale, redirects `/en/...` to the
 * unprefixed URL and rewrites unprefixed URLs to `/en/...` internally; gives every page its
 * Content-Security-Policy (server/security/content-security-policy.ts), with a fresh nonce for pages
 * rendered per request; and refuses server-action requests Next.js could not decode.
 */
export default async function proxy(request: NextRequest): Promise<Response> {
  if (isServerActionRequest(request)) {
    const refusal = await refuseUndecodableAction(request);
    if (refusal) return refusal;
  }
  const policy = contentSecurityPolicy({
    pathname: request.nextUrl.pathname,
    nonce: btoa(crypto.randomUUID()),
    tileUrl: mapTileUrl,
    development: process.env.NODE_ENV === "development",
    https: siteUrl.protocol === "https:",
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
