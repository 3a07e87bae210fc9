/**
 * `npm run restore -- <backup folder | database.dump> [--database <name> | --url <postgres url>] [--force]`
 *
 * Restores a backup made by `npm run backup` in ONE transaction (pg_restore --single-transaction):
 * either all of it lands or nothing changes. The target is the app's database (DATABASE_URL or the
 * embedded one), or another database on the same server (--database, created when missing), or any
 * URL (--url). A target that already holds tables is replaced only with --force (stop the app
 * first: its open connections would wait on the restore's locks). Afterwards every table's row count
 * is compared with the backup's manifest. Uploaded images come back into UPLOAD_DIR when the target is
 * the app's own database.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";
import { parseArgs } from "node:util";
import { loadEnvConfig } from "@next/env";
import pg from "pg";
import { parseEnv } from "../server/env";
import { countRows, openAppDatabase, quoteIdent } from "./lib/backup-database";
import { choosePgTool, libpqEnvironment, PgToolMismatchError, redactUrl, serverMajorVersion } from "./lib/pg-tools";

const USAGE = "usage: npm run restore -- <backup folder | database.dump> [--database <name> | --url <postgres url>] [--force]";

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the target database when it does not exist yet (through the server's "postgres" database); true if it did. */
async function ensureDatabaseExists(url: string): Promise<boolean> {
  try {
    await withClient(url, async () => {});
    return false;
  } catch (error) {
    if ((error as { code?: string }).code !== "3D000") throw error;
  }
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  await withClient(withDatabase(url, "postgres"), (client) => client.query(`CREATE DATABASE ${quoteIdent(name)}`));
  return true;
}

function dumpHasExtension(pgRestore: string, dumpFile: string, extension: string): boolean {
  const list = spawnSync(pgRestore, ["--list", dumpFile], { encoding: "utf8" });
  return new RegExp(`EXTENSION - ${extension}\\b`).test(list.stdout ?? "");
}

/**
 * The restore script (pg_restore --file=-) piped through psql, still one transaction, for two cases:
 * - Replacing a database that holds tables: `prelude` drops its schemas right after the script's
 *   BEGIN, so the restore starts from nothing. pg_restore's own --clean drops object by object and
 *   fails on a partitioned table (it drops the partitions' inherited primary keys: "cannot drop
 *   inherited constraint"); a broken backup still rolls the drop back with everything else.
 * - PostgreSQL 15 and older: earthdistance 1.1's ll_to_earth() names cube and earth without their
 *   schema, and pg_restore clears search_path, so re-creating the near-me index (an expression on
 *   ll_to_earth) fails with 'type "earth" does not exist'. (earthdistance 1.2, PostgreSQL 16+, binds
 *   the names when the function is created.) The session's search_path is set to public instead;
 *   every object in the script is still named with its schema, so nothing else changes.
 */
async function restoreThroughPsql(options: {
  pgRestore: string;
  psql: string;
  args: string[];
  dumpFile: string;
  env: NodeJS.ProcessEnv;
  prelude: string;
  publicSearchPath: boolean;
}): Promise<number> {
  const script = spawn(options.pgRestore, [...options.args.filter((a) => a !== "--exit-on-error"), "--file=-", options.dumpFile], { env: options.env, stdio: ["ignore", "pipe", "inherit"] });
  const psql = spawn(options.psql, ["--no-psqlrc", "--quiet", "--set=ON_ERROR_STOP=1", `--dbname=${options.env.PGDATABASE}`], { env: options.env, stdio: ["pipe", "ignore", "inherit"] });
  const clearing = "SELECT pg_catalog.set_config('search_path', '', false);";
  const begin = "\nBEGIN;\n";
  // Both edits fall in the script's first lines (settings, then BEGIN, before any object).
  const edit = (text: string) => {
    let edited = options.publicSearchPath ? text.replace(clearing, "SELECT pg_catalog.set_config('search_path', 'public', false);") : text;
    if (options.prelude) edited = edited.replace(begin, `${begin}${options.prelude}\n`);
    return edited;
  };
  const ready = (text: string) => text.includes(begin) && (!options.publicSearchPath || text.includes(clearing));
  let head = "";
  let replaced = false;
  const setSearchPath = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (replaced) return done(null, chunk);
      head += chunk.toString("utf8");
      if (!ready(head) && head.length < 1_000_000) return done();
      replaced = true;
      done(null, edit(head));
    },
    flush(done) {
      done(null, replaced ? undefined : edit(head));
    },
  });
  script.stdout.pipe(setSearchPath).pipe(psql.stdin);
  const exit = (child: ReturnType<typeof spawn>) => new Promise<number>((resolve) => child.on("close", (code) => resolve(code ?? 1)));
  const [scriptStatus, psqlStatus] = await Promise.all([exit(script), exit(psql)]);
  return scriptStatus !== 0 ? scriptStatus : psqlStatus;
}

