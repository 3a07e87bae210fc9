import { readFileSync } from "node:fs";
import path from "node:path";
import { is, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../server/db/connect";
import { applyMigrations, MIGRATIONS_FOLDER } from "../../server/db/migrate";
import * as schema from "../../server/db/schema";
import { PG_BOSS_SCHEDULING_QUEUE } from "../../server/jobs/install-job-queues";
import { QUEUES } from "../../server/jobs/queues";
import { createScratchDatabase } from "../support/db";

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
const schemaTables = tables.map((table) => getTableConfig(table).name).sort();

describe("migrations", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let connection: ReturnType<typeof createDb>;

  beforeAll(async () => {
    scratch = await createScratchDatabase("migrations");
    connection = createDb(scratch.url, { max: 2 });
  });

  afterAll(async () => {
    await connection.pool.end();
    await scratch.drop();
  });

  it("apply to an empty database and create every table of the schema", async () => {
    await applyMigrations(connection.db);
    const result = await connection.db.execute<{ table_name: string }>(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    const created = result.rows.map((row) => row.table_name);
    expect(schemaTables.length).toBeGreaterThan(25);
    for (const table of schemaTables) expect(created).toContain(table);
  });

  it("install the extensions the indexes need", async () => {
    const result = await connection.db.execute<{ extname: string }>(sql`SELECT extname FROM pg_extension`);
    const names = result.rows.map((row) => row.extname);
    expect(names).toEqual(expect.arrayContaining(["pg_trgm", "cube", "earthdistance"]));
  });

  it("install pg-boss and every job queue, so a web instance can queue a job before any worker started", async () => {
    const result = await connection.db.execute<{ name: string; retry_limit: number }>(sql`SELECT name, retry_limit FROM pgboss.queue WHERE name <> ${PG_BOSS_SCHEDULING_QUEUE} ORDER BY name`);
    expect(result.rows).toEqual(Object.values(QUEUES).map((queue) => ({ name: queue.name, retry_limit: queue.options.retryLimit })).sort((a, b) => a.name.localeCompare(b.name)));
  });

  it("install pg-boss's own scheduling queue, so workers starting together create no queue (they deadlocked doing it)", async () => {
    const result = await connection.db.execute<{ name: string }>(sql`SELECT name FROM pgboss.queue WHERE name = ${PG_BOSS_SCHEDULING_QUEUE}`);
    expect(result.rows).toEqual([{ name: PG_BOSS_SCHEDULING_QUEUE }]);
  });

  it("are safe to apply again, also from two starts at once", async () => {
    await Promise.all([applyMigrations(connection.db), applyMigrations(connection.db)]);
    const result = await connection.db.execute<{ count: string }>(
      sql`SELECT count(*)::text AS count FROM drizzle.__drizzle_migrations`,
    );
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
    expect(Number(result.rows[0]?.count)).toBe(journal.entries.length);
  });

  it("leave the schema in step with the Drizzle definitions (no ungenerated change)", async () => {
    // Every column Drizzle knows must exist in the database with the same name.
    for (const table of tables) {
      const config = getTableConfig(table);
      const result = await connection.db.execute<{ column_name: string }>(
        sql`SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ${config.name}`,
      );
      const columns = result.rows.map((row) => row.column_name);
      for (const column of config.columns) {
        // Columns declared without a name take their key, snake_cased by the db's casing option.
        const name = column.keyAsName ? toSnakeCase(column.name) : column.name;
        expect(columns, `${config.name}.${name}`).toContain(name);
      }
    }
  });
});
