import { type SQL, sql } from "drizzle-orm";
import type { Database, Executor, Transaction } from "../db/connect";

/**
 * Helpers for loading millions of generated rows with set-based SQL. The generators give rows ids
 * of their own (OVERRIDING SYSTEM VALUE: id = base + ordinal), so related rows (a sale, its
 * posting, its two entries) are joined by arithmetic instead of by RETURNING lists held in memory;
 * `advanceIdentities` then moves each identity sequence past the ids used.
 */

/** The highest id in a table (0 when empty): generated ids start after it. */
export async function maxId(db: Executor, table: string): Promise<number> {
  const { rows } = await db.execute<{ max: string | null }>(sql`SELECT max(id)::text AS max FROM ${sql.identifier(table)}`);
  return Number(rows[0]?.max ?? 0);
}

/** Moves the tables' identity sequences past their highest ids, so later inserts never collide. */
export async function advanceIdentities(db: Executor, tables: readonly string[]): Promise<void> {
  const { rows } = await db.execute<{ table: string; column: string }>(sql`
    SELECT table_name AS table, column_name AS column FROM information_schema.columns
    WHERE table_schema = 'public' AND is_identity = 'YES' AND table_name IN (${sql.join(tables.map((t) => sql`${t}`), sql`, `)})`);
  for (const { table, column } of rows) {
    await db.execute(sql`
      SELECT setval(pg_get_serial_sequence(${`"${table}"`}, ${column}),
                    greatest(1, (SELECT coalesce(max(${sql.identifier(column)}), 0) FROM ${sql.identifier(table)})),
                    (SELECT count(*) > 0 FROM ${sql.identifier(table)}))`);
  }
}

/**
 * Switches off triggers for the rest of the transaction. As a superuser: session_replication_role
 * = replica, which skips every trigger including foreign-key checks (the seed's own invariant test
 * checks the keys instead). Otherwise the table owner may disable the user triggers that would cost
 * one query per row (the ledger's balance check at commit, the sales month trigger); `restore`
 * puts them back before the commit. Both are scoped to the transaction: other sessions never run
 * without the triggers.
 */
export async function withoutRowTriggers(tx: Executor): Promise<{ restore: () => Promise<void>; mode: "replica" | "disabled" }> {
  const { rows } = await tx.execute<{ superuser: boolean }>(sql`SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`);
  if (rows[0]?.superuser) {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    return { mode: "replica", restore: async () => void (await tx.execute(sql`SET LOCAL session_replication_role = origin`)) };
  }
  await tx.execute(sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_balanced`);
  await tx.execute(sql`ALTER TABLE sales DISABLE TRIGGER sales_count_in_open_month`);
  // Generated sales carry their buyer's heap key themselves, and fall in months never run.
  await tx.execute(sql`ALTER TABLE sales DISABLE TRIGGER sales_buyer_heap_key`);
  await tx.execute(sql`ALTER TABLE sales DISABLE TRIGGER sales_track_commission_changes`);
  // Generated sales are counted into the shops' totals in one pass afterwards (seed-scale.ts).
  await tx.execute(sql`ALTER TABLE sales DISABLE TRIGGER sales_count_shop_totals`);
  // The recount's pairs are its buyers' first purchases: their reviews need no verifying one by one.
  await tx.execute(sql`ALTER TABLE shop_customers DISABLE TRIGGER shop_customers_verify_reviews`);
  // Generated reviews are counted into their shops' figures in one pass afterwards (seed-scale.ts).
  await tx.execute(sql`ALTER TABLE reviews DISABLE TRIGGER reviews_count_shop_rating`);
  // Generated members are counted for their ancestors in one pass afterwards (generate-members.ts).
  await tx.execute(sql`ALTER TABLE tree_nodes DISABLE TRIGGER tree_nodes_count_placed`);
  return {
    mode: "disabled",
    restore: async () => {
      await tx.execute(sql`ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_balanced`);
      await tx.execute(sql`ALTER TABLE sales ENABLE TRIGGER sales_count_in_open_month`);
      await tx.execute(sql`ALTER TABLE sales ENABLE TRIGGER sales_buyer_heap_key`);
      await tx.execute(sql`ALTER TABLE sales ENABLE TRIGGER sales_track_commission_changes`);
      await tx.execute(sql`ALTER TABLE sales ENABLE TRIGGER sales_count_shop_totals`);
      await tx.execute(sql`ALTER TABLE shop_customers ENABLE TRIGGER shop_customers_verify_reviews`);
      await tx.execute(sql`ALTER TABLE reviews ENABLE TRIGGER reviews_count_shop_rating`);
      await tx.execute(sql`ALTER TABLE tree_nodes ENABLE TRIGGER tree_nodes_count_placed`);
    },
  };
}

/**
 * Drops the tables' secondary indexes (those that back no constraint: keys and unique constraints
 * stay), returning a function that builds them again from their own definitions. Building an
 * index once over millions of sorted rows is several times cheaper than updating it row by row,
 * and a unique index rebuilt this way still refuses duplicates (the transaction then fails).
 */
export async function dropSecondaryIndexes(tx: Executor, tables: readonly string[]): Promise<{ rebuild: () => Promise<void>; count: number }> {
  const { rows } = await tx.execute<{ name: string; definition: string }>(sql`
    SELECT i.indexname AS name, i.indexdef AS definition
    FROM pg_indexes i
    WHERE i.schemaname = 'public' AND i.tablename IN (${sql.join(tables.map((t) => sql`${t}`), sql`, `)})
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`);
  for (const index of rows) await tx.execute(sql`DROP INDEX ${sql.identifier(index.name)}`);
  return {
    count: rows.length,
    rebuild: async () => {
      await tx.execute(sql`SET LOCAL maintenance_work_mem = '512MB'`);
      for (const index of rows) await tx.execute(sql.raw(index.definition));
    },
  };
}

/**
 * A deterministic pseudo-random number in [0, modulo) for row `ordinal` and a salt (Knuth's
 * multiplicative hash, mixed): independent draws per column, the same on every run.
 */
export function hashPick(ordinal: SQL, salt: number, modulo: number | SQL): SQL {
  return sql`((hashint8((${ordinal})::bigint * 2654435761 + ${sql.raw(String(salt))})::bigint + 2147483648) % (${modulo}))`;
}

/**
 * One bulk load in one transaction: triggers off, the tables' secondary indexes dropped, `work`,
 * then the indexes rebuilt, the triggers back and the identity sequences advanced; after the
 * commit, VACUUM (ANALYZE) so the planner and index-only scans see the tables as a long-running
 * database would. `onPhase` hears how long the rebuild and the vacuum took.
 */
export async function bulkLoad<T>(
  db: Database,
  tables: readonly string[],
  work: (tx: Transaction) => Promise<T>,
  onPhase: (label: string, ms: number) => void = () => {},
): Promise<T> {
  const value = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL work_mem = '256MB'`);
    await tx.execute(sql`SET LOCAL synchronous_commit = off`);
    const triggers = await withoutRowTriggers(tx);
    const indexes = await dropSecondaryIndexes(tx, tables);
    const result = await work(tx);
    const started = performance.now();
    await indexes.rebuild();
    onPhase(`rebuild ${indexes.count} indexes`, Math.round(performance.now() - started));
    await triggers.restore();
    await advanceIdentities(tx, tables);
    return result;
  });
  const started = performance.now();
  await db.execute(sql.raw(`VACUUM (ANALYZE) ${tables.map((t) => `"${t}"`).join(", ")}`));
  onPhase("vacuum and analyze", Math.round(performance.now() - started));
  return value;
}
