import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { AppError } from "@/server/errors";

/** One key for every operation that writes a month's figures: runs, closes and payout batches. */
export const COMMISSION_LOCK_KEY = 7_207_001;

/**
 * Takes the commission lock for the rest of the transaction. With `wait` a second caller queues;
 * without, it is refused at once with a clear message.
 */
export async function takeCommissionLock(tx: Executor, wait = false): Promise<void> {
  if (wait) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${COMMISSION_LOCK_KEY})`);
    return;
  }
  const { rows } = await tx.execute<{ ok: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${COMMISSION_LOCK_KEY}) AS ok`);
  if (!rows[0]?.ok) {
    throw new AppError("conflict", {
      userMessage: "Another commission run, close or payout batch is in progress. Try again when it has finished.",
    });
  }
}
