import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";

/** First key of the per-month advisory lock (the second is YYYYMM, commission_month_lock_key). */
export const MONTH_LOCK_KEY = 7_207_002;

/**
 * Takes the month's lock exclusively for the rest of the transaction: every change of a sale
 * counted in the month takes it shared (the trigger sales_track_commission_changes, docs/database-behaviour.md), so
 * changes in flight finish first and new ones wait for the commit. The caller already holds the
 * month's row FOR UPDATE (the same order as a sale's triggers: row, then advisory lock).
 */
export async function lockMonth(tx: Executor, month: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${MONTH_LOCK_KEY}, commission_month_lock_key(${month}::date))`);
}

/**
 * The sales a month counts, as of its last run: its recorded sales, less those recorded after the
 * run, plus those reversed after it (commission_sale_changes). For a closed month, that is what it
 * counted at its close, whatever happened since. Columns of sales, aliased `s`.
 */
export function countedSales(month: string): SQL {
  return sql`(
    SELECT s.* FROM sales s
    LEFT JOIN commission_sale_changes ch ON ch.month = s.counted_month AND ch.sale_id = s.id
    WHERE s.counted_month = ${month}::date
      AND CASE ch.change WHEN 'added' THEN false WHEN 'reversed' THEN true ELSE s.status = 'recorded' END
  )`;
}

/**
 * Ancestor keys for the run's per-level aggregation. The level-k ancestor of a node is its path
 * without the last k characters. As long as no path is longer than 62, the path read as a binary
 * number after a leading 1 (tree_nodes.heap_key, the node's number in a breadth-first heap) fits
 * in a bigint and the ancestor is a shift: hashing stored bigints instead of building and hashing
 * strings halves the aggregation. Deeper trees (a long chain of referrals) use the path itself.
 */
export type TreeKeys = {
  mode: "heap" | "path";
  /** The key of tree node `t`. */
  node: SQL;
  parent: (key: SQL) => SQL;
  /** The key `levels` levels up (the root's for a node that shallow, or past it: notRoot is false). */
  ancestor: (key: SQL, levels: SQL) => SQL;
  notRoot: (key: SQL) => SQL;
};

const HEAP_KEYS: TreeKeys = {
  mode: "heap",
  node: sql`t.heap_key`,
  parent: (key) => sql`(${key} >> 1)`,
  ancestor: (key, levels) => sql`(${key} >> ${levels})`,
  notRoot: (key) => sql`${key} > 1`,
};

const PATH_KEYS: TreeKeys = {
  mode: "path",
  node: sql`t.path`,
  parent: (key) => sql`left(${key}, -1)`,
  ancestor: (key, levels) => sql`left(${key}, -${levels})`,
  notRoot: (key) => sql`${key} <> ''`,
};

export const MAX_HEAP_DEPTH = 62;

/** Heap keys when every path fits, else paths (or the mode a test asks for). */
export async function treeKeys(tx: Executor, mode: "auto" | "heap" | "path" = "auto"): Promise<TreeKeys> {
  if (mode === "path") return PATH_KEYS;
  // The deepest node is a leaf, and leaves are in the partial open-slots index (depth, path): an
  // index-only lookup instead of a scan of the tree.
  const { rows } = await tx.execute<{ depth: number | null }>(sql`SELECT max(depth) AS depth FROM tree_nodes WHERE child_count < 2`);
  const deep = (rows[0]?.depth ?? 0) > MAX_HEAP_DEPTH;
  if (mode === "heap" && deep) throw new Error(`tree deeper than ${MAX_HEAP_DEPTH}: heap keys do not fit`);
  return deep ? PATH_KEYS : HEAP_KEYS;
}

/** A plan's level shares as validated integers, for SQL text that is generated per level. */
export function sharesOf(levelSharesBp: readonly number[]): number[] {
  return levelSharesBp.map((share) => {
    if (!Number.isSafeInteger(share) || share < 0 || share > 10_000) throw new Error(`bad level share ${share}`);
    return share;
  });
}
