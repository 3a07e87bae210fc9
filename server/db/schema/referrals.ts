import { type AnyPgColumn, bigint, check, date, index, integer, pgTable, primaryKey, smallint, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { textC } from "./columns";
import { customers } from "./customers";
import { treeSideEnum } from "./enums";

/**
 * The binary referral tree. `path` spells the way down from the root, one character a level:
 * '0' for left, '1' for right (the root's path is ''). So:
 *   - the downline of p is the btree range [p, p || '2'), left leg [p||'0', p||'1'), right leg [p||'1', p||'2');
 *   - the upline is the prefixes of the path (level k = left(path, length(path) - k));
 *   - breadth-first order is (depth, path), which the open-slot index serves for spillover placement.
 */
export const treeNodes = pgTable(
  "tree_nodes",
  {
    customerId: bigint({ mode: "number" })
      .primaryKey()
      .references(() => customers.id, { onDelete: "restrict" }),
    parentId: bigint({ mode: "number" }).references((): AnyPgColumn => treeNodes.customerId, {
      onDelete: "restrict",
    }),
    side: treeSideEnum(),
    depth: integer().notNull(),
    path: textC().notNull(),
    /** 0, 1 or 2: lets placement find the first node with a free slot without scanning children. */
    childCount: smallint().notNull().default(0),
    placedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The node's number in a breadth-first heap ('1' || path read in binary: the root is 1, the
     * children of n are 2n and 2n + 1), so the ancestor k levels up is heapKey >> k. The commission
     * run aggregates up the tree with it (server/commissions/month-sql.ts). Null below depth 62,
     * where it would not fit in a bigint (the run then uses the path).
     */
    heapKey: bigint({ mode: "bigint" }).generatedAlwaysAs(sql`CASE WHEN depth <= 62 THEN lpad('1' || path, 64, '0')::bit(64)::bigint END`),
  },
  (t) => [
    uniqueIndex("tree_nodes_path_idx").on(t.path),
    uniqueIndex("tree_nodes_parent_side_idx").on(t.parentId, t.side),
    index("tree_nodes_open_slots_idx").on(t.depth, t.path).where(sql`${t.childCount} < 2`),
    check("tree_nodes_path_format", sql`${t.path} ~ '^[01]*$' AND ${t.depth} = length(${t.path})`),
    check("tree_nodes_root_has_no_side", sql`(${t.parentId} IS NULL) = (${t.side} IS NULL)`),
    check("tree_nodes_child_count", sql`${t.childCount} BETWEEN 0 AND 2`),
    // A node hangs from the parent its path names: only the company root (path '') has none, and a
    // side agrees with the path's last step. A node written elsewhere (a seeder, a test) at a path
    // without its parent would sit in some member's path range, counted in their leg, and take a
    // slot placement believes free.
    check("tree_nodes_only_root_has_no_parent", sql`(${t.parentId} IS NULL) = (${t.path} = '')`),
    check("tree_nodes_side_matches_path", sql`${t.side} IS NULL OR (${t.side} = 'L') = (right(${t.path}, 1) = '0')`),
  ],
);

/**
 * How many members were placed below each member (anywhere in their path range, not themselves)
 * in each month of placement (Asia/Kolkata). A member's downline is the sum of their rows, the
 * dashboard's "members this month" one row: both without counting a downline of up to half a
 * million nodes per view (docs/benchmarks.md, docs/decisions/090-maintained-downline-count.md). Kept exact by the triggers on
 * tree_nodes (tree_nodes_count_placed and the others in docs/database-behaviour.md), in the inserting transaction; bulk loads, which run without
 * triggers, rebuild it with tree_downline_months_rebuild(). A table of its own rather than a
 * column on tree_nodes: every placement updates a row per ancestor, and these narrow rows with
 * one index update in place, where tree_nodes' rows would each add an entry to five indexes.
 * No foreign key: the trigger that removes a node removes its rows.
 */
export const treeDownlineMonths = pgTable(
  "tree_downline_months",
  {
    customerId: bigint({ mode: "number" }).notNull(),
    month: date({ mode: "string" }).notNull(),
    placed: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.month] }), check("tree_downline_months_placed", sql`${t.placed} >= 0`)],
);
