/** PostgreSQL returns bigint and numeric as strings: read them as exact JS numbers (all < 2^53). */
export function num(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`not a safe integer: ${String(value)}`);
  return n;
}
