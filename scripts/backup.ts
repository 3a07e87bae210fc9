/**
 * `npm run backup [-- --output backups/before-upgrade]`: a consistent copy of the app's database
 * (pg_dump's custom format) and of the uploaded images, into a new folder:
 *   database.dump   every schema, table, sequence and row, taken in one snapshot
 *   uploads.tar     UPLOAD_DIR (shop images), when it holds any file
 *   manifest.json   when, from which server, and each table's row count in that same snapshot
 * The database is DATABASE_URL, else the embedded server (started for the backup if the app is not
 * running). pg_dump must be of the server's major version or newer; see scripts/lib/pg-tools.ts.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadEnvConfig } from "@next/env";
import pg from "pg";
import { parseEnv } from "../server/env";
import { countRows, openAppDatabase } from "./lib/backup-database";
import { choosePgTool, libpqEnvironment, PgToolMismatchError, redactUrl, serverMajorVersion } from "./lib/pg-tools";

function stamp(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}-${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
}

function hasFiles(dir: string): boolean {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { recursive: true }).some((entry) => statSync(path.join(dir, String(entry))).isFile());
}

async function main() {
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const { values } = parseArgs({ options: { output: { type: "string", short: "o" } } });
  const settings = parseEnv();
  const started = Date.now();
  const database = await openAppDatabase();
  try {
    const serverMajor = await serverMajorVersion(database.url);
    const pgDump = choosePgTool("pg_dump", serverMajor);
    const name = new URL(database.url).pathname.slice(1);
    const target = path.resolve(values.output ?? path.join("backups", `${name}-${stamp(new Date())}`));
    if (existsSync(target)) throw new Error(`${target} already exists; choose another --output.`);
    // Written beside the target and renamed at the end: a folder with the final name is always complete.
    const partial = `${target}.partial`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    try {
      await writeBackup({ url: database.url, partial, serverMajor, pgDumpPath: pgDump.path, pgDumpVersion: pgDump.version, uploadDir: path.resolve(settings.UPLOAD_DIR) });
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      throw error;
    }
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(partial, target);
    const manifest = JSON.parse(readFileSync(path.join(target, "manifest.json"), "utf8")) as { tables: Record<string, number>; uploads: boolean };
    const totalRows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
    const bytes = statSync(path.join(target, "database.dump")).size;
    console.log(
      `[backup] ${Object.keys(manifest.tables).length} tables, ${totalRows.toLocaleString("en-IN")} rows, ` +
        `${(bytes / 1024 / 1024).toFixed(1)} MB${manifest.uploads ? " + uploads" : ""} in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${target}`,
    );
    console.log("[backup] Keep APP_ENCRYPTION_KEY (a local install keeps it in .data/secrets.json) safe beside the backup, not in it: without it the bank account numbers in the backup cannot be read.");
  } finally {
    await database.release();
  }
}

type BackupJob = { url: string; partial: string; serverMajor: number; pgDumpPath: string; pgDumpVersion: string; uploadDir: string };

async function writeBackup({ url, partial, serverMajor, pgDumpPath, pgDumpVersion, uploadDir }: BackupJob) {
  console.log(`[backup] ${redactUrl(url)} (PostgreSQL ${serverMajor}) with ${pgDumpPath} (${pgDumpVersion})`);
  // One snapshot for the dump and the manifest's counts: the counts describe exactly what was dumped.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let counts: Record<string, number>;
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const snapshot = (await client.query<{ id: string }>("SELECT pg_export_snapshot() AS id")).rows[0]!.id;
    const dump = spawnSync(pgDumpPath, ["--format=custom", "--compress=6", `--snapshot=${snapshot}`, `--file=${path.join(partial, "database.dump")}`], {
      env: { ...process.env, ...libpqEnvironment(url) },
      stdio: ["ignore", "inherit", "inherit"],
    });
    if (dump.status !== 0) throw new Error(`pg_dump failed (exit ${dump.status ?? dump.signal}); no backup was written.`);
    counts = await countRows(client);
    await client.query("COMMIT");
  } finally {
    await client.end();
  }

  const withUploads = hasFiles(uploadDir);
  if (withUploads) {
    const tar = spawnSync("tar", ["-C", uploadDir, "-cf", path.join(partial, "uploads.tar"), "."], { stdio: ["ignore", "inherit", "inherit"] });
    if (tar.status !== 0) throw new Error(`tar of ${uploadDir} failed; no backup was written.`);
  }
  const manifest = { createdAt: new Date().toISOString(), database: redactUrl(url), serverMajorVersion: serverMajor, pgDumpVersion, uploads: withUploads, tables: counts };
  writeFileSync(path.join(partial, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
}

main().catch((error) => {
  if (error instanceof PgToolMismatchError) console.error(`[backup] ${error.message}`);
  else console.error("[backup] failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
