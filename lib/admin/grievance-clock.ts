/**
 * docs/product.md#complaints-and-grievances: a complaint (contact message or fraud report) is acknowledged within 48 hours and
 * resolved within a month of arrival. These clocks are worked out the same way in SQL (for sorting
 * overdue ones first) and here (for the words on screen): a month is a calendar month in India's
 * time, the 31st running to the last day of a shorter month.
 */
export const ACKNOWLEDGE_WITHIN_HOURS = 48;
const HOUR = 3_600_000;
const IST_OFFSET = 330 * 60_000;

export function acknowledgementDue(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ACKNOWLEDGE_WITHIN_HOURS * HOUR);
}

/** One calendar month after an instant, on India's clock (as PostgreSQL's `+ interval '1 month'` at Asia/Kolkata). */
export function resolutionDue(createdAt: Date): Date {
  const wall = new Date(createdAt.getTime() + IST_OFFSET);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = Date.UTC(year, month, Math.min(wall.getUTCDate(), lastDay), wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds(), wall.getUTCMilliseconds());
  return new Date(moved - IST_OFFSET);
}

/** "45 min", "7 h", "3 days": hours up to two days, then days. */
export function formatSpan(ms: number): string {
  const minutes = Math.max(1, Math.round(Math.abs(ms) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours <= 48) return `${hours} h`;
  const days = Math.round(hours / 24);
  return `${days} day${days === 1 ? "" : "s"}`;
}

export type Clock = { state: "met" | "late" | "running" | "overdue"; dueAt: Date; text: string };

function clock(verb: string, dueAt: Date, doneAt: Date | null, createdAt: Date, now: Date): Clock {
  if (doneAt) {
    return doneAt.getTime() <= dueAt.getTime()
      ? { state: "met", dueAt, text: `${verb} in ${formatSpan(doneAt.getTime() - createdAt.getTime())}` }
      : { state: "late", dueAt, text: `${verb} ${formatSpan(doneAt.getTime() - dueAt.getTime())} late` };
  }
  const left = dueAt.getTime() - now.getTime();
  return left >= 0 ? { state: "running", dueAt, text: `${formatSpan(left)} left` } : { state: "overdue", dueAt, text: `overdue by ${formatSpan(left)}` };
}

export type GrievanceTimes = { createdAt: Date; acknowledgedAt: Date | null; resolvedAt: Date | null };

/** Both clocks of one grievance, and whether either has run out unmet. */
export function grievanceClocks(times: GrievanceTimes, now: Date = new Date()): { acknowledge: Clock; resolve: Clock; overdue: boolean } {
  const acknowledge = clock("acknowledged", acknowledgementDue(times.createdAt), times.acknowledgedAt, times.createdAt, now);
  const resolve = clock("resolved", resolutionDue(times.createdAt), times.resolvedAt, times.createdAt, now);
  return { acknowledge, resolve, overdue: acknowledge.state === "overdue" || resolve.state === "overdue" };
}
