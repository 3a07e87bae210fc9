import { defineRouting } from "next-intl/routing";

/** The cookie holding the language the visitor chose with the switch (and only there). */
export const LOCALE_COOKIE = "dlmp_lang";

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
  // No redirect by Accept-Language: search engines and first-time visitors see the page the URL
  // names, and public pages cache without varying by header. Only a language the visitor chose
  // with the switch (LOCALE_COOKIE) sends a plain URL to its prefix.
  localeDetection: false,
  // next-intl's own cookie would follow every page opened (one shared /mr link would then send all
  // plain URLs to Marathi); the remembered language is the switch's choice only (LOCALE_COOKIE,
  // written by components/layout/locale-switcher.tsx, read by proxy.ts).
  localeCookie: false,
});

export type AppLocale = (typeof routing.locales)[number];
