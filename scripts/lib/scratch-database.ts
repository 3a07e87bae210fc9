/**
 * A benchmark's own database on the app's PostgreSQL server (embedded unless DATABASE_URL), so a
 * benchmark never touches the app's data: made afresh, unless `reuse` finds one an earlier run kept.
 */
import pg from "pg";
import { createDb } from "../../server/db/connect";
import { openScriptDatabase } from "./script-database";

export async function openScratchDatabase(name: string, options: { reuse?: boolean; poolMax?: number } = {}) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const server = await openScriptDatabase();
  const adminUrl = new URL(server.url);
  adminUrl.pathname = "/postgres";
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    try {
      return await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const exists = (await admin(`SELECT 1 FROM pg_database WHERE datname = '${name}'`)).rowCount === 1;
  /** True when the database was made now: the benchmark must generate its data. */
  const fresh = !(options.reuse && exists);
  if (fresh) {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${name}`);
  }
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  const { db, pool } = createDb(url.toString(), { max: options.poolMax ?? 4 });
  return {
    db,
    pool,
    fresh,
    /** Ends the connections, drops the database unless `keep`, and stops the embedded server if this script started it. */
    close: async (closeOptions: { keep?: boolean } = {}) => {
      await pool.end();
      if (!closeOptions.keep) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await server.release();
    },
  };
}
