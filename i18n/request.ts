import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { notFound } from "next/navigation";
import * as rootParams from "next/root-params";
import { loadMessages } from "../messages";
import { routing } from "./routing";

/**
 * Per-request next-intl configuration for Server Components.
 *
 * The locale comes from the `[locale]` root segment through `next/root-params`
 * (Next.js >= 16.3), which keeps every page statically renderable without the
 * legacy `setRequestLocale` call. Precedence:
 *  1. an explicit `locale` (e.g. `getTranslations({ locale, namespace })` in a
 *     Route Handler or Server Action, where root params are not available);
 *  2. the `[locale]` segment; an unknown value there is a 404;
 *  3. outside the `[locale]` tree (app/global-not-found.tsx) there is no
 *     segment: use the locale the proxy negotiated for this request
 *     (`requestLocale`, read from the proxy's request header), else English.
 */
export default getRequestConfig(async (params) => {
  // Read `params.requestLocale` only where needed: it is a getter that reads
  // request headers, which would opt every page out of static rendering.
  let resolved = params.locale;
  if (!resolved) {
    const segment = await rootParams.locale();
    if (segment === undefined) {
      const negotiated = await params.requestLocale;
      resolved = hasLocale(routing.locales, negotiated) ? negotiated : routing.defaultLocale;
    } else if (hasLocale(routing.locales, segment)) {
      resolved = segment;
    } else {
      notFound();
    }
  }
  if (!hasLocale(routing.locales, resolved)) notFound();

  return {
    locale: resolved,
    messages: await loadMessages(resolved),
    // Dates and times are shown in Indian time for everyone (docs/product.md#money-and-the-ledger).
    timeZone: "Asia/Kolkata",
  };
});
