import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "./connect";

/** Rows an operator list counts exactly; beyond it the list says "more than" and asks for filters. */
export const LIST_COUNT_CAP = 10_000;

/**
 * Counts the rows of a query up to a cap: `count(*)` over millions of sales or audit entries would
 * read them all on every page view, while an operator only needs "1,234" or "more than 10,000"
 * (and a narrower filter) to page through. The query is the list's FROM/WHERE as `SELECT 1 ...`.
 */
export async function cappedCount(db: Executor, selectOnes: SQL, cap = LIST_COUNT_CAP): Promise<{ count: number; capped: boolean }> {
  const { rows } = await db.execute<{ n: string }>(sql`SELECT count(*)::text AS n FROM (${selectOnes} LIMIT ${cap + 1}) capped`);
  const n = Number(rows[0]?.n ?? 0);
  return n > cap ? { count: cap, capped: true } : { count: n, capped: false };
}
