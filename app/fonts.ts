import { preload } from "react-dom";

/**
 * Noto Sans Devanagari (SIL OFL 1.1, public/fonts/noto-sans-devanagari-LICENSE.txt), the
 * Devanagari-subset woff2 files of @fontsource/noto-sans-devanagari in two weights (regular and
 * bold; medium and semibold use the nearer one), copied into public/fonts with the package's version
 * in their names (next.config.ts caches /fonts for a year: a new version needs a new name). Their
 * `@font-face` rules are in app/globals.css, with the subset's `unicode-range`, so Latin
 * characters stay on the system font; the family is applied to Marathi and Hindi documents only.
 * Served from public/ rather than through next/font because a preload needs a stable URL
 * (docs/decisions/145-devanagari-font-preload.md).
 */
export const DEVANAGARI_FONT_FILES = ["/fonts/noto-sans-devanagari-5.3.0-400.woff2", "/fonts/noto-sans-devanagari-5.3.0-700.woff2"] as const;

/**
 * Marathi and Hindi pages ask for both weights at once, in the document's head, so that the text
 * is drawn in its font from the first paint instead of moving when the font arrives (layout shift).
 * English pages never load it: the preload is not written for them, and they use no Devanagari face.
 */
export function preloadDevanagariFont(locale: string) {
  if (locale !== "mr" && locale !== "hi") return;
  for (const href of DEVANAGARI_FONT_FILES) preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
}
