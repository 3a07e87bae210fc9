import "server-only";
import { inArray } from "drizzle-orm";
import { addMonths, kolkataMonthStart } from "@/lib/time";
import type { Executor } from "@/server/db/connect";
import { commissionMonths } from "@/server/db/schema";

/**
 * The commission month a sale recorded now counts in: this Asia/Kolkata month, or, when that
 * month is already closed, the first open month after it (a closed month never changes).
 */
export async function resolveCountedMonth(db: Executor, now: Date): Promise<string> {
  const first = kolkataMonthStart(now);
  const candidates = Array.from({ length: 24 }, (_, i) => addMonths(first, i));
  const closed = new Set(
    (await db.select({ month: commissionMonths.month, status: commissionMonths.status }).from(commissionMonths).where(inArray(commissionMonths.month, candidates)))
      .filter((row) => row.status === "closed")
      .map((row) => row.month),
  );
  const open = candidates.find((month) => !closed.has(month));
  if (!open) throw new Error("no open commission month in the next two years");
  return open;
}
