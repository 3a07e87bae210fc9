import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "@/tests/support/db";

/**
 * docs/database-behaviour.md is the map of what PostgreSQL does by itself. Its two tables must name
 * exactly the triggers and functions a migrated database has, so none can arrive unlisted.
 */
const INVENTORY = readFileSync(path.resolve("docs/database-behaviour.md"), "utf8");

/** The backticked names in the first column of the rows under a `## heading`. */
function listedNames(heading: string): string[] {
  const start = INVENTORY.indexOf(`## ${heading}\n`);
  if (start < 0) throw new Error(`docs/database-behaviour.md has no "## ${heading}" section`);
  const end = INVENTORY.indexOf("\n## ", start + 1);
  const section = INVENTORY.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/^\| `([a-z0-9_]+)` \|/gm)].map((m) => m[1]!).sort();
}

describe("the database's own behaviour is mapped in docs/database-behaviour.md", () => {
  const { db, pool } = connectTestDb();
  let triggers: string[];
  let functions: string[];

  beforeAll(async () => {
    const t = await pool.query<{ name: string }>(
      `SELECT DISTINCT t.tgname AS name FROM pg_trigger t
       JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE NOT t.tgisinternal AND n.nspname = 'public'
         -- a partition's clone of its parent's trigger carries the parent's name
         AND t.tgparentid = 0`,
    );
    triggers = t.rows.map((r) => r.name).sort();
    // Functions and aggregates of the public schema, except those an extension (pg_trgm, …) owns.
    const f = await pool.query<{ name: string }>(
      `SELECT DISTINCT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
       WHERE n.nspname = 'public'
         AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')`,
    );
    functions = f.rows.map((r) => r.name).sort();
  });

  afterAll(async () => {
    void db;
    await pool.end();
  });

  it("lists every trigger, and no trigger that does not exist", () => {
    expect(triggers.length).toBeGreaterThan(0);
    expect(listedNames("Triggers")).toEqual(triggers);
  });

  it("lists every function and aggregate, and none that does not exist", () => {
    expect(functions.length).toBeGreaterThan(0);
    expect(listedNames("Functions")).toEqual(functions);
  });

  it("names, for every trigger, a function that is listed too", () => {
    const listedFunctions = new Set(listedNames("Functions"));
    const start = INVENTORY.indexOf("## Triggers\n");
    const rows = INVENTORY.slice(start, INVENTORY.indexOf("\n## ", start + 1)).match(/^\| `[a-z0-9_]+` \|.*$/gm) ?? [];
    for (const row of rows) {
      const called = row.split("|")[4]!.match(/`([a-z0-9_]+)`/)?.[1];
      expect(called, row).toBeDefined();
      expect(listedFunctions.has(called!), `${called} is not in the Functions table`).toBe(true);
    }
  });
});
