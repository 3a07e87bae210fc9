import { APP_TIME_ZONE } from "@/lib/time";

const dateTime = new Intl.DateTimeFormat("en-IN", { timeZone: APP_TIME_ZONE, day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const dateOnly = new Intl.DateTimeFormat("en-IN", { timeZone: APP_TIME_ZONE, day: "numeric", month: "short", year: "numeric" });
const monthName = new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", month: "long", year: "numeric" });

/** "24 Nov 2026, 17:05" in India's time, for console tables (the console is English only). */
export function formatIstDateTime(iso: string | Date): string {
  return dateTime.format(typeof iso === "string" ? new Date(iso) : iso);
}

export function formatIstDate(iso: string | Date): string {
  return dateOnly.format(typeof iso === "string" ? new Date(iso) : iso);
}

/** "November 2026" for a month's first day (YYYY-MM-01). */
export function formatMonth(month: string): string {
  return monthName.format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`));
}

/** Basis points as a percentage: 500 → "5%", 450 → "4.5%". */
export function formatRateBp(rateBp: number): string {
  return `${(rateBp / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 })}%`;
}

export function formatCount(value: number): string {
  return value.toLocaleString("en-IN");
}
