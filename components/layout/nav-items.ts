import type { Messages } from "@/messages";

/** A key of the `Nav` namespace in the common message catalog. */
export type NavKey = keyof Messages["Nav"];

export type NavItem = { readonly key: NavKey; readonly href: string };

/*
 * The header and footer links, in one place (docs/product.md#screens-and-routes "Header and footer").
 * Hrefs are locale-free: `Link` from `@/i18n/navigation` adds `/mr` or `/hi`.
 * The public-site issue turns "All Ads" into a category dropdown and makes
 * "Report" check for a customer login first (toast otherwise).
 */

/** Main navigation: always visible on wide screens. */
export const primaryNav = [
  { key: "home", href: "/" },
  { key: "howItWorks", href: "/how-its-works" },
  { key: "allAds", href: "/shops" },
  { key: "news", href: "/news" },
] as const satisfies readonly NavItem[];

/** Visitor account links (replaced by the customer / franchisee menu when logged in). */
export const authNav = [
  { key: "register", href: "/register" },
  { key: "login", href: "/login" },
] as const satisfies readonly NavItem[];

/** Company and help pages: the top bar on wide screens. */
export const infoNav = [
  { key: "about", href: "/about" },
  { key: "contact", href: "/contact-us" },
  { key: "faq", href: "/faq" },
  { key: "terms", href: "/terms-of-services" },
  { key: "privacy", href: "/privacy-policy" },
  { key: "report", href: "/report-fraud" },
] as const satisfies readonly NavItem[];

/** Footer quick links. */
export const footerNav = [
  { key: "franchiseeLogin", href: "/franchisee-login" },
  { key: "about", href: "/about" },
  { key: "contact", href: "/contact-us" },
  { key: "faq", href: "/faq" },
  { key: "terms", href: "/terms-of-services" },
  { key: "privacy", href: "/privacy-policy" },
] as const satisfies readonly NavItem[];
