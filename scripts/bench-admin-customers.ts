/**
 * `npm run bench:admin-customers [-- --customers 1000000] [--keep] [--reuse]`
 *
 * Builds a scratch database `bench_admin_customers` (embedded PostgreSQL unless DATABASE_URL),
 * generates the customers with their logins, a breadth-first binary tree (heap numbering), PAN for
 * a third and bank details for a quarter, then times the operator console's customer screens:
 * the list unfiltered and filtered, each kind of search (mobile, code, common and rare names), one
 * customer's record with both leg counts near the top of the tree, and the export. `--keep` leaves
 * the database; `--reuse` times a kept one again without generating it.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import type { CustomerListQuery } from "../lib/validation/admin-customers";
import { exportCustomers } from "../server/customers/export-customers";
import { getCustomerRecord } from "../server/customers/get-customer-record";
import { searchCustomers } from "../server/customers/search-customers";
import { applyMigrations } from "../server/db/migrate";
import { openScratchDatabase } from "./lib/scratch-database";

const DATABASE = "bench_admin_customers";
const FIRST = ["Ravi", "Asha", "Sunil", "Meera", "Kiran", "Pooja", "Anil", "Sneha", "Vijay", "Kavita", "Rahul", "Priya", "Ganesh", "Lata", "Sachin", "Rekha"];
const LAST = ["Patil", "Deshmukh", "Joshi", "Kulkarni", "Pawar", "Shinde", "Jadhav", "Wankhede", "Bhosale", "Gaikwad", "Raut", "Thakre", "Kale", "Meshram", "Ingle", "Bawane"];

async function main() {
  const { values } = parseArgs({ options: { customers: { type: "string", default: "1000000" }, keep: { type: "boolean", default: false }, reuse: { type: "boolean", default: false } } });
  const count = Number(values.customers);
  const scratch = await openScratchDatabase(DATABASE, { reuse: values.reuse });
  const { db } = scratch;
  const time = async <T>(label: string, work: () => Promise<T>, runs = 7): Promise<T> => {
    let value: T | undefined;
    const times: number[] = [];
    await work(); // warm
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      value = await work();
      times.push(Math.round(performance.now() - started));
    }
    times.sort((a, b) => a - b);
    console.log(`[bench] ${label}: median ${times[Math.floor(runs / 2)]} ms, max ${times[runs - 1]} ms`);
    return value!;
  };
  try {
    await applyMigrations(db);
    const started = performance.now();
    if (scratch.fresh) await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`
        INSERT INTO "user" (id, name, email, phone_number, phone_number_verified, role)
        SELECT 'bench-' || i, 'Member ' || i, 'member' || i || '@bench.test', (7000000000 + i)::text, true, 'customer'
        FROM generate_series(1, ${count}) AS i`);
      await tx.execute(sql`
        INSERT INTO customers (id, user_id, code, first_name, last_name, status, verified_at, pan, created_at)
        OVERRIDING SYSTEM VALUE
        SELECT i, 'bench-' || i, 'DLMP' || CASE WHEN i < 1000000 THEN lpad(i::text, 6, '0') ELSE i::text END,
               (${`{${FIRST.join(",")}}`}::text[])[1 + i % 16],
               -- 16 surnames x a 1-in-97 variant: common names match ~60,000 people, variants ~650.
               (${`{${LAST.join(",")}}`}::text[])[1 + (i / 16) % 16] || CASE WHEN i % 97 = 0 THEN 'kar' || (i % 101)::text ELSE '' END,
               CASE WHEN i % 50 = 0 THEN 'blocked' WHEN i % 20 = 0 THEN 'pending' ELSE 'active' END::customer_status,
               now(), CASE WHEN i % 3 = 0 THEN 'ABCDE' || lpad((i % 10000)::text, 4, '0') || 'F' END,
               now() - (${count} - i) * interval '20 seconds'
        FROM generate_series(1, ${count}) AS i`);
      await tx.execute(sql`
        INSERT INTO kyc_details (customer_id, bank_name, branch, ifsc, account_number_encrypted, account_number_last4)
        SELECT i, 'State Bank of India', 'Nagpur', 'SBIN0001234', 'not-a-real-ciphertext', lpad((i % 10000)::text, 4, '0')
        FROM generate_series(4, ${count}, 4) AS i`);
      await tx.execute(sql`
        INSERT INTO tree_nodes (customer_id, parent_id, side, depth, path, child_count)
        SELECT i, nullif(i / 2, 0), CASE WHEN i = 1 THEN NULL WHEN i % 2 = 0 THEN 'L' ELSE 'R' END::tree_side,
               length(p), p, ((2 * i <= ${count})::int + (2 * i + 1 <= ${count})::int)
        FROM generate_series(1, ${count}) AS i, LATERAL (SELECT substr(ltrim(i::bit(32)::text, '0'), 2) AS p) x`);
      await tx.execute(sql`UPDATE customers SET sponsor_id = id / 2 WHERE id > 1`);
    });
    await db.execute(sql`ANALYZE`);
    if (scratch.fresh) console.log(`[bench] generated ${count.toLocaleString("en-IN")} customers in ${Math.round((performance.now() - started) / 1000)} s`);

    const actor = { userId: "bench-operator", roles: ["operator" as const] };
    await db.execute(sql`INSERT INTO "user" (id, name, email, role) VALUES ('bench-operator', 'Bench operator', 'op@bench.test', 'operator') ON CONFLICT DO NOTHING`);
    const list = (q: Partial<CustomerListQuery>, page = 0) => () => searchCustomers({ actor, input: { q: "", status: "all", kyc: "any", ...q }, page, db });
    const show = async (label: string, query: Partial<CustomerListQuery>, page = 0) => {
      const result = await time(label, list(query, page));
      console.log(`[bench]   ${result.total.toLocaleString("en-IN")}${result.capped ? "+" : ""} matches, ${result.rows.length} shown`);
    };
    await show("list, no filter, page 1", {});
    await show("list, no filter, page 50 (the last the pager offers)", {}, 49);
    await show("status = blocked", { status: "blocked" });
    await show("KYC complete", { kyc: "complete" });
    await show("KYC incomplete, status active", { kyc: "incomplete", status: "active" });
    await show("search by mobile", { q: String(7000000000 + 654_321) });
    await show("search by code", { q: "DLMP654321" });
    await show("search by code number", { q: "654321" });
    await show("search a common surname ('deshmukh')", { q: "deshmukh" });
    await show("search a common full name ('ravi patil')", { q: "ravi patil" });
    await show("search a rarer surname ('deshmukhkar5')", { q: "deshmukhkar5" });
    await show("search with no match ('zzqxw')", { q: "zzqxw" });
    await show("common surname + blocked", { q: "joshi", status: "blocked" });
    const legs = Math.floor((count - 2) / 2).toLocaleString("en-IN");
    await time(`record of member 2 (legs of ~${legs} each)`, () => getCustomerRecord({ actor, customerId: 2, db }));
    // A member deep in the tree: about two thirds of the way through the breadth-first order.
    const deep = Math.max(2, Math.floor(count * 0.654321));
    await time(`record of member ${deep}`, () => getCustomerRecord({ actor, customerId: deep, db }));
    await time("export: first batch of 2,000 rows", async () => {
      const batches = await exportCustomers({ actor, input: { q: "", status: "all", kyc: "any" }, db });
      for await (const batch of batches) return batch.length;
      return 0;
    }, 3);
    const whole = performance.now();
    let rows = 0;
    for await (const batch of await exportCustomers({ actor, input: { q: "", status: "all", kyc: "any" }, db })) rows += batch.length;
    console.log(`[bench] export of all ${rows.toLocaleString("en-IN")} rows (reading only, no network): ${Math.round((performance.now() - whole) / 1000)} s`);
  } finally {
    await scratch.close({ keep: values.keep });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
