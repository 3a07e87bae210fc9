import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { createCustomer, createTreeNode } from "../support/factories";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

/** A random deep position, so tests sharing the run database never meet in the tree. */
function randomPath(depth = 24): string {
  return Array.from({ length: depth }, () => (Math.random() < 0.5 ? "0" : "1")).join("");
}

/** The tree's storage rules (docs/product.md#referral-tree) hold in the database, not only in placement code. */
describe("referral tree storage", () => {
  it("gives each (parent, side) slot to one member only", async () => {
    const path = randomPath();
    const [parent, first, second] = await Promise.all([createCustomer(db), createCustomer(db), createCustomer(db)]);
    await createTreeNode(db, { customerId: parent!.id, path });
    await createTreeNode(db, { customerId: first!.id, parentId: parent!.id, side: "L", path: `${path}0` });
    await expect(
      createTreeNode(db, { customerId: second!.id, parentId: parent!.id, side: "L", path: `${path}0` }),
    ).rejects.toThrow();
  });

  it("rejects paths that are not a walk of 0s and 1s", async () => {
    const member = await createCustomer(db);
    await expect(createTreeNode(db, { customerId: member.id, path: "012" })).rejects.toThrow();
  });

  it("answers a leg as a byte-wise range, whatever the database locale", async () => {
    const top = randomPath();
    const paths = [top, `${top}0`, `${top}1`, `${top}00`, `${top}10`];
    for (const path of paths) await createTreeNode(db, { customerId: (await createCustomer(db)).id, path });
    const leftLeg = await db.execute<{ path: string }>(
      sql`SELECT path FROM tree_nodes WHERE path >= ${`${top}0`} AND path < ${`${top}1`} ORDER BY depth, path`,
    );
    expect(leftLeg.rows.map((row) => row.path)).toEqual([`${top}0`, `${top}00`]);
  });
});
