import pg from "pg";
import { startEmbeddedPostgres } from "../../server/db/embedded";
import { embeddedDatabaseUrl, parseEnv } from "../../server/env";

export type BackupDatabase = { url: string; embedded: boolean; release: () => Promise<void> };

/**
 * The app's database for a backup or a restore: DATABASE_URL; else the embedded server, used as it
 * is when `npm start` runs it, or started for this command (and stopped after) when it does not.
 * Migrations are NOT applied: a backup must copy the database as it is.
 */
export async function openAppDatabase(): Promise<BackupDatabase> {
  const settings = parseEnv();
  if (settings.DATABASE_URL) return { url: settings.DATABASE_URL, embedded: false, release: async () => {} };
  const url = embeddedDatabaseUrl(settings);
  if (await isReachable(url)) return { url, embedded: true, release: async () => {} };
  const server = await startEmbeddedPostgres({ dataDir: settings.EMBEDDED_PG_DIR, port: settings.EMBEDDED_PG_PORT });
  await server.ensureDatabase(settings.EMBEDDED_PG_DATABASE);
  return { url: server.url(settings.EMBEDDED_PG_DATABASE), embedded: true, release: () => server.stop() };
}

export async function isReachable(url: string): Promise<boolean> {
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

/** The schemas a backup covers and a restore is checked against: everything but PostgreSQL's own. */
const USER_TABLES = `
  SELECT n.nspname AS schema, c.relname AS name
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
    AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%' AND n.nspname NOT LIKE 'pg_temp%'
    AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
  ORDER BY 1, 2`;

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Row count of every user table (a partitioned table counts its partitions' rows), keyed "schema.table". */
export async function countRows(client: pg.Client | pg.PoolClient): Promise<Record<string, number>> {
  const tables = (await client.query<{ schema: string; name: string }>(USER_TABLES)).rows;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await client.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${quoteIdent(table.schema)}.${quoteIdent(table.name)}`);
    counts[`${table.schema}.${table.name}`] = Number(rows[0]!.n);
  }
  return counts;
}

/**
 * A checksum of every user table's content: the md5 of its rows' text forms in sorted order, so two
 * databases with the same rows give the same figure whatever their physical order. Sequences'
 * positions are included, so ids handed out after a restore continue where they stopped.
 */
export async function contentChecksums(client: pg.Client): Promise<Record<string, { rows: number; md5: string }>> {
  const tables = (await client.query<{ schema: string; name: string }>(USER_TABLES)).rows;
  const result: Record<string, { rows: number; md5: string }> = {};
  for (const table of tables) {
    const name = `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
    const { rows } = await client.query<{ n: string; md5: string | null }>(
      `SELECT count(*)::text AS n, md5(string_agg(t::text, E'\\n' ORDER BY t::text COLLATE "C")) AS md5 FROM ${name} t`,
    );
    result[`${table.schema}.${table.name}`] = { rows: Number(rows[0]!.n), md5: rows[0]!.md5 ?? "" };
  }
  const sequences = await client.query<{ schema: string; name: string; last_value: string | null; is_called: boolean }>(
    `SELECT schemaname AS schema, sequencename AS name, last_value::text, last_value IS NOT NULL AS is_called
     FROM pg_sequences WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
  );
  for (const sequence of sequences.rows) {
    result[`sequence ${sequence.schema}.${sequence.name}`] = { rows: 1, md5: sequence.last_value ?? "unused" };
  }
  return result;
}
