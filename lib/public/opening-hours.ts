import type { OpeningPeriod } from "./types";

const IST_OFFSET_MS = 330 * 60_000;
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
const JS_DAY_TO_WEEKDAY = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * Whether a shop is open at an instant, in Asia/Kolkata time (docs/product.md: 'Open now' / 'Closed').
 * A period whose closing time is earlier than its opening time runs past midnight.
 */
export function isOpenAt(hours: OpeningPeriod[], instant: Date): boolean {
  const local = new Date(instant.getTime() + IST_OFFSET_MS);
  const today = JS_DAY_TO_WEEKDAY[local.getUTCDay()]!;
  const yesterday = JS_DAY_TO_WEEKDAY[(local.getUTCDay() + 6) % 7]!;
  const now = local.getUTCHours() * 60 + local.getUTCMinutes();
  return hours.some((period) => {
    const open = minutes(period.open);
    const close = minutes(period.close);
    if (close > open) return period.day === today && now >= open && now < close;
    // Overnight: open today after `open`, or still open from yesterday before `close`.
    return (period.day === today && now >= open) || (period.day === yesterday && now < close);
  });
}

/** Periods grouped by weekday, Monday first. */
export function hoursByDay(hours: OpeningPeriod[]): { day: (typeof WEEKDAYS)[number]; periods: OpeningPeriod[] }[] {
  return WEEKDAYS.map((day) => ({ day, periods: hours.filter((p) => p.day === day) }));
}
