import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { createCustomer, createTreeNode } from "../support/factories";
import { placeMember } from "../../server/referrals/place-member";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

/**
 * A member placed by the real placement (under `sponsor`, or the company root), so that tests
 * sharing the run's database build one valid tree and never plant a node where placement would go.
 */
async function placed(sponsor: number | null = null) {
  const customer = await createCustomer(db);
  const node = await db.transaction((tx) => placeMember(tx, { customerId: customer.id, sponsorCustomerId: sponsor }));
  return { id: customer.id, path: node.path };
}

/** The tree's storage rules (docs/product.md#referral-tree) hold in the database, not only in placement code. */
describe("referral tree storage", () => {
  it("gives each (parent, side) slot to one member only", async () => {
    const parent = await placed();
    const first = await placed(parent.id);
    expect(first.path).toBe(`${parent.path}0`);
    const second = await createCustomer(db);
    await expect(createTreeNode(db, { customerId: second.id, parentId: parent.id, side: "L", path: `${parent.path}0` })).rejects.toThrow();
  });

  it("rejects paths that are not a walk of 0s and 1s", async () => {
    const member = await createCustomer(db);
    await expect(createTreeNode(db, { customerId: member.id, path: "012" })).rejects.toThrow();
  });

  it("rejects a node without a parent anywhere but the root, and a side that disagrees with the path", async () => {
    const parent = await placed();
    const stray = await createCustomer(db);
    // A node planted deep in the tree without its parent: it would sit in some member's leg unseen.
    await expect(createTreeNode(db, { customerId: stray.id, path: `${parent.path}0110` })).rejects.toMatchObject({ cause: { constraint: "tree_nodes_only_root_has_no_parent" } });
    await expect(createTreeNode(db, { customerId: stray.id, parentId: parent.id, side: "R", path: `${parent.path}0` })).rejects.toMatchObject({ cause: { constraint: "tree_nodes_side_matches_path" } });
    await expect(createTreeNode(db, { customerId: stray.id, parentId: parent.id, side: null, path: `${parent.path}0` })).rejects.toThrow();
  });

  it("answers a leg as a byte-wise range, whatever the database locale", async () => {
    const top = await placed();
    const left = await placed(top.id);
    const right = await placed(top.id);
    await placed(left.id);
    await placed(right.id);
    const leftLeg = await db.execute<{ path: string }>(
      sql`SELECT path FROM tree_nodes WHERE path >= ${`${top.path}0`} AND path < ${`${top.path}1`} ORDER BY depth, path`,
    );
    expect(leftLeg.rows.map((row) => row.path)).toEqual([`${top.path}0`, `${top.path}00`]);
  });
});
