import { defineRouting } from "next-intl/routing";

/**
 * The one place that lists the site's languages and how they show in URLs.
 * English is served at plain URLs (`/shops`), Marathi and Hindi under a
 * prefix (`/mr/shops`, `/hi/shops`). The proxy, the navigation helpers and
 * `i18n/request.ts` all read this object.
 */
export const routing = defineRouting({
  locales: ["en", "mr", "hi"],
  defaultLocale: "en",
  localePrefix: "as-needed",
  // A plain URL always serves English: no redirect by Accept-Language, so search engines and
  // shared links see the page the URL names, and public pages cache without varying by header.
  localeDetection: false,
});

export type AppLocale = (typeof routing.locales)[number];
