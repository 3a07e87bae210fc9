import { APP_TIME_ZONE } from "./time";

/**
 * The one place numbers, dates and counted words become text (money: lib/money.ts formatPaise).
 * Safe for client components. Formatting is for screens only: the JSON API answers plain numbers
 * and ISO dates. Every language gets Latin digits and Indian (lakh) grouping: ICU's Marathi defaults
 * to Devanagari digits, and its currency pattern drops the lakh grouping, so nothing here relies on
 * a language's defaults. Dates keep the language's month names and are always in India's time.
 * Catalog messages take numbers already formatted (a unit test forbids ICU `#` and `{n, number}`,
 * which would format with the language's defaults): a counted word is an ICU plural on the number
 * that shows the formatted text, `{count, plural, one {{countText} member} other {{countText} members}}`,
 * called with `countArgs(n)`; another unit test finds counts in the catalogs without a plural.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();

/** 12,34,567 — lakh grouping, Latin digits, whatever the page's language. */
export function formatNumber(value: number, options: { maximumFractionDigits?: number } = {}): string {
  const key = String(options.maximumFractionDigits ?? "");
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-IN", { numberingSystem: "latn", ...options });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** A count shown on its own (a stat card, a badge): the same as formatNumber, named for what it is. */
export function formatCount(count: number): string {
  return formatNumber(count);
}

/**
 * The values a catalog plural takes: the number chooses the form, its formatted text is shown.
 * `t("members", countArgs(n))`; `countArgs(s, "seconds")` gives `{ seconds, secondsText }`.
 */
export function countArgs<Name extends string = "count">(count: number, name: Name = "count" as Name): Record<Name | `${Name}Text`, number | string> {
  return { [name]: count, [`${name}Text`]: formatNumber(count) } as Record<Name | `${Name}Text`, number | string>;
}

const englishPlurals = new Intl.PluralRules("en");

/** "1 member", "12,345 members": English words of the operators' console, which has no catalog. */
export function pluralize(count: number, one: string, other: string): string {
  return `${formatNumber(count)} ${englishPlurals.select(count) === "one" ? one : other}`;
}

export type DateStyle = "date" | "dateLong" | "dateTime" | "month" | "time";

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: "medium" },
  dateLong: { dateStyle: "long" },
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  month: { month: "long", year: "numeric" },
  time: { hour: "numeric", minute: "2-digit" },
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The language's own names for months, Indian conventions (`-IN`), Latin digits (`nu-latn`). */
export function dateLocaleTag(locale: string): string {
  return `${locale}-IN-u-nu-latn`;
}

/** A date or time in Asia/Kolkata with the language's month names and Latin digits ("24 नोव्हें, 2026", not "२४ नोव्हें, २०२६"). */
export function formatDate(value: Date | string | number, locale: string, style: DateStyle = "date"): string {
  const key = `${locale}:${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocaleTag(locale), { ...DATE_OPTIONS[style], timeZone: APP_TIME_ZONE, numberingSystem: "latn" });
    dateFormats.set(key, format);
  }
  return format.format(value instanceof Date ? value : new Date(value));
}

/** A calendar day ("2026-10-01", an India date without a time) in the display style: "1 Oct 2026". */
export function formatCalendarDate(day: string, locale: string): string {
  // Noon IST is the same day in India whatever the runtime's time zone.
  return formatDate(new Date(`${day.slice(0, 10)}T12:00:00+05:30`), locale, "date");
}

/** A month's name in the language ("2026-10-01" or "2026-10" → "October 2026"). */
export function formatMonthName(month: string, locale: string): string {
  // The 15th at noon IST is inside the month in every time zone rule.
  return formatDate(new Date(`${month.slice(0, 7)}-15T12:00:00+05:30`), locale, "month");
}

const sortable = new Intl.DateTimeFormat("en-CA", { timeZone: APP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23", numberingSystem: "latn" });

/** "2026-11-24 17:05:09" in India's time, for spreadsheets and logs: sorts as text in every program. */
export function formatSortableTimestamp(value: Date): string {
  return sortable.format(value).replace(", ", " ");
}

/** Devanagari digits (०–९) typed on a Marathi or Hindi keyboard, as Latin digits: mobiles, pincodes and codes are stored and shown in Latin digits. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
}
