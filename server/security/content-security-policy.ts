/**
 * The Content-Security-Policy of every page, chosen per request by proxy.ts. Not `server-only`:
 * the proxy and the unit tests import it; it holds no secret.
 *
 * Two script policies, because pages are of two kinds:
 * - Pages rendered per request for one person (accounts, the customer portal, the back office,
 *   the console): a fresh nonce with 'strict-dynamic'. Next.js reads the nonce from the request's
 *   CSP header and puts it on its own scripts, so an injected <script> never runs.
 * - Pages the same for every visitor, served from a cache: those built once (home, shop and
 *   article pages, the static pages, the dashboards' shells) and the listings (/shops and /news, rendered per URL and kept
 *   by the page cache for visitors without a session, server/page-cache/cache-rules.ts). A nonce
 *   cannot be baked into a page served to everyone (it would be public, so worthless), and making
 *   them per-request would undo the caching the public site relies on, so these allow inline
 *   scripts ('unsafe-inline', Next's documented policy without nonces) but still only scripts from
 *   this origin. They render no session data, and the only markup from users there (shop details,
 *   articles) is sanitized on write and on render; everything else, the listings' search text
 *   included, is text React escapes.
 * Which page is of which kind is server/http/page-kinds.ts, also read by proxy.ts and the page
 * cache. A page not listed there gets the nonce policy: a new shared page shows up as a page whose
 * scripts are blocked (the security-headers journey checks every page), never as a weaker policy.
 */
import { pageKind } from "../http/page-kinds";

/**
 * Origins the map tiles come from, from the Leaflet URL template ("https://{s}.tile.openstreetmap.org/…"):
 * a {s} subdomain becomes a wildcard; a template that is not an absolute http(s) URL adds nothing.
 */
export function tileOrigins(template: string): string[] {
  const match = /^(https?):\/\/([^/]+)/i.exec(template.trim());
  if (!match) return [];
  const host = match[2]!.replace(/\{s\}/g, "*").replace(/\{[^}]*\}/g, "*");
  if (!/^[a-z0-9*.:-]+$/i.test(host)) return [];
  const origins = [`${match[1]!.toLowerCase()}://${host.toLowerCase()}`];
  // "*.tile.openstreetmap.org" does not cover "tile.openstreetmap.org", which OSM now prefers.
  if (host.startsWith("*.")) origins.push(`${match[1]!.toLowerCase()}://${host.slice(2).toLowerCase()}`);
  return origins;
}

export type PolicyOptions = {
  pathname: string;
  nonce: string;
  tileUrl: string;
  /** Development needs eval for React's debugging aids; production never does. */
  development: boolean;
  /** https sites ask browsers to upgrade any http subresource. */
  https: boolean;
};

export function contentSecurityPolicy(options: PolicyOptions): { header: string; nonce: string | null } {
  const sharedPage = pageKind(options.pathname) !== "private";
  const eval_ = options.development ? " 'unsafe-eval'" : "";
  const script = sharedPage ? `'self' 'unsafe-inline'${eval_}` : `'self' 'nonce-${options.nonce}' 'strict-dynamic'${eval_}`;
  const directives = [
    "default-src 'self'",
    `script-src ${script}`,
    // Inline style attributes: React's and Leaflet's (the map positions its tiles and marker with them).
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${tileOrigins(options.tileUrl).join(" ")}`.trim(),
    "font-src 'self'",
    `connect-src 'self'${options.development ? " ws: wss:" : ""}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ];
  return { header: directives.join("; "), nonce: sharedPage ? null : options.nonce };
}

/** The policy of responses that are not pages (JSON, images): nothing may run, nothing may frame them. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
