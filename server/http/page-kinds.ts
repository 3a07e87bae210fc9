/**
 * The kinds of page the site serves, in one table read by proxy.ts (which shells send a visitor
 * without a session to a login page), the page cache (server/page-cache/cache-rules.ts: which pages
 * it may keep) and the Content-Security-Policy (server/security/content-security-policy.ts: which
 * pages get a nonce):
 * - static: built once by Next.js and kept in its ISR cache, the same for everyone;
 * - account shell: a signed-in page built once as a shell, its rows fetched by the browser;
 * - listing: /shops, the town pages (/shops/in/{town}[/{category}]) and /news, rendered per URL,
 *   the same for every visitor of that URL;
 * - private: everything else, rendered per request for one person (the default, so a new page is
 *   never shared by mistake).
 * Paths are matched with or without their language prefix. Not `server-only`: the proxy, the
 * production server and next.config.ts import it.
 */
import { routing } from "../../i18n/routing";

export type PageKind = "static" | "account-shell" | "listing" | "private";

/** Pages Next.js builds once and keeps in its ISR cache (the same for everyone). */
export const STATIC_PAGE_PATTERNS: RegExp[] = [
  /^\/$/,
  /^\/(about|contact-us|faq|how-it-works|how-its-works|logout|offline|privacy-policy|terms|terms-of-services|verify-otp)$/,
  // A shop's page; /shops/in/{town} is a town page (a listing).
  /^\/shops\/(?!in\/)[^/]+\/[^/]+$/,
  /^\/news\/[^/]+\/[^/]+$/,
];

/**
 * Signed-in pages built once as a shell the same for everyone, whose figures the browser fetches
 * from the JSON API (docs/decisions/088-dashboard-shells.md, docs/decisions/089-account-list-shells.md), with the login page a visitor without a session is sent to.
 * They show nothing of anyone until the API, which checks the session, answers.
 */
export const ACCOUNT_SHELL_LOGIN: Readonly<Record<string, string>> = {
  "/dashboard": "/login",
  "/purchase": "/login",
  "/commisions": "/login",
  "/franchisee-dashboard": "/franchisee-login",
  "/franchisee-sales": "/franchisee-login",
  "/franchisee-transactions": "/franchisee-login",
  "/franchisee-reviews": "/franchisee-login",
};

/** A town page or a category-in-town page (docs/decisions/137-town-pages.md). */
export const TOWN_PAGE_PATTERN = /^\/shops\/in\/[^/]+(\/[^/]+)?$/;

/** Listings: rendered per URL (their query picks the rows), the same for every visitor of that URL. */
export const LISTING_PAGE_PATTERNS: RegExp[] = [/^\/shops$/, TOWN_PAGE_PATTERN, /^\/news$/];

/** A page path's language prefix ("/mr", "/hi", "/en"), from the routing config's list of languages. */
const LOCALE_PREFIX = new RegExp(`^/(${routing.locales.join("|")})(?=/|$)`);

function withoutLocale(pathname: string): string {
  const path = pathname.replace(LOCALE_PREFIX, "") || "/";
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** Whether a page path (with or without its /mr, /hi or /en prefix) is one served from the build cache. */
export function isStaticPage(pathname: string): boolean {
  const normalized = withoutLocale(pathname);
  return STATIC_PAGE_PATTERNS.some((pattern) => pattern.test(normalized));
}

/** The login page of an account shell, in the shell's language ("/mr/dashboard" → "/mr/login"), or null for any other page. */
export function accountShellLogin(pathname: string): string | null {
  const login = ACCOUNT_SHELL_LOGIN[withoutLocale(pathname)];
  if (!login) return null;
  const prefix = LOCALE_PREFIX.exec(pathname)?.[0];
  return prefix && prefix !== "/en" ? `${prefix}${login}` : login;
}

/** Whether a page path (with or without its language prefix) is a listing shared by every visitor of its URL. */
export function isListingPage(pathname: string): boolean {
  const normalized = withoutLocale(pathname);
  return LISTING_PAGE_PATTERNS.some((pattern) => pattern.test(normalized));
}

/** Whether a page path (with or without its language prefix) is a town page or a category-in-town page. */
export function isTownPage(pathname: string): boolean {
  return TOWN_PAGE_PATTERN.test(withoutLocale(pathname));
}

/** The kind of a page path (with or without its language prefix). */
export function pageKind(pathname: string): PageKind {
  if (isStaticPage(pathname)) return "static";
  if (accountShellLogin(pathname) !== null) return "account-shell";
  if (isListingPage(pathname)) return "listing";
  return "private";
}
