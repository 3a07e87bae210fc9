import type { TestProject } from "vitest/node";
import pg from "pg";
import { createDb } from "../../server/db/connect";
import { startEmbeddedPostgres, type EmbeddedServer } from "../../server/db/embedded";
import { applyMigrations } from "../../server/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** A fresh, migrated database for this run, the template of each test worker's own (`workerDatabaseUrl`). */
    databaseUrl: string;
    /** How many test files run at once (vitest.config.ts `maxWorkers`): one database each. */
    workerCount: number;
    /** The same server's maintenance database, for tests that create databases of their own. */
    serverUrl: string;
  }
}

const TEST_PG_PORT = Number(process.env.TEST_PG_PORT ?? 54330);

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Integration tests run against a real PostgreSQL: the embedded one (its own data folder and port,
 * so a running dev server is untouched) unless DATABASE_URL names a server. Each run gets a new
 * database, dropped at the end, and each test worker a copy of it.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let serverUrl: string;
  if (process.env.DATABASE_URL) {
    serverUrl = withDatabase(process.env.DATABASE_URL, "postgres");
  } else {
    embedded = await startEmbeddedPostgres({ dataDir: ".data/test-postgres", port: TEST_PG_PORT });
    serverUrl = embedded.url("postgres");
  }

  const database = `test_${Date.now()}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${database}"`);
  const databaseUrl = withDatabase(serverUrl, database);

  const { db, pool } = createDb(databaseUrl, { max: 2 });
  try {
    await applyMigrations(db);
  } finally {
    await pool.end();
  }

  // Test files run WORKERS at a time; files that run at once must not see each other's rows, so
  // each worker has its own copy of the migrated database (tests/support/worker-database.ts).
  const workers = Number(project.config.maxWorkers ?? 1);
  for (let worker = 1; worker <= workers; worker += 1) await admin(`CREATE DATABASE "${database}_w${worker}" TEMPLATE "${database}"`);

  project.provide("databaseUrl", databaseUrl);
  project.provide("serverUrl", serverUrl);
  project.provide("workerCount", workers);

  return async () => {
    for (let worker = 1; worker <= workers; worker += 1) await admin(`DROP DATABASE IF EXISTS "${database}_w${worker}" WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await embedded?.stop();
  };
}
