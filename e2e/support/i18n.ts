import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

export const LOCALES = ["en", "mr", "hi"] as const;
export type Locale = (typeof LOCALES)[number];

type Catalog = Record<string, Record<string, unknown>>;
const cache = new Map<Locale, Catalog>();

/** A language's whole catalog (all areas), read from messages/ — the tests expect what the catalogs say. */
export function catalog(locale: Locale): Catalog {
  let merged = cache.get(locale);
  if (!merged) {
    const dir = path.resolve(__dirname, "../../messages", locale);
    merged = Object.assign({}, ...readdirSync(dir).map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")))) as Catalog;
    cache.set(locale, merged);
  }
  return merged;
}

/** One text of a catalog by "Namespace.key". */
export function text(locale: Locale, key: string): string {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalog(locale));
  if (typeof value !== "string") throw new Error(`no text ${locale}:${key}`);
  return value;
}

/** A path in a language: English plain, the others under their prefix. */
export function localized(locale: Locale, pathname: string): string {
  if (locale === "en") return pathname;
  return pathname === "/" ? `/${locale}` : `/${locale}${pathname}`;
}

export async function expectLang(page: Page, locale: Locale) {
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
}

export const DEVANAGARI_DIGIT = /[\u0966-\u096F]/;
