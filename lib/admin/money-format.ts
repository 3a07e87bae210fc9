/** Formatting shared by the console's commission, payout and plan screens (safe in the browser). */
const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
const monthName = new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" });

/** An instant in India's time: "24 Nov 2026, 5:07 pm". */
export function formatKolkataDateTime(iso: string | null): string {
  return iso ? dateTime.format(new Date(iso)) : "—";
}

/** "2026-08-01" or "2026-08" → "Aug 2026". */
export function formatMonth(month: string): string {
  return monthName.format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`));
}

/** Basis points as a percentage: 1800 → "18%", 250 → "2.5%". */
export function formatBp(bp: number): string {
  return `${(bp / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 })}%`;
}

/** "2026-08-01" → "2026-08" (the month as URLs and forms write it). */
export function monthKey(month: string): string {
  return month.slice(0, 7);
}
