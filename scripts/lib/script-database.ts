import { loadEnvConfig } from "@next/env";
import { createDb, type Database } from "../../server/db/connect";
import { applyMigrations } from "../../server/db/migrate";
import { embeddedDatabaseUrl, parseEnv } from "../../server/env";
import { reachable } from "./app-database";
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
