import { defineRouting } from "next-intl/routing";

/** The cookie holding the visitor's chosen language (next-intl's default name). */
export const LOCALE_COOKIE = "NEXT_LOCALE";

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
  // (the cookie below) sends a plain URL to its prefix.
  localeDetection: false,
  // The visitor's last language, kept a year: the proxy sends a plain (English) URL to it when it is
  // Marathi or Hindi (see proxy.ts), and the switcher writes it before changing language.
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: "lax" },
});

export type AppLocale = (typeof routing.locales)[number];
