import pg from "pg";
import { startEmbeddedPostgres, type EmbeddedServer } from "../../server/db/embedded";
import { embeddedDatabaseUrl, parseEnv } from "../../server/env";

export async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_500 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The app's database for a tool that works on it while the app may or may not run: DATABASE_URL;
 * else the embedded server at EMBEDDED_PG_DIR / EMBEDDED_PG_PORT, used if it already runs (under
 * `npm start`), started otherwise (and stopped by `release`). `fresh` empties the embedded
 * database first; it is refused with DATABASE_URL, which this tool never empties.
 */
export async function openAppDatabase({ fresh = false } = {}): Promise<{ url: string; release: () => Promise<void>; embedded: boolean }> {
  const settings = parseEnv();
  if (settings.DATABASE_URL) {
    if (fresh) throw new Error("--fresh empties only the embedded database; with DATABASE_URL, empty it yourself");
    return { url: settings.DATABASE_URL, release: async () => {}, embedded: false };
  }
  const serverUrl = embeddedDatabaseUrl(settings, "postgres");
  let server: EmbeddedServer | undefined;
  if (!(await reachable(serverUrl))) {
    console.log(`[db] starting embedded PostgreSQL on 127.0.0.1:${settings.EMBEDDED_PG_PORT} (data in ${settings.EMBEDDED_PG_DIR})`);
    server = await startEmbeddedPostgres({ dataDir: settings.EMBEDDED_PG_DIR, port: settings.EMBEDDED_PG_PORT });
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const name = settings.EMBEDDED_PG_DATABASE;
    if (fresh) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return { url: embeddedDatabaseUrl(settings), release: async () => void (await server?.stop()), embedded: true };
}
