import "server-only";
import { sql } from "drizzle-orm";
import { AppError } from "@/server/errors";
import type { Executor } from "@/server/db/connect";

/** Who is acting. Operator-only operations refuse anyone without the "operator" role. */
export type Actor = { userId: string | null; roles: readonly string[] };

/** The command line and the scheduled worker act as the system operator (shell access to the database). */
export const SYSTEM_ACTOR: Actor = { userId: null, roles: ["operator"] };

export function assertOperator(actor: Actor | undefined): asserts actor is Actor {
  if (!actor?.roles.includes("operator")) {
    throw new AppError("forbidden", { message: "operator role required", userMessage: "Only operators can do this." });
  }
}

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

/** PostgreSQL returns bigint and numeric as strings: read them as exact JS numbers (all < 2^53). */
export function num(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`not a safe integer: ${String(value)}`);
  return n;
}

/** A transaction helper that works whether the caller passed the app database or a transaction. */
export function inTransaction<T>(db: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
