import { sql } from "drizzle-orm";
import type { Executor } from "../db/connect";
import { ensureCompanyRoot } from "../referrals/company-root";
import { hashPick, maxId } from "./bulk";
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, pickWord } from "./words";

export type GeneratedMembers = { firstId: number; lastId: number; count: number };

const DAY_SECONDS = 86_400;

/** Generated customers log in as user `scale-member-<id>`, mobile 6 followed by the id in nine digits. */
export const memberUserId = (customerId: number) => `scale-member-${customerId}`;
export const memberMobile = (customerId: number) => `6${String(customerId).padStart(9, "0")}`;

const int = (n: number) => sql.raw(String(Math.trunc(n)));

/**
 * Breadth-first position of a tree path: the root is 1, a node at position k has children 2k
 * (left, path + '0') and 2k + 1 (right, path + '1'). So position = the path read as binary after a
 * leading 1, and filling positions 2, 3, 4, … in order is exactly breadth-first placement.
 */
export function pathPosition(path: string): number {
  if (path.length > 52) throw new Error(`tree path too deep for breadth-first numbering (${path.length} levels)`);
  return parseInt(`1${path}`, 2);
}

/** The smallest last position M such that positions 2..M hold `count` free slots around the occupied ones. */
export function lastPosition(count: number, occupied: number[]): number {
  const taken = occupied.filter((p) => p >= 2).sort((a, b) => a - b);
  let last = count + 1;
  for (;;) {
    const inRange = taken.filter((p) => p <= last).length;
    const free = last - 1 - inRange;
    if (free === count) return last;
    last += count - free;
  }
}

/**
 * Generates `count` active customers placed breadth-first into the referral tree, after the nodes
 * already there (the company root, demo members): users (with a credential account when a
 * password hash is given, so any of them can log in), customers with codes from the code
 * sequence, names, towns and pincodes, and tree nodes with their materialized paths, depth, side
 * and child counts, then the ancestors' counts (tree_downline_months). Each member's sponsor is the node they were placed under. Set-based: a few
 * INSERT … SELECT statements over generate_series, whatever the count.
 */
