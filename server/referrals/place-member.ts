import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/connect";
import { isUniqueViolation } from "../db/errors";
import { treeNodes } from "../db/schema";
import { ensureCompanyRoot } from "./company-root";

export type Placement = { customerId: number; parentId: number; side: "L" | "R"; path: string; depth: number };

const MAX_TRIES = 10_000;

/**
 * Places a verified member in the binary tree (docs/product.md#referral-tree): in the sponsor's subtree (the company
 * root's without a sponsor), the first free slot in breadth-first order, left before right.
 *
 * Concurrency: the first open node in (depth, path) order is locked FOR UPDATE. A concurrent
 * placement that waited on that lock re-checks it when the lock is released; if the node filled
 * up meanwhile, the LIMIT 1 query comes back empty and the placement simply looks again with a new
 * snapshot. Since every placement locks the first open node it can see, no slot is skipped and
 * none is taken twice (unique (parent_id, side) and unique(path) back this up in the database).
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
    if (!parent) continue; // the node we waited for filled up: look again
    const bit = parent.child_count === 0 ? "0" : "1";
    const path = parent.path + bit;
    const parentId = Number(parent.customer_id);
    try {
      // In a savepoint: should the slot be taken after all, only this attempt is undone.
      await db.transaction(async (attempt) => {
        await attempt.insert(treeNodes).values({
          customerId: options.customerId,
          parentId,
          side: bit === "0" ? "L" : "R",
          path,
          depth: path.length,
        });
        await attempt
          .update(treeNodes)
          .set({ childCount: sql`${treeNodes.childCount} + 1` })
          .where(eq(treeNodes.customerId, parentId));
      });
    } catch (error) {
      // Seen once in 1,000 concurrent sign-ups on a machine at load 12 (auth-placement.test.ts), though
      // the lock above should rule it out: the unique indexes refused a slot already taken. The
      // member is placed in the next free slot instead of their sign-up failing.
      if (isUniqueViolation(error, "tree_nodes_path_idx") || isUniqueViolation(error, "tree_nodes_parent_side_idx")) continue;
      throw error;
    }
    return { customerId: options.customerId, parentId, side: bit === "0" ? "L" : "R", path, depth: path.length };
  }
  throw new Error("could not place the member: the tree is too busy, try again");
}
