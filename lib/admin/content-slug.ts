/**
 * A URL slug from a name or title: lower-case Latin letters and digits joined by single hyphens,
 * at most 80 characters. Devanagari-only text gives "" (callers then ask for a slug or use a fallback).
 */
export function slugFromText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
