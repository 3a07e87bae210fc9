import { DatabaseError } from "pg";

/**
 * The PostgreSQL error behind a failed query. Drizzle wraps driver errors ("Failed query: …") and
 * keeps the original as `cause`; domain code asks this for the SQLSTATE code and constraint name
 * to turn, say, a unique violation into a field error.
 */
export function pgErrorOf(error: unknown): DatabaseError | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof DatabaseError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const PG_UNIQUE_VIOLATION = "23505";
export const PG_CHECK_VIOLATION = "23514";
export const PG_FOREIGN_KEY_VIOLATION = "23503";
export const PG_SERIALIZATION_FAILURE = "40001";
export const PG_DEADLOCK_DETECTED = "40P01";

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = pgErrorOf(error);
  return pgError?.code === PG_UNIQUE_VIOLATION && (constraint === undefined || pgError.constraint === constraint);
}