/** Drops every schema of the target (the dump re-creates all but public, which it expects to exist). */
async function dropSchemasStatement(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT nspname AS name FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema' ORDER BY 1`,
  );
  const drops = rows.map((row) => `DROP SCHEMA ${client.escapeIdentifier(row.name)} CASCADE;`);
  return [...drops, "CREATE SCHEMA public;"].join("\n");
}

async function main() {
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { database: { type: "string" }, url: { type: "string" }, force: { type: "boolean", default: false } },
  });
  const source = positionals[0];
  if (!source || positionals.length > 1 || (values.database && values.url)) {
    console.error(USAGE);
    process.exit(2);
  }
  const folder = statSync(source, { throwIfNoEntry: false })?.isDirectory() ? path.resolve(source) : path.dirname(path.resolve(source));
  const dumpFile = statSync(source, { throwIfNoEntry: false })?.isDirectory() ? path.join(folder, "database.dump") : path.resolve(source);
  if (!existsSync(dumpFile)) throw new Error(`${dumpFile} not found. ${USAGE}`);
  const manifestFile = path.join(folder, "manifest.json");
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, "utf8")) as { tables: Record<string, number>; uploads?: boolean }) : null;

  const started = Date.now();
  const app = await openAppDatabase();
  try {
    const url = values.url ?? (values.database ? withDatabase(app.url, values.database) : app.url);
    const isAppDatabase = url === app.url;
    const created = await ensureDatabaseExists(url);
    const existingTables = created ? 0 : Object.keys(await withClient(url, countRows)).length;
    if (existingTables > 0 && !values.force) {
      throw new Error(
        `${redactUrl(url)} already holds ${existingTables} tables. Restoring replaces them with the backup's: ` +
          `stop the app${isAppDatabase ? "" : " that uses it"}, then run again with --force.`,
      );
    }

    const serverMajor = await serverMajorVersion(url);
    const pgRestore = choosePgTool("pg_restore", serverMajor);
    console.log(`[restore] ${dumpFile} -> ${redactUrl(url)} (PostgreSQL ${serverMajor}) with ${pgRestore.path} (${pgRestore.version})`);
    const args = ["--single-transaction", "--exit-on-error", "--no-owner", "--no-privileges"];
    const env = { ...process.env, ...libpqEnvironment(url) };
    const prelude = existingTables > 0 ? await withClient(url, dropSchemasStatement) : "";
    const publicSearchPath = serverMajor < 16 && dumpHasExtension(pgRestore.path, dumpFile, "earthdistance");
    const status =
      prelude || publicSearchPath
        ? await restoreThroughPsql({ pgRestore: pgRestore.path, psql: choosePgTool("psql", serverMajor).path, args, dumpFile, env, prelude, publicSearchPath })
        : spawnSync(pgRestore.path, [...args, `--dbname=${env.PGDATABASE}`, dumpFile], { env, stdio: ["ignore", "inherit", "inherit"] }).status;
    if (status !== 0) throw new Error(`pg_restore failed (exit ${status}); the transaction was rolled back, the database is as it was.`);

    if (manifest) {
      const counts = await withClient(url, countRows);
      const differences = Object.entries(manifest.tables).filter(([table, rows]) => counts[table] !== rows);
      if (differences.length > 0) {
        throw new Error(`restored, but row counts differ from the backup's manifest: ${differences.map(([t, n]) => `${t} ${counts[t] ?? "missing"} (backup ${n})`).join(", ")}`);
      }
      console.log(`[restore] verified: ${Object.keys(manifest.tables).length} tables with the backup's row counts`);
    }

    const uploadsTar = path.join(folder, "uploads.tar");
    if (existsSync(uploadsTar)) {
      if (isAppDatabase) {
        // Image files are named by their content, so extracting over existing ones changes nothing.
        const uploadDir = path.resolve(parseEnv().UPLOAD_DIR);
        mkdirSync(uploadDir, { recursive: true });
        const tar = spawnSync("tar", ["-C", uploadDir, "-xf", uploadsTar], { stdio: ["ignore", "inherit", "inherit"] });
        if (tar.status !== 0) throw new Error(`the database was restored, but extracting ${uploadsTar} into ${uploadDir} failed.`);
        console.log(`[restore] uploaded images restored into ${uploadDir}`);
      } else {
        console.log(`[restore] uploads.tar left alone (the target is not the app's database); extract it into UPLOAD_DIR by hand if needed.`);
      }
    }
    console.log(`[restore] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await app.release();
  }
}

main().catch((error) => {
  if (error instanceof PgToolMismatchError) console.error(`[restore] ${error.message}`);
  else console.error("[restore] failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
