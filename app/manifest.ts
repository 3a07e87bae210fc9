import type { MetadataRoute } from "next";

export const THEME_COLOUR = "#136257";

/**
 * The installable app's manifest (/manifest.webmanifest). One manifest for all three languages:
 * `start_url` is the plain home page, which the proxy sends to the visitor's chosen language
 * (its cookie), so a Marathi reader's installed app opens in Marathi. Icons are drawn by
 * scripts/generate-pwa-icons.ts.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: "DLMP – Local Shops Marketplace",
    short_name: "DLMP",
    description: "Find local shops in Maharashtra by pincode, category and town, and earn commissions on your purchases.",
    lang: "en-IN",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#fafaf9",
    theme_color: THEME_COLOUR,
    categories: ["shopping", "lifestyle"],
    icons: [
      { src: "/pwa/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/pwa/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/pwa/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/pwa/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
