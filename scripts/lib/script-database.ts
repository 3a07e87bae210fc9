import { loadEnvConfig } from "@next/env";
import pg from "pg";
import { createDb, type Database } from "../../server/db/connect";
import { applyMigrations } from "../../server/db/migrate";
import { embeddedDatabaseUrl, parseEnv } from "../../server/env";
import { ensureLocalSecrets } from "./local-secrets";
import { prepareDatabase } from "./prepare-database";

/**
 * The database for a command-line tool (commissions, worker): DATABASE_URL; else the embedded
 * server if `npm start` already runs it; else the embedded server started for this process (and
 * stopped by `release`). Migrations are applied either way (idempotent, under their lock).
 */
export async function openScriptDatabase(): Promise<{ db: Database; url: string; release: () => Promise<void> }> {
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  ensureLocalSecrets();
  process.env.DEMO_DATA ??= "false";
  const settings = parseEnv();
  let url = settings.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const candidate = embeddedDatabaseUrl(settings);
    if (await reachable(candidate)) {
      url = candidate;
    } else {
      const prepared = await prepareDatabase();
      url = prepared.url;
      stopEmbedded = prepared.embedded ? () => prepared.embedded!.stop() : undefined;
    }
  }
  const { db, pool } = createDb(url, { max: 4 });
  await applyMigrations(db);
  return {
    db,
    url,
    release: async () => {
      await pool.end();
      await stopEmbedded?.();
    },
  };
}

async function reachable(url: string): Promise<boolean> {
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
