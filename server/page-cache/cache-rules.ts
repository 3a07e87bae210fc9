/**
 * Which requests the page cache may answer and which responses it may keep. Not `server-only`
 * (see page-cache.ts).
 *
 * Two kinds of pages, both the same for every visitor, and only plain page loads of them: the
 * client router's RSC and prefetch requests get other bodies for the same URL and are left to
 * Next.js. A visitor whose remembered language (LOCALE_COOKIE) would send a plain URL to its /mr or
 * /hi twin goes to Next.js too (proxy.ts redirects them).
 * - "built": pages Next.js itself serves from its ISR cache (home, shop and article pages, the
 *   static pages: STATIC_PAGE_PATTERNS in server/http/page-kinds.ts). A response is kept only when Next.js marked it shareable
 *   (s-maxage, not STALE, no cookie).
 * - "listing": /shops, the town pages and /news (LISTING_PAGE_PATTERNS). Their query makes Next.js render them
 *   per request and mark them private, but what they show depends only on the URL, and rendering
 *   one costs 20 ms of CPU against 0.1 ms for a hit. They are answered and kept only for visitors
 *   without a session, so a response rendered for a signed-in person is never stored even if a
 *   listing one day shows something personal; a signed-in visitor always gets a fresh render.
 * The account shells (ACCOUNT_SHELL_LOGIN: dashboards and lists) are "built" pages answered only to
 * requests with a session cookie: without one, Next.js's proxy sends the visitor to the login page
 * instead. Their query is read in the browser, so one entry answers every query.
 */
import { LOCALE_COOKIE, routing } from "../../i18n/routing";
import { isSessionCookieName } from "../../lib/auth/session-cookie";
import { accountShellLogin, isListingPage, isStaticPage, isTownPage } from "../http/page-kinds";

type RequestLike = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };

const ROUTER_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch", "next-action", "next-url", "range"];
const PREFIXED = new RegExp(`^/(${routing.locales.join("|")})(/|$)`);

function header(request: RequestLike, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
}

function rememberedLocale(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === LOCALE_COOKIE) return rest.join("=").trim();
  }
  return null;
}

function hasSessionCookie(cookieHeader: string): boolean {
  return cookieHeader.split(";").some((part) => isSessionCookieName(part.split("=")[0]!.trim()));
}

export type CachedPageKind = "built" | "listing";

/**
 * `path` is what a change drops the entry by (PageCache.invalidatePaths): the page's own path, except
 * for town pages, which share their language's `/shops/in` (publicPagePaths): a shop's change may
 * move it between any two towns, and changes every town page's counts and links to its town.
 */
export type CacheDecision = { cache: true; key: string; path: string; kind: CachedPageKind } | { cache: false; reason: string };

const TOWN_PAGES_PATH = /(\/shops\/in)\/.*$/;

/**
 * The cache key of a page request, or why the request bypasses the cache. The key holds the host
 * and forwarded host/protocol (the pages' hreflang Link header and canonical URLs are built from
 * them) and the whole path and query.
 */
export function pageCacheDecision(request: RequestLike): CacheDecision {
  if (request.method !== "GET" && request.method !== "HEAD") return { cache: false, reason: "method" };
  const url = request.url ?? "/";
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const shell = path.startsWith("/") && accountShellLogin(path) !== null;
  const kind: CachedPageKind | null = !path.startsWith("/") ? null : isStaticPage(path) || shell ? "built" : isListingPage(path) ? "listing" : null;
  if (!kind) return { cache: false, reason: "not a cached page" };
  if (queryAt !== -1 && new URLSearchParams(url.slice(queryAt + 1)).has("_rsc")) return { cache: false, reason: "router request" };
  if (ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return { cache: false, reason: "router request" };
  const cookies = header(request, "cookie");
  const chosen = rememberedLocale(cookies);
  if (chosen && chosen !== routing.defaultLocale && !PREFIXED.test(path)) return { cache: false, reason: "remembered language" };
  if (kind === "listing" && hasSessionCookie(cookies)) return { cache: false, reason: "session" };
  if (shell && !hasSessionCookie(cookies)) return { cache: false, reason: "no session" };
  // A shell is the same page whatever its query (the browser reads ?filter=&page=): one entry, not one per page number.
  const key = [header(request, "host"), header(request, "x-forwarded-host"), header(request, "x-forwarded-proto"), shell ? path : url].join("\n");
  return { cache: true, key, path: isTownPage(path) ? path.replace(TOWN_PAGES_PATH, "$1") : path, kind };
}

/** Headers that belong to one connection or one moment, never to the stored page. */
export const UNSTORED_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

/** Whether a finished response may be kept and served to everyone (see the two kinds above). */
export function isStorableResponse(status: number, headers: Record<string, string | string[] | number | undefined>, kind: CachedPageKind = "built"): boolean {
  if (status !== 200) return false;
  if (headers["set-cookie"] !== undefined || headers["content-encoding"] !== undefined) return false;
  if (kind === "listing") return String(headers["content-type"] ?? "").startsWith("text/html");
  const cacheControl = String(headers["cache-control"] ?? "").toLowerCase();
  if (!cacheControl.includes("s-maxage") || /private|no-store|no-cache/.test(cacheControl)) return false;
  // A STALE page is being regenerated by Next.js: keep the fresh one, not this.
  if (String(headers["x-nextjs-cache"] ?? "").toUpperCase() === "STALE") return false;
  return String(headers["content-type"] ?? "").startsWith("text/html");
}