export async function generateMembers(
  tx: Executor,
  options: { count: number; passwordHash: string | null; joinedBefore: Date; joinSpanDays?: number },
): Promise<GeneratedMembers> {
  const { count, passwordHash, joinedBefore } = options;
  if (!Number.isSafeInteger(count) || count < 1) throw new Error(`member count must be a positive integer, got ${count}`);
  await ensureCompanyRoot(tx);
  const base = await maxId(tx, "customers");
  const existing = await tx.execute<{ path: string }>(sql`SELECT path FROM tree_nodes`);
  const last = lastPosition(count, existing.rows.map((row) => pathPosition(row.path)));
  const spanSeconds = (options.joinSpanDays ?? 730) * DAY_SECONDS;

  const { rows: seqRows } = await tx.execute<{ last_value: string; is_called: boolean }>(sql`SELECT last_value::text, is_called FROM customer_code_seq`);
  const codeStart = Number(seqRows[0]!.last_value) + (seqRows[0]!.is_called ? 1 : 0);

  await tx.execute(sql`DROP TABLE IF EXISTS scale_member_positions, scale_members`);
  // Free positions 2..last (those not taken by existing nodes), numbered r = 1..count in order.
  await tx.execute(sql`
    CREATE TEMP TABLE scale_member_positions ON COMMIT DROP AS
    SELECT k, path, row_number() OVER (ORDER BY k) AS r
    FROM (SELECT k, substr(ltrim(k::bit(64)::text, '0'), 2) AS path FROM generate_series(2::bigint, ${int(last)}::bigint) AS k) p
    WHERE NOT EXISTS (SELECT 1 FROM tree_nodes t WHERE t.path = p.path)`);
  await tx.execute(sql`CREATE INDEX ON scale_member_positions (k)`);
  await tx.execute(sql`ANALYZE scale_member_positions`);

  const r = sql`p.r`;
  await tx.execute(sql`
    CREATE TEMP TABLE scale_members ON COMMIT DROP AS
    WITH towns AS (
      SELECT array_agg(id ORDER BY popular DESC, sort_order, id) AS ids, count(*) AS n, count(*) FILTER (WHERE popular) AS popular_n FROM cities
    )
    SELECT ${int(base)} + p.r AS id, p.r, p.k, p.path,
           coalesce(${int(base)} + parent.r, t.customer_id) AS parent_id,
           CASE WHEN p.r % 2 = 0 THEN 'female' ELSE 'male' END::gender AS gender,
           CASE WHEN p.r % 2 = 0 THEN ${pickWord(FEMALE_FIRST_NAMES, hashPick(r, 11, FEMALE_FIRST_NAMES.length))}
                ELSE ${pickWord(MALE_FIRST_NAMES, hashPick(r, 11, MALE_FIRST_NAMES.length))} END AS first_name,
           ${pickWord(MALE_FIRST_NAMES, hashPick(r, 17, MALE_FIRST_NAMES.length))} AS middle_name,
           ${pickWord(LAST_NAMES, hashPick(r, 13, LAST_NAMES.length))} AS last_name,
           (18 + ${hashPick(r, 19, 60)})::smallint AS age,
           CASE WHEN towns.popular_n > 0 AND ${hashPick(r, 23, 10)} < 6 THEN towns.ids[1 + ${hashPick(r, 29, sql`towns.popular_n`)}]
                WHEN towns.n > 0 THEN towns.ids[1 + ${hashPick(r, 29, sql`towns.n`)}] END AS city_id,
           ${joinedBefore.toISOString()}::timestamptz - ((${int(count)} - p.r + 1) * (${int(spanSeconds)}::float8 / ${int(count)})) * interval '1 second' AS joined_at
    FROM scale_member_positions p
    CROSS JOIN towns
    LEFT JOIN scale_member_positions parent ON parent.k = p.k / 2
    LEFT JOIN tree_nodes t ON t.path = left(p.path, -1)`);

  await tx.execute(sql`
    INSERT INTO "user" (id, name, email, email_verified, phone_number, phone_number_verified, role, created_at, updated_at)
    SELECT 'scale-member-' || id, first_name || ' ' || last_name, 'member' || id || '@scale.example', false,
           '6' || lpad(id::text, 9, '0'), true, 'customer', joined_at, joined_at
    FROM scale_members ORDER BY id`);
  if (passwordHash) {
    await tx.execute(sql`
      INSERT INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at)
      SELECT 'scale-account-member-' || id, 'scale-member-' || id, 'credential', 'scale-member-' || id, ${passwordHash}, joined_at, joined_at
      FROM scale_members ORDER BY id`);
  }
  await tx.execute(sql`
    INSERT INTO customers (id, user_id, code, first_name, middle_name, last_name, gender, age, pan, state, city_id, pincode, address,
                           sponsor_id, status, verified_at, created_at, updated_at)
    OVERRIDING SYSTEM VALUE
    SELECT m.id, 'scale-member-' || m.id, 'DLMP' || CASE WHEN ${int(codeStart - 1)} + m.r < 1000000 THEN lpad((${int(codeStart - 1)} + m.r)::text, 6, '0') ELSE (${int(codeStart - 1)} + m.r)::text END,
           m.first_name, m.middle_name, m.last_name, m.gender, m.age,
           CASE WHEN m.r % 10 = 0 THEN NULL ELSE chr(65 + (m.id % 26)::int) || 'BCPK' || lpad((m.id % 10000)::text, 4, '0') || chr(65 + (m.id / 26 % 26)::int) END,
           'MAHARASHTRA', m.city_id, pins.pins[1 + ${hashPick(sql`m.r`, 31, sql`cardinality(pins.pins)`)}],
           'House ' || (1 + m.r % 400) || ', Ward ' || (1 + m.r % 30),
           m.parent_id, 'active', m.joined_at, m.joined_at, m.joined_at
    FROM scale_members m
    LEFT JOIN (SELECT city_id, array_agg(pincode::text ORDER BY pincode) AS pins FROM pincodes WHERE city_id IS NOT NULL GROUP BY city_id) pins
      ON pins.city_id = m.city_id
    ORDER BY m.id`);
  await tx.execute(sql`SELECT setval('customer_code_seq', ${int(codeStart - 1 + count)})`);
  // A new node's children are new too (an existing child would have an existing parent), so its
  // child count is which of positions 2k and 2k + 1 were filled.
  await tx.execute(sql`
    INSERT INTO tree_nodes (customer_id, parent_id, side, depth, path, child_count, placed_at)
    SELECT id, parent_id, CASE WHEN right(path, 1) = '0' THEN 'L' ELSE 'R' END::tree_side, length(path), path,
           ((2 * k <= ${int(last)})::int + (2 * k + 1 <= ${int(last)})::int)::smallint, joined_at
    FROM scale_members ORDER BY id`);
  // Existing nodes may have gained children.
  await tx.execute(sql`
    UPDATE tree_nodes t SET child_count = c.n
    FROM (SELECT parent_id, count(*)::smallint AS n FROM tree_nodes WHERE parent_id <= ${int(base)} GROUP BY parent_id) c
    WHERE t.customer_id = c.parent_id AND t.child_count <> c.n`);
  await tx.execute(sql`DROP TABLE scale_member_positions, scale_members`);
  // Bulk loads run without the trigger that counts each placement for its ancestors: recount.
  await tx.execute(sql`SELECT tree_downline_months_rebuild()`);
  return { firstId: base + 1, lastId: base + count, count };
}
