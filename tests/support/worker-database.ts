import { inject } from "vitest";

/**
 * This test worker's own database: a copy of the run's migrated database made by
 * tests/support/global-setup.ts for each of the workers that run test files at once. Files run one
 * after another within a worker, as they did when the whole run was one worker.
 */
export function workerDatabaseUrl(): string {
  const count = inject("workerCount");
  const worker = Math.min(Math.max(Number(process.env.VITEST_POOL_ID ?? 1), 1), count);
  const url = new URL(inject("databaseUrl"));
  url.pathname = `${url.pathname}_w${worker}`;
  return url.toString();
}
