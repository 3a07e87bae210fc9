/** Months, "today", "week" and "month" are in India's time (docs/product.md#money-and-the-ledger). India has no daylight saving. */
export const APP_TIME_ZONE = "Asia/Kolkata";
const IST_OFFSET_MINUTES = 330;

/** The calendar date of an instant in Asia/Kolkata, as YYYY-MM-DD. */
export function kolkataDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** First day of the Asia/Kolkata month containing an instant, as YYYY-MM-01. */
export function kolkataMonthStart(instant: Date): string {
  return `${kolkataDate(instant).slice(0, 7)}-01`;
}

/** The first day of the month `offset` months after `month` (YYYY-MM-01). */
export function addMonths(month: string, offset: number): string {
  const [year, monthIndex] = [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + offset];
  const date = new Date(Date.UTC(year, monthIndex, 1));
  return date.toISOString().slice(0, 10);
}

/** docs/product.md#states-and-transitions's list filters. */
export const PERIODS = ["all", "today", "week", "month"] as const;
export type Period = (typeof PERIODS)[number];

/**
 * The instant a list filter starts from, in Asia/Kolkata: today from midnight, week from Monday
 * midnight, month from the 1st; `all` has no start.
 */
export function periodStart(period: Period, now: Date = new Date()): Date | null {
  if (period === "all") return null;
  const today = kolkataDate(now);
  if (period === "month") return new Date(`${today.slice(0, 7)}-01T00:00:00+05:30`);
  const midnight = new Date(`${today}T00:00:00+05:30`);
  if (period === "today") return midnight;
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
  return new Date(midnight.getTime() - weekday * 86_400_000);
}
