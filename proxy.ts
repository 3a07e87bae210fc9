import createMiddleware from "next-intl/middleware";
import { routing } from "./i18n/routing";

/**
 * Next.js 16 proxy (formerly `middleware.ts`): negotiates the locale, redirects
 * `/en/...` to the unprefixed URL and rewrites unprefixed URLs to `/en/...`
 * internally.
 */
export default createMiddleware(routing);

export const config = {
  // Everything except: /api, /_next, /_vercel, and paths containing a dot
  // (files such as /favicon.ico, /robots.txt, /uploads/x.webp).
  matcher: "/((?!api|_next|_vercel|.*\\..*).*)",
};
