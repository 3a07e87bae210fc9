import type { OpeningPeriod } from "./types";
import { kolkataDate } from "../time";
import { formatDate } from "../format";

const IST_OFFSET_MS = 330 * 60_000;
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * Whether a shop is open at an instant, in Asia/Kolkata time (docs/product.md: 'Open now' / 'Closed').
 * A period whose closing time is earlier than its opening time runs past midnight; a closure notice
 * the owner set closes the shop whatever its hours.
 */
export function isOpenAt(hours: OpeningPeriod[], instant: Date, closure?: ShopClosure): boolean {
  return openStatusAt(hours, instant, closure).state === "open";
}

/** The minute of the week in Asia/Kolkata, Monday 00:00 = 0 (the SQL function shop_open_minutes counts the same way). */
export function minuteOfWeek(instant: Date): number {
  const local = new Date(instant.getTime() + IST_OFFSET_MS);
  return ((local.getUTCDay() + 6) % 7) * 1440 + local.getUTCHours() * 60 + local.getUTCMinutes();
}

/** Periods grouped by weekday, Monday first. */
export function hoursByDay(hours: OpeningPeriod[]): { day: (typeof WEEKDAYS)[number]; periods: OpeningPeriod[] }[] {
  return WEEKDAYS.map((day) => ({ day, periods: hours.filter((p) => p.day === day) }));
}

/** The owner's "temporarily closed" notice (docs/product.md#shop-hours): set, and until when (an India date, inclusive). */
export type ShopClosure = { notice: string | null; until: string | null };

/** What a card and the shop page say about the hours at an instant (docs/decisions/134-discovery-search.md "Hours rules"). */
export type OpenStatus =
  | { state: "open"; closesAt: string | null }
  | { state: "closed"; opensAt: { time: string; inDays: number; day: Weekday } | null }
  | { state: "temporarilyClosed"; until: string | null };

type Weekday = (typeof WEEKDAYS)[number];
const WEEK_MINUTES = 7 * 1440;

/** The India date ("2026-11-27") of an instant. */
export const indiaDate = kolkataDate;

/** Whether the owner's notice closes the shop on the India date of `instant`. */
export function isTemporarilyClosed(closure: ShopClosure | undefined, instant: Date): boolean {
  if (!closure?.notice) return false;
  return closure.until === null || indiaDate(instant) <= closure.until;
}

/** Each period as minutes of the week from Monday 00:00 IST; an overnight period runs into the next day (Sunday's into Monday). */
function weekIntervals(hours: OpeningPeriod[]): { start: number; end: number; close: string }[] {
  const out: { start: number; end: number; close: string }[] = [];
  for (const period of hours) {
    const day = WEEKDAYS.indexOf(period.day);
    if (day < 0) continue;
    const open = minutes(period.open);
    let close = minutes(period.close);
    if (close <= open) close += 1440;
    const start = day * 1440 + open;
    const end = day * 1440 + close;
    out.push({ start, end, close: period.close });
    if (end > WEEK_MINUTES) out.push({ start: start - WEEK_MINUTES, end: end - WEEK_MINUTES, close: period.close });
  }
  return out;
}

/**
 * Open or closed at an instant in Asia/Kolkata, and the next change: "Closes at 9:30 pm" (the end
 * of the period it is in, periods that touch counted as one), "Opens at 10 am" (the next period's
 * start, today, tomorrow or a later weekday), or the owner's temporary closure, which overrides the
 * hours. A shop without hours is closed with no next opening.
 */
export function openStatusAt(hours: OpeningPeriod[], instant: Date, closure?: ShopClosure): OpenStatus {
  if (isTemporarilyClosed(closure, instant)) return { state: "temporarilyClosed", until: closure?.until ?? null };
  const now = minuteOfWeek(instant);
  const intervals = weekIntervals(hours);
  const current = intervals.find((i) => i.start <= now && now < i.end);
  if (current) {
    // Follow periods that begin where this one ends (a split at midnight, "10:00–24:00" then "00:00–02:00").
    let end = current.end;
    let close = current.close;
    for (let guard = 0; guard < intervals.length; guard += 1) {
      const next = intervals.find((i) => i.start === end || i.start + WEEK_MINUTES === end);
      if (!next) break;
      end = next.start === end ? next.end : next.end + WEEK_MINUTES;
      close = next.close;
      if (end - now >= WEEK_MINUTES) return { state: "open", closesAt: null };
    }
    return { state: "open", closesAt: close };
  }
  let best: { wait: number; start: number } | null = null;
  for (const interval of intervals) {
    const wait = (((interval.start - now) % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
    if (best === null || wait < best.wait) best = { wait, start: interval.start };
  }
  if (best === null) return { state: "closed", opensAt: null };
  const start = ((best.start % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
  const startDay = Math.floor(start / 1440);
  const today = Math.floor(now / 1440);
  const time = `${String(Math.floor((start % 1440) / 60)).padStart(2, "0")}:${String(start % 60).padStart(2, "0")}`;
  return { state: "closed", opensAt: { time, inDays: (startDay - today + 7) % 7 || (best.wait >= 1440 ? 7 : 0), day: WEEKDAYS[startDay]! } };
}

/** "21:30" as the language's clock time ("9:30 pm", "९:३० PM" in Latin digits). */
export function formatClock(hhmm: string, locale: string): string {
  const [h, m] = hhmm.split(":").map(Number);
  const instant = new Date(Date.UTC(2000, 0, 3, h ?? 0, m ?? 0) - IST_OFFSET_MS);
  return formatDate(instant, locale, "time");
}
