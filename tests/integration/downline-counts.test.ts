import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Executor } from "../../server/db/connect";
import { customers, user } from "../../server/db/schema";
import { getCustomerDashboard } from "../../server/customers/get-customer-dashboard";
import { getDownline } from "../../server/downline/get-downline";
import { placeMember } from "../../server/referrals/place-member";
import { actorOf } from "../support/customer-factories";
import { dropTemplate, freshWorld, type World } from "../support/commission-factories";

let world: World;
beforeAll(async () => {
  world = await freshWorld();
});
afterAll(async () => {
  await world.close();
  await dropTemplate();
});

async function newCustomer(db: Executor): Promise<number> {
  const id = randomUUID();
  await db.insert(user).values({ id, name: "Member", email: `m-${id}@example.test`, role: "customer" });
  const [row] = await db.insert(customers).values({ userId: id, firstName: "Member", lastName: "Test", status: "active" }).returning({ id: customers.id });
  return row!.id;
}

async function place(db: Executor, sponsorCustomerId: number | null): Promise<number> {
  const id = await newCustomer(db);
  await db.transaction((tx) => placeMember(tx, { customerId: id, sponsorCustomerId }));
  return id;
}

type Row = { customer_id: string; month: string; placed: number };

/** Every node's members below it per month, counted from the path ranges: what the table must hold. */
async function realCounts(db: Executor): Promise<Row[]> {
  const { rows } = await db.execute<Row>(sql`
    SELECT a.customer_id::text, tree_placement_month(d.placed_at)::text AS month, count(*)::int AS placed
    FROM tree_nodes a JOIN tree_nodes d ON d.path > a.path AND d.path < a.path || '2'
    GROUP BY 1, 2 ORDER BY 1, 2`);
  return rows;
}

async function storedCounts(db: Executor): Promise<Row[]> {
  const { rows } = await db.execute<Row>(sql`
    SELECT customer_id::text, month::text, placed FROM tree_downline_months WHERE placed > 0 ORDER BY 1, 2`);
  return rows;
}

describe("members placed below each member (tree_downline_months)", () => {
  it("counts every placement, spillover included, for each ancestor and month, as the path ranges do", async () => {
    const { db } = world;
    // A fills the root's first slots; B's and C's downlines spill over into their subtrees.
    const a = await place(db, null);
    const b = await place(db, a);
    const c = await place(db, a);
    for (let i = 0; i < 6; i += 1) await place(db, b);
    for (let i = 0; i < 3; i += 1) await place(db, c);
    for (let i = 0; i < 4; i += 1) await place(db, null);
    // Placements in other months, corrected afterwards (the month counts move with them).
    const { rows: moved } = await db.execute<{ customer_id: string }>(sql`
      SELECT customer_id::text FROM tree_nodes WHERE depth >= 3 ORDER BY depth DESC, path LIMIT 3`);
    await db.execute(sql`UPDATE tree_nodes SET placed_at = '2026-10-31T23:50:00+05:30' WHERE customer_id = ${Number(moved[0]!.customer_id)}`);
    await db.execute(sql`UPDATE tree_nodes SET placed_at = '2026-11-01T00:10:00+05:30' WHERE customer_id IN (${Number(moved[1]!.customer_id)}, ${Number(moved[2]!.customer_id)})`);

    const real = await realCounts(db);
    expect(real.length).toBeGreaterThan(10);
    expect(await storedCounts(db)).toEqual(real);
    // A's own downline: everyone placed under B and C, and the four placed from the root that spilled into A's leg.
    const { rows: [aSize] } = await db.execute<{ stored: number; real: number }>(sql`
      SELECT (SELECT sum(placed)::int FROM tree_downline_months WHERE customer_id = me.customer_id) AS stored,
             (SELECT count(*)::int FROM tree_nodes t WHERE t.path > me.path AND t.path < me.path || '2') AS real
      FROM tree_nodes me WHERE me.customer_id = ${a}`);
    expect(aSize!.stored).toBe(aSize!.real);
    expect(aSize!.real).toBeGreaterThanOrEqual(11);
  });

  it("keeps the counts exact when a node is removed, and refuses to move one", async () => {
    const { db } = world;
    const { rows: [leaf] } = await db.execute<{ customer_id: string; path: string }>(sql`
      SELECT customer_id::text, path FROM tree_nodes WHERE child_count = 0 ORDER BY depth DESC, path DESC LIMIT 1`);
    await db.execute(sql`UPDATE tree_nodes SET child_count = child_count - 1 WHERE path = ${leaf!.path.slice(0, -1)}`);
    await db.execute(sql`DELETE FROM tree_nodes WHERE customer_id = ${Number(leaf!.customer_id)}`);
    expect(await storedCounts(db)).toEqual(await realCounts(db));
    await expect(db.execute(sql`UPDATE tree_nodes SET path = path || '0', depth = depth + 1 WHERE path = '0'`)).rejects.toThrow();
  });

  it("rebuilds the same counts from the tree (the migration's backfill and the bulk loads' recount)", async () => {
    const { db } = world;
    const before = await storedCounts(db);
    await db.execute(sql`UPDATE tree_downline_months SET placed = placed + 7`);
    await db.execute(sql`INSERT INTO tree_downline_months (customer_id, month, placed) VALUES (999999, '2020-01-01', 5)`);
    await db.execute(sql`SELECT tree_downline_months_rebuild()`);
    expect(await storedCounts(db)).toEqual(before);
    expect(await storedCounts(db)).toEqual(await realCounts(db));
  });

  it("is what the dashboard and the downline's leg sizes show", async () => {
    const { db } = world;
    const { rows: [top] } = await db.execute<{ customer_id: string }>(sql`SELECT customer_id::text FROM tree_nodes WHERE path = '0'`);
    const actor = await actorOf(db, Number(top!.customer_id));
    const { rows: [size] } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM tree_nodes WHERE path > '0' AND path < '02'`);
    const now = new Date("2026-11-21T06:30:00Z");
    const dashboard = await getCustomerDashboard({ actor, db, now });
    expect(dashboard.counts.downline).toBe(size!.n);
    const tree = await getDownline({ actor, db });
    expect(tree.root.leftCount + tree.root.rightCount).toBe(size!.n);
    // Read from the maintained rows, not counted: a row changed by hand shows.
    await db.execute(sql`UPDATE tree_downline_months SET placed = placed + 100 WHERE customer_id = ${Number(top!.customer_id)} AND month = '2026-11-01'`);
    const changed = await getCustomerDashboard({ actor, db, now });
    expect(changed.counts.downline).toBe(size!.n + 100);
    expect(changed.estimate.members.current).toBe(dashboard.estimate.members.current + 100);
    await db.execute(sql`UPDATE tree_downline_months SET placed = placed - 100 WHERE customer_id = ${Number(top!.customer_id)} AND month = '2026-11-01'`);
  });
});
