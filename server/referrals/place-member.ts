import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/connect";
import { treeNodes } from "../db/schema";
import { ensureCompanyRoot } from "./company-root";

export type Placement = { customerId: number; parentId: number; side: "L" | "R"; path: string; depth: number };

const MAX_TRIES = 10_000;

/**
 * Places a verified member in the binary tree (docs/product.md#referral-tree): in the sponsor's subtree (the company
 * root's without a sponsor), the first free slot in breadth-first order, left before right.
 *
 * Concurrency: the first open node in (depth, path) order is locked FOR UPDATE. A placement that
 * waited on that lock re-reads the node when the lock is released: with one child it takes the
 * right slot; full, the query locks the next open node its snapshot saw or comes back empty (then
 * the placement looks again with a new snapshot). Nodes appear in
 * breadth-first order, so a snapshot that holds a node of depth d + 2 holds every node of depth
 * d + 1: no slot is skipped and none is taken twice (unique (parent_id, side) and unique(path) back
 * this up, and the checks `tree_nodes_only_root_has_no_parent` / `tree_nodes_side_matches_path`
 * keep nodes written elsewhere from taking a slot unseen).
 * Must run inside a transaction (the caller's, so that verification and placement commit together).
 */
export async function placeMember(db: Executor, options: { customerId: number; sponsorCustomerId: number | null }): Promise<Placement> {
  const sponsorId = options.sponsorCustomerId ?? (await ensureCompanyRoot(db)).customerId;
  const [sponsor] = await db.select({ path: treeNodes.path }).from(treeNodes).where(eq(treeNodes.customerId, sponsorId));
  if (!sponsor) throw new Error(`sponsor ${sponsorId} is not in the referral tree`);

  for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
    const result = await db.execute<{ customer_id: string; path: string; child_count: number }>(sql`
      SELECT customer_id, path, child_count FROM tree_nodes
      WHERE path >= ${sponsor.path} AND path < ${sponsor.path} || '2' AND child_count < 2
      ORDER BY depth, path
      LIMIT 1
      FOR UPDATE`);
    const parent = result.rows[0];
    if (!parent) continue; // the nodes this snapshot saw filled up: look again
    const bit = parent.child_count === 0 ? "0" : "1";
    const path = parent.path + bit;
    const parentId = Number(parent.customer_id);
    const side = bit === "0" ? "L" : "R";
    await db.insert(treeNodes).values({ customerId: options.customerId, parentId, side, path, depth: path.length });
    await db
      .update(treeNodes)
      .set({ childCount: sql`${treeNodes.childCount} + 1` })
      .where(eq(treeNodes.customerId, parentId));
    return { customerId: options.customerId, parentId, side, path, depth: path.length };
  }
  throw new Error("could not place the member: the tree is too busy, try again");
}
