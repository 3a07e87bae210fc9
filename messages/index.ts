import type auth from "./en/auth.json";
import type common from "./en/common.json";
import type customer from "./en/customer.json";
import type franchisee from "./en/franchisee.json";
import type home from "./en/home.json";
import type publicSite from "./en/public.json";
import type reviews from "./en/reviews.json";
import type staticPages from "./en/static.json";
import type notifications from "./en/notifications.json";
import type insights from "./en/insights.json";

/**
 * The message catalog is split by area (one JSON file per area and language) so that work on one
 * part of the product does not edit the same file as another. To add an area: create
 * messages/{en,mr,hi}/<area>.json, each holding its own top-level namespaces, and list it in
 * AREAS and in Messages below. tests/unit/messages.test.ts checks that every language has every key.
 */
export const AREAS = ["common", "home", "public", "static", "auth", "franchisee", "customer", "reviews", "notifications", "insights"] as const;

export type Messages = typeof common & typeof home & typeof publicSite & typeof staticPages & typeof auth & typeof franchisee & typeof customer & typeof reviews & typeof notifications & typeof insights;

export async function loadMessages(locale: string): Promise<Messages> {
  const parts = await Promise.all(AREAS.map((area) => import(`./${locale}/${area}.json`).then((m) => m.default)));
  return Object.assign({}, ...parts) as Messages;
}
