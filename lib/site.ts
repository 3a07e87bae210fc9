/**
 * Site-wide constants that are not interface text (interface text lives in
 * `messages/*.json`). Environment variables read here are read nowhere else.
 */

function readSiteUrl(): URL | null {
  const raw = process.env.NEXT_PUBLIC_SITE_URL?.trim();
  if (!raw) return null;
  try {
    return new URL(raw);
  } catch {
    // A malformed value must not break every page's metadata (the production server refuses it: server/env.ts).
    return null;
  }
}

/**
 * NEXT_PUBLIC_SITE_URL, the public address canonical, share and SMS links are built from; null
 * when it is not set. The production server refuses to start without it and `npm start` sets it
 * for a local run (docs/decisions/108-public-site-address.md); in development, links built during a
 * request use the request's own address instead (server/seo/site-origin.ts).
 */
export const configuredSiteUrl: URL | null = readSiteUrl();

/**
 * The address where no request is at hand (sitemaps, robots.txt, proxy): the configured one, else
 * this machine's. Pages and SMS use server/seo/site-origin.ts.
 */
export const siteUrl: URL = configuredSiteUrl ?? new URL(`http://localhost:${process.env.PORT ?? "3000"}`);

export const siteContact = {
  supportEmail: "support@dlmp.in",
  /** Display form and `tel:` form of the support phone number. */
  phoneDisplay: "+91 712 200 0000",
  phoneHref: "tel:+917122000000",
  /** The second phone number of the Contact Us page (docs/product.md#screens-and-routes: two phone numbers). */
  phone2Display: "+91 98220 00000",
  phone2Href: "tel:+919822000000",
  /** The grievance officer the site names (docs/product.md#complaints-and-grievances); complaints are acknowledged within 48 hours. */
  grievanceOfficer: { name: "Smt. Meera Deshmukh", email: "grievance@dlmp.in", phoneDisplay: "+91 712 200 0001", phoneHref: "tel:+917122000001" },
  /** Corporate office position, for the Contact Us map. */
  office: { latitude: 21.1558, longitude: 79.0806 },
  social: {
    facebook: "https://www.facebook.com/",
    instagram: "https://www.instagram.com/",
    youtube: "https://www.youtube.com/",
    x: "https://x.com/",
  },
} as const;

const DEFAULT_MAP_TILE_URL = "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png";

/**
 * Map tiles for the shop and contact maps (Leaflet URL template). OpenStreetMap's own servers by
 * default; set NEXT_PUBLIC_MAP_TILE_URL for a tile provider with a usage agreement in production.
 */
export const mapTileUrl: string = process.env.NEXT_PUBLIC_MAP_TILE_URL?.trim() || DEFAULT_MAP_TILE_URL;
export const MAP_ZOOM = 14;
