import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { contentChecksums, isReachable } from "../../scripts/lib/backup-database";
import { choosePgTool, PgToolMismatchError, serverMajorVersion } from "../../scripts/lib/pg-tools";
import { createDb } from "../../server/db/connect";
import { applyMigrations } from "../../server/db/migrate";
import { loadDemoData } from "../../server/demo/load-demo-data";
import { loadReferenceData } from "../../server/reference/load-reference-data";

const run = promisify(execFile);
const tsx = path.resolve("node_modules", ".bin", "tsx");

/**
 * `npm run backup` / `npm run restore` round trip the demo data exactly: every table's rows (md5 of
 * its sorted rows) and every sequence's position, into a new database. pg_dump must match the
 * server's major version, so the round trip runs on each server a matching pg_dump exists for:
 * the tests' embedded PostgreSQL 18 (when PostgreSQL 18's client programs are installed) and the
 * machine's own PostgreSQL (BACKUP_TEST_SERVER_URL, default 127.0.0.1:5432, PostgreSQL 15 here).
 * A server without one must get the clear "install the client programs" answer.
 */
const SERVERS = [
  { label: "tests' embedded server", url: inject("serverUrl") },
  { label: "machine's PostgreSQL", url: process.env.BACKUP_TEST_SERVER_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" },
];

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function checksums(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await contentChecksums(client);
  } finally {
    await client.end();
  }
}

async function script(name: "backup" | "restore", args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(tsx, [`scripts/${name}.ts`, ...args], { env: { ...process.env, ...env }, timeout: 120_000 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

const work = mkdtempSync(path.join(tmpdir(), "dlmp-backup-"));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  rmSync(work, { recursive: true, force: true });
});

describe("npm run backup / npm run restore", () => {
  let roundTrips = 0;

  for (const server of SERVERS) {
    it(`round-trips the demo data on the ${server.label}, or says clearly which pg_dump it needs`, { timeout: 240_000 }, async () => {
      if (!(await isReachable(server.url))) {
        console.warn(`[backup test] ${server.label} (${server.url}) is not reachable; skipped`);
        return;
      }
      const suffix = `${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
      const source = `backup_src_${suffix}`;
      const target = `backup_dst_${suffix}`;
      await admin(server.url, `CREATE DATABASE "${source}"`);
      cleanups.push(() => admin(server.url, `DROP DATABASE IF EXISTS "${source}" WITH (FORCE)`));
      cleanups.push(() => admin(server.url, `DROP DATABASE IF EXISTS "${target}" WITH (FORCE)`));
      const sourceUrl = withDatabase(server.url, source);
      const targetUrl = withDatabase(server.url, target);
      const connection = createDb(sourceUrl, { max: 2 });
      try {
        await applyMigrations(connection.db);
        await loadReferenceData(connection.db);
        expect((await loadDemoData(connection.db)).loaded).toBe(true);
      } finally {
        await connection.pool.end();
      }

      const uploads = path.join(work, `uploads-${suffix}`);
      mkdirSync(path.join(uploads, "shops", "1"), { recursive: true });
      writeFileSync(path.join(uploads, "shops", "1", "0123456789abcdef0123456789abcdef.webp"), "image bytes");
      const folder = path.join(work, `backup-${suffix}`);
      const env = { DATABASE_URL: sourceUrl, UPLOAD_DIR: uploads };

      let canDump = true;
      try {
        choosePgTool("pg_dump", await serverMajorVersion(server.url));
      } catch (error) {
        if (!(error instanceof PgToolMismatchError)) throw error;
        canDump = false;
      }
      const backup = await script("backup", ["--output", folder], env);
      if (!canDump) {
        expect(backup.code).not.toBe(0);
        expect(backup.output).toMatch(/pg_dump for PostgreSQL \d+ or newer is needed/);
        expect(backup.output).toMatch(/Install the PostgreSQL \d+ client programs/);
        return;
      }
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toMatch(/\+ uploads/);

      const restored = await script("restore", [folder, "--url", targetUrl], env);
      expect(restored.code, restored.output).toBe(0);
      expect(restored.output).toMatch(/verified: \d+ tables with the backup's row counts/);

      const before = await checksums(sourceUrl);
      const after = await checksums(targetUrl);
      expect(after).toEqual(before);
      expect(before["public.customers"]!.rows).toBeGreaterThan(20);
      expect(before["public.sales"]!.rows).toBeGreaterThan(100);
      expect(before["public.ledger_entries"]!.rows).toBeGreaterThan(100);

      // A target with tables is only replaced when asked; then a broken backup changes nothing
      // (one transaction), and a good one replaces it exactly.
      const refused = await script("restore", [folder, "--url", targetUrl], env);
      expect(refused.code).not.toBe(0);
      expect(refused.output).toMatch(/already holds \d+ tables.*--force/s);
      const broken = path.join(work, `broken-${suffix}`);
      mkdirSync(broken);
      writeFileSync(path.join(broken, "database.dump"), "");
      await run("cp", [path.join(folder, "database.dump"), path.join(broken, "database.dump")]);
      truncateSync(path.join(broken, "database.dump"), 60_000);
      const failed = await script("restore", [broken, "--url", targetUrl, "--force"], env);
      expect(failed.code).not.toBe(0);
      expect(await checksums(targetUrl)).toEqual(before);
      const forced = await script("restore", [folder, "--url", targetUrl, "--force"], env);
      expect(forced.code, forced.output).toBe(0);
      expect(await checksums(targetUrl)).toEqual(before);
      roundTrips += 1;
    });
  }

  it("ran at least one round trip (a machine with no matching pg_dump anywhere cannot prove its backups)", () => {
    expect(roundTrips, "no server had a pg_dump of its version: install the PostgreSQL client programs (see README, Backups)").toBeGreaterThan(0);
  });
});
