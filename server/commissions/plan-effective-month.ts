import "server-only";
import { sql } from "drizzle-orm";
import { addMonths, kolkataMonthStart } from "@/lib/time";
import type { Executor } from "@/server/db/connect";

/**
 * Why a plan version may not take effect from a month, or null when it may: the month must come
 * after the last closed month (a closed month never changes) and lie in the future (the current
 * month's sales were made under the plan in force when they were made).
 */
export async function planMonthProblem(db: Executor, effectiveMonth: string, now: Date): Promise<string | null> {
  const { rows } = await db.execute<{ month: string | null }>(sql`SELECT max(month)::text AS month FROM commission_months WHERE status = 'closed'`);
  const lastClosed = rows[0]?.month;
  if (lastClosed && effectiveMonth <= lastClosed) {
    return `A new version must take effect after ${lastClosed.slice(0, 7)}, the last closed month.`;
  }
  const firstFuture = addMonths(kolkataMonthStart(now), 1);
  if (effectiveMonth < firstFuture) return `A new version must take effect from a future month (${firstFuture.slice(0, 7)} or later).`;
  return null;
}
