import { APP_TIME_ZONE } from "@/lib/time";

const dateTime = new Intl.DateTimeFormat("en-IN", { timeZone: APP_TIME_ZONE, day: "2-digit", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hour12: true });
const dateOnly = new Intl.DateTimeFormat("en-IN", { timeZone: APP_TIME_ZONE, day: "2-digit", month: "short", year: "numeric" });
const monthOnly = new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", month: "long", year: "numeric" });

/** "21 Nov 2026, 02:35 pm" in India's time, whatever the server's zone (the console is read in India). */
export function formatIstDateTime(value: Date | string | null | undefined): string {
  if (!value) return "—";
  return dateTime.format(typeof value === "string" ? new Date(value) : value);
}

export function formatIstDate(value: Date | string | null | undefined): string {
  if (!value) return "—";
  return dateOnly.format(typeof value === "string" ? new Date(value) : value);
}

/** "2026-10-01" → "October 2026" (a commission month is a calendar date, not an instant). */
export function formatMonth(month: string): string {
  return monthOnly.format(new Date(`${month.slice(0, 7)}-15T00:00:00Z`));
}
