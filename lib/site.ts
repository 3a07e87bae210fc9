/**
 * Site-wide constants that are not interface text (interface text lives in
 * `messages/*.json`). Environment variables read here are read nowhere else.
 */

const DEFAULT_SITE_URL = "http://localhost:3000";

function readSiteUrl(): URL {
  const raw = process.env.NEXT_PUBLIC_SITE_URL?.trim();
  if (!raw) return new URL(DEFAULT_SITE_URL);
  try {
    return new URL(raw);
  } catch {
    // A malformed value must not break every page's metadata.
    return new URL(DEFAULT_SITE_URL);
  }
}

/** Absolute base URL used for canonical links and Open Graph URLs (`metadataBase`). */
export const siteUrl: URL = readSiteUrl();

export const siteContact = {
  supportEmail: "support@dlmp.in",
  /** Display form and `tel:` form of the support phone number. */
  phoneDisplay: "+91 712 200 0000",
  phoneHref: "tel:+917122000000",
} as const;
