import { inject } from "vitest";
import { workerDatabaseUrl } from "./worker-database";
import pg from "pg";
import { createDb } from "../../server/db/connect";

/** A connection to this worker's database, for tests that query it directly. */
export function connectTestDb() {
  return createDb(workerDatabaseUrl(), { max: 4 });
}

/** Makes a new, empty database on the test server and returns its URL and a way to drop it. */
export async function createScratchDatabase(prefix: string) {
  const serverUrl = inject("serverUrl");
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
