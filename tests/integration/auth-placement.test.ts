import { afterAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { connectTestDb } from "../support/db";
import { createDb } from "../../server/db/connect";
import { customers, treeNodes, user } from "../../server/db/schema";
import { placeMember } from "../../server/referrals/place-member";
import { ensureCompanyRoot } from "../../server/referrals/company-root";
import { workerDatabaseUrl } from "../support/worker-database";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

async function newCustomers(count: number): Promise<number[]> {
  const users = Array.from({ length: count }, () => {
    const id = randomUUID();
    return { id, name: "Member", email: `m-${id}@example.test`, role: "customer" };
  });
  await db.insert(user).values(users);
  const rows = await db
    .insert(customers)
    .values(users.map((u) => ({ userId: u.id, firstName: "Member", lastName: "Test", status: "active" as const })))
    .returning({ id: customers.id });
  return rows.map((r) => r.id);
}

/** Path of the n-th node (1 = the sponsor) of a subtree filled in breadth-first order, relative to the sponsor. */
const bfsPath = (n: number) => n.toString(2).slice(1);

describe("placement in the referral tree (docs/product.md#referral-tree)", () => {
  it("places members under the company root when there is no sponsor, left before right", async () => {
    const root = await ensureCompanyRoot(db);
    const [rootNode] = await db.select().from(treeNodes).where(eq(treeNodes.customerId, root.customerId));
    expect(rootNode!.path).toBe("");
    const [member] = await newCustomers(1);
    const placed = await db.transaction((tx) => placeMember(tx, { customerId: member!, sponsorCustomerId: null }));
    expect(placed.path.length).toBeGreaterThan(0);
    expect(placed.path).toMatch(/^[01]+$/);
  });

  it("1,000 concurrent sign-ups under one sponsor give a valid binary tree (no slot taken twice, breadth-first order)", async () => {
    const [sponsorId] = await newCustomers(1);
    const placedSponsor = await db.transaction((tx) => placeMember(tx, { customerId: sponsorId!, sponsorCustomerId: null }));
    const members = await newCustomers(1000);

    // Twenty connections, as a busy app instance would have; the other sign-ups queue for one.
    const concurrent = createDb(workerDatabaseUrl(), { max: 20, connectionTimeoutMillis: 120_000 });
    const started = performance.now();
    try {
      await Promise.all(
        members.map((customerId) => concurrent.db.transaction((tx) => placeMember(tx, { customerId, sponsorCustomerId: sponsorId! }))),
      );
    } finally {
      await concurrent.pool.end();
    }
    const seconds = (performance.now() - started) / 1000;
    console.info(`[bench] 1,000 concurrent placements under one sponsor: ${seconds.toFixed(2)} s`);

    const prefix = placedSponsor.path;
    const nodes = await db
      .select({ customerId: treeNodes.customerId, parentId: treeNodes.parentId, side: treeNodes.side, path: treeNodes.path, childCount: treeNodes.childCount })
      .from(treeNodes)
      .where(sql`${treeNodes.path} > ${prefix} AND ${treeNodes.path} < ${prefix} || '2'`);
    expect(nodes).toHaveLength(1000);
    expect(new Set(nodes.map((n) => n.customerId))).toEqual(new Set(members));
    // Exactly the first 1,000 breadth-first slots below the sponsor: none skipped, none taken twice.
    const expected = new Set(Array.from({ length: 1000 }, (_, i) => prefix + bfsPath(i + 2)));
    expect(new Set(nodes.map((n) => n.path))).toEqual(expected);
    // Parent links, sides and child counts agree with the paths.
    const byPath = new Map(nodes.map((n) => [n.path, n]));
    byPath.set(prefix, { customerId: sponsorId!, parentId: null, side: null, path: prefix, childCount: 2 });
    for (const node of nodes) {
      expect(node.parentId).toBe(byPath.get(node.path.slice(0, -1))!.customerId);
      expect(node.side).toBe(node.path.endsWith("0") ? "L" : "R");
      const children = [node.path + "0", node.path + "1"].filter((p) => byPath.has(p)).length;
      expect(node.childCount).toBe(children);
    }
    const [sponsorNode] = await db.select({ childCount: treeNodes.childCount }).from(treeNodes).where(eq(treeNodes.customerId, sponsorId!));
    expect(sponsorNode!.childCount).toBe(2);
  }, 120_000);
});
