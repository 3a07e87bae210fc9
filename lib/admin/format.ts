import { formatDate, formatNumber } from "@/lib/format";
import { APP_TIME_ZONE } from "@/lib/time";

/**
 * The operator console's dates and figures (English only; safe in the browser). What lib/format.ts
 * already writes the same way comes from there; the console's own table styles (24-hour stamps,
 * two-digit days) are kept here so every screen reads as it did.
 */

const dateTime24h = new Intl.DateTimeFormat("en-IN", { timeZone: APP_TIME_ZONE, day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const dateOnly = new Intl.DateTimeFormat("en-IN", { timeZone: APP_TIME_ZONE, day: "numeric", month: "short", year: "numeric" });
const dateTimePadded = new Intl.DateTimeFormat("en-IN", { timeZone: APP_TIME_ZONE, day: "2-digit", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hour12: true });
const datePadded = new Intl.DateTimeFormat("en-IN", { timeZone: APP_TIME_ZONE, day: "2-digit", month: "short", year: "numeric" });
const shortMonth = new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" });

const asDate = (value: Date | string) => (typeof value === "string" ? new Date(value) : value);

/** "24 Nov 2026, 17:05" in India's time (shop, sales, audit and overview tables). */
export function formatIstDateTime(value: string | Date): string {
  return dateTime24h.format(asDate(value));
}

/** "24 Nov 2026" in India's time. */
export function formatIstDate(value: string | Date): string {
  return dateOnly.format(asDate(value));
}

/** "21 Nov 2026, 02:35 pm" in India's time, "—" for none (customers, grievances, news, comments). */
export function formatIstDateTimePadded(value: Date | string | null | undefined): string {
  return value ? dateTimePadded.format(asDate(value)) : "—";
}

/** "05 Nov 2026" in India's time, "—" for none. */
export function formatIstDatePadded(value: Date | string | null | undefined): string {
  return value ? datePadded.format(asDate(value)) : "—";
}

/** An instant in India's time as lib/format writes it: "24 Nov 2026, 5:07 pm", "—" for none (money screens). */
export function formatKolkataDateTime(iso: string | null): string {
  return iso ? formatDate(iso, "en", "dateTime") : "—";
}

/** "2026-11-01" or "2026-11" → "November 2026" (a month is a calendar month, not an instant). */
export function formatMonth(month: string): string {
  return formatDate(`${month.slice(0, 7)}-01T00:00:00Z`, "en", "month");
}

/** "2026-08-01" or "2026-08" → "Aug 2026". */
export function formatShortMonth(month: string): string {
  return shortMonth.format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`));
}

/** "2026-08-01" → "2026-08" (the month as URLs and forms write it). */
export function monthKey(month: string): string {
  return month.slice(0, 7);
}

/** Basis points as a percentage: 500 → "5%", 450 → "4.5%". */
export function formatRateBp(rateBp: number): string {
  return `${formatNumber(rateBp / 100, { maximumFractionDigits: 2 })}%`;
}

/** 1,23,456 (lakh grouping). */
export const formatCount = (value: number): string => formatNumber(value);
