import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../../server/db/connect";
import { startWorker, type Worker } from "../../server/jobs/start-worker";
import type { World } from "./commission-factories";

const running: Worker[] = [];

/**
 * A background worker on the world's database, as `npm run worker` runs it, on a pool of its own
 * (another process, as far as the database can tell). Stopped by stopTestWorkers (call it before
 * the world closes).
 */
export async function startTestWorker(world: World, options: { heartbeatMs?: number; stopGraceMs?: number; log?: (line: string) => void } = {}): Promise<Worker> {
  const worker = await startWorker({ connectionString: world.url, db: world.extraDb(4), log: options.log ?? (() => {}), ...options });
  running.push(worker);
  return worker;
}

export async function stopTestWorkers(): Promise<void> {
  const workers = running.splice(0);
  await Promise.all(workers.map((worker) => worker.stop()));
}

/** Waits until the console job is no longer running (what the page's polling sees). */
export async function jobFinished(db: Database, id: number, timeout = 30_000): Promise<void> {
  await expect
    .poll(async () => (await db.execute<{ status: string }>(sql`SELECT status FROM commission_jobs WHERE id = ${id}`)).rows[0]?.status, { timeout, interval: 100 })
    .not.toBe("running");
}
