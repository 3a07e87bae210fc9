import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { installJobQueues } from "../jobs/install-job-queues";
import type { Database } from "./connect";

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");

/** An arbitrary constant: the advisory lock that makes concurrent starts migrate one at a time. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies the committed migrations, then installs or upgrades pg-boss's job tables and the app's
 * job queues (server/jobs/install-job-queues.ts), so a migrated database can take jobs. Several app instances may start at once against one
 * database; the advisory lock makes the others wait and then find nothing left to do. The
 * migrations run on the same connection that holds the lock, so a small pool cannot deadlock.
 */
export async function applyMigrations(db: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
      await installJobQueues(client);
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
