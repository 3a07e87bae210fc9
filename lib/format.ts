import { APP_TIME_ZONE } from "./time";

/**
 * The one place numbers and dates become text (money: lib/money.ts formatPaise). Safe for client
 * components. Every language gets Latin digits and Indian (lakh) grouping: ICU's Marathi defaults
 * to Devanagari digits, and its currency pattern drops the lakh grouping, so nothing here relies on
 * a language's defaults. Dates keep the language's month names and are always in India's time.
 * Catalog messages take numbers already formatted (a unit test forbids ICU `#` and `{n, number}`,
 * which would format with the language's defaults).
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
