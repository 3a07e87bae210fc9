/**
 * `npm run bench:downline [-- --members 200001]`
 *
 * Builds a scratch database `bench_downline` (embedded PostgreSQL unless DATABASE_URL), generates
 * the members in a breadth-first binary tree (the shared generator of server/scale), and times
 * the customer portal's reads for member 2 — the company root's left child, with about two thirds of
 * the members (1,31,070 for the default) below: the downline's first three levels with leg counts,
 * expanding a node deep down, a search inside the downline, and the whole dashboard.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { getCustomerDashboard } from "../server/customers/get-customer-dashboard";
import { applyMigrations } from "../server/db/migrate";
import { getDownline } from "../server/downline/get-downline";
import { searchDownline } from "../server/downline/search-downline";
import { loadReferenceData } from "../server/reference/load-reference-data";
import { bulkLoad } from "../server/scale/bulk";
import { generateMembers, memberUserId } from "../server/scale/generate-members";
import { openScratchDatabase } from "./lib/scratch-database";

const DATABASE = "bench_downline";

async function main() {
  const { values } = parseArgs({ options: { members: { type: "string", default: "200001" }, keep: { type: "boolean", default: false } } });
  const members = Number(values.members);
  const scratch = await openScratchDatabase(DATABASE);
  const { db } = scratch;
  const time = async <T>(label: string, work: () => Promise<T>, runs = 1): Promise<T> => {
    let value: T | undefined;
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      value = await work();
      times.push(Math.round(performance.now() - started));
    }
    console.log(`[bench] ${label}: ${runs > 1 ? `median ${times.sort((a, b) => a - b)[Math.floor(runs / 2)]} ms of ${runs} runs (${times.join(", ")})` : `${times[0]} ms`}`);
    return value!;
  };
  try {
    await applyMigrations(db);
    await loadReferenceData(db);
    // The shared generator (server/scale): the company root and members - 1 members in heap order,
    // so a customer's id is its breadth-first position; then VACUUM ANALYZE.
    await time(`generate ${members.toLocaleString("en-IN")} members in a breadth-first binary tree`, () =>
      bulkLoad(db, ["user", "customers", "tree_nodes"], (tx) => generateMembers(tx, { count: members - 1, passwordHash: null, joinedBefore: new Date() })),
    );
    const actor = { userId: memberUserId(2), roles: ["customer" as const] };
    const below = await db.execute<{ n: string }>(sql`SELECT count(*)::text AS n FROM tree_nodes WHERE path > '0' AND path < '02'`);
    console.log(`[bench] member 2 has ${Number(below.rows[0]!.n).toLocaleString("en-IN")} people below`);
    await getDownline({ actor, db }); // warm the cache
    const tree = await time("downline: first three levels with leg counts (15 nodes)", () => getDownline({ actor, db }), 5);
    console.log(`[bench]   legs: left ${tree.root.leftCount}, right ${tree.root.rightCount}`);
    // Heap numbering: member 2's descendants k levels down are 2·2^k … 3·2^k − 1; 70,000 is 15 levels down
    // (smaller trees: the leftmost node one level above the bottom).
    const deep = members > 140_000 ? 70_000 : 2 ** (Math.floor(Math.log2(members)) - 1);
    await time(`downline: expand from member ${deep}`, () => getDownline({ actor, fromId: deep, db }), 5);
    const { rows: [target] } = await db.execute<{ name: string; code: string }>(sql`SELECT first_name || ' ' || last_name AS name, code FROM customers WHERE id = ${deep}`);
    await time(`search the downline by name ('${target!.name}')`, () => searchDownline({ actor, query: target!.name, db }), 5);
    // A name nobody has: the search reads the member's whole range (the worst case).
    await time("search the downline for a name with no match", () => searchDownline({ actor, query: "Meera Nomatch", db }), 5);
    await time(`search the downline by code (${target!.code})`, () => searchDownline({ actor, query: target!.code, db }), 5);
    await time("dashboard (counts, month trends, latest lists)", () => getCustomerDashboard({ actor, db }), 5);
  } finally {
    await scratch.close({ keep: values.keep });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
