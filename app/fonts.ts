import localFont from "next/font/local";

/**
 * Noto Sans Devanagari (SIL OFL 1.1), self-hosted from @fontsource: only its Devanagari subset, in
 * two weights (regular and bold; medium and semibold use the nearer one). The `unicode-range`
 * keeps Latin characters on the system font, and the family is applied only to Marathi and Hindi
 * documents (app/globals.css), so an English page never downloads it. Not preloaded, because the
 * root layout is shared by all three languages: a preload would make English pages pay too.
 */
export const devanagariFont = localFont({
  src: [
    { path: "../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2", weight: "700", style: "normal" },
  ],
  variable: "--font-devanagari",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  declarations: [{ prop: "unicode-range", value: "U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF" }],
});
