import "server-only";
import { AppError } from "@/server/errors";

/** "2026-10" or "2026-10-01" → "2026-10-01"; anything else is refused. */
export function parseMonth(input: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])(?:-01)?$/.exec(input.trim());
  if (!match) {
    throw new AppError("validation_failed", {
      message: `bad month ${input}`,
      userMessage: "Enter the month as YYYY-MM.",
      fieldErrors: { month: "Enter the month as YYYY-MM." },
    });
  }
  return `${match[1]}-${match[2]}-01`;
}

/** First day of the Indian financial year (April to March) that contains the month. */
export function financialYearStart(month: string): string {
  const year = Number(month.slice(0, 4));
  const monthIndex = Number(month.slice(5, 7));
  return `${monthIndex >= 4 ? year : year - 1}-04-01`;
}
