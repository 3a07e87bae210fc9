import { createDb } from "../../server/db/connect";
import { applyMigrations } from "../../server/db/migrate";
import { startEmbeddedPostgres, type EmbeddedServer } from "../../server/db/embedded";
import { parseEnv } from "../../server/env";
import { loadReferenceData } from "../../server/reference/load-reference-data";
import { loadDemoData, type DemoLoadResult } from "../../server/demo/load-demo-data";

export type PreparedDatabase = {
  url: string;
  embedded?: EmbeddedServer;
  demo?: DemoLoadResult;
};

/**
 * Everything the app needs from its database before it serves: the server itself (embedded unless
 * DATABASE_URL is set), the migrations, the reference data and, when enabled, the demo data.
 */
export async function prepareDatabase({ freshDatabase = false } = {}): Promise<PreparedDatabase> {
  const settings = parseEnv();
  let embedded: EmbeddedServer | undefined;
  let url = settings.DATABASE_URL;
  if (!url) {
    console.log(`[db] starting embedded PostgreSQL on 127.0.0.1:${settings.EMBEDDED_PG_PORT} (data in ${settings.EMBEDDED_PG_DIR})`);
    embedded = await startEmbeddedPostgres({ dataDir: settings.EMBEDDED_PG_DIR, port: settings.EMBEDDED_PG_PORT });
    if (freshDatabase) await embedded.recreateDatabase(settings.EMBEDDED_PG_DATABASE);
    else await embedded.ensureDatabase(settings.EMBEDDED_PG_DATABASE);
    url = embedded.url(settings.EMBEDDED_PG_DATABASE);
  }

  const { db, pool } = createDb(url, { max: 4 });
  try {
    await applyMigrations(db);
    console.log("[db] migrations applied");
    const reference = await loadReferenceData(db);
    if (reference.loaded) console.log(`[db] reference data loaded: ${reference.towns} towns, ${reference.pincodes} pincodes`);
    const demo = settings.DEMO_DATA ? await loadDemoData(db) : undefined;
    if (demo?.loaded) console.log(`[db] demo data loaded in ${demo.ms} ms`);
    if (demo?.refused) console.log("[db] demo data not loaded: the database already has people or shops of its own (set DEMO_DATA=false to stop asking)");
    return { url, embedded, demo };
  } catch (error) {
    await embedded?.stop();
    throw error;
  } finally {
    await pool.end();
  }
}
