import pg from "pg";
import { inject } from "vitest";
import { sql } from "drizzle-orm";
import { deriveMemberLines } from "../../server/commissions/derived-lines";
import { createDb, type Database, type Executor } from "../../server/db/connect";
import { applyMigrations } from "../../server/db/migrate";
import { kycDetails, sales } from "../../server/db/schema";
import { encryptField } from "../../server/security/field-encryption";
import { createCustomer, createShop, createTreeNode } from "./factories";

/**
 * Commission tests need a whole database each: closing a month is global (months close in order),
 * so every scenario starts from a copy of one migrated template database (fast: CREATE DATABASE
 * ... TEMPLATE).
 */
let templateName: string | undefined;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: inject("serverUrl") });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function urlFor(database: string) {
  const url = new URL(inject("serverUrl"));
  url.pathname = `/${database}`;
  return url.toString();
}

export type World = {
  db: Database;
  url: string;
  /** Another connection pool on the same database (a second app instance, or a session that holds a lock); closed with the world. */
  extraDb: (max?: number) => Database;
  close: () => Promise<void>;
};

export async function freshWorld(): Promise<World> {
  if (!templateName) {
    const name = `cm_tpl_${process.pid}_${Date.now()}`;
    await admin(`CREATE DATABASE "${name}"`);
    const { db, pool } = createDb(urlFor(name), { max: 1 });
    await applyMigrations(db);
    await pool.end();
    templateName = name;
  }
  const name = `cm_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await admin(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
  const url = urlFor(name);
  const { db, pool } = createDb(url, { max: 4 });
  const extraPools: { end: () => Promise<void> }[] = [];
  return {
    db,
    url,
    extraDb: (max = 2) => {
      // Tests race more work than connections: a queued one waits its turn, however slow the machine
      // (the pool's 5 s default failed races on a loaded machine with "timeout exceeded when trying to connect").
      const extra = createDb(url, { max, connectionTimeoutMillis: 120_000 });
      extraPools.push(extra.pool);
      return extra.db;
    },
    close: async () => {
      for (const extra of extraPools) await extra.end();
      await pool.end();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

export async function dropTemplate() {
  if (templateName) await admin(`DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`);
  templateName = undefined;
}

/**
 * A referral tree from paths: { A: "0", B: "00" } places A as the company root's left child and B
 * as A's left child. The company root (path '') is always added. Returns customer ids by name.
 */
export async function buildTree(db: Executor, layout: Record<string, string>, options: { withPan?: string[] } = {}) {
  const entries = Object.entries({ ROOT: "", ...layout }).sort(([, a], [, b]) => a.length - b.length || a.localeCompare(b));
  const ids: Record<string, number> = {};
  const byPath = new Map<string, number>();
  let panSeq = 1000;
  for (const [name, path] of entries) {
    panSeq += 1;
    const customer = await createCustomer(db, {
      firstName: name,
      code: `DLMP${String(100000 + panSeq)}`,
      pan: options.withPan?.includes(name) ? `ABCDE${panSeq}F` : null,
    });
    const parentId = path === "" ? null : byPath.get(path.slice(0, -1));
    if (path !== "" && parentId === undefined) throw new Error(`no parent for ${name} at ${path}`);
    await createTreeNode(db, { customerId: customer.id, parentId: parentId ?? null, side: path === "" ? null : path.endsWith("0") ? "L" : "R", path });
    if (parentId !== undefined && parentId !== null) {
      await db.execute(sql`UPDATE tree_nodes SET child_count = child_count + 1 WHERE customer_id = ${parentId}`);
    }
    ids[name] = customer.id;
    byPath.set(path, customer.id);
  }
  return ids;
}

let shopId: number | undefined;
let shopDb: Executor | undefined;

/** Records a sale straight into the table (the sales flow is another issue's): amount and interest in paise. */
export async function addSale(
  db: Executor,
  values: { customerId: number; amountPaise: number; interestPaise: number; month: string },
) {
  if (shopDb !== db || shopId === undefined) {
    shopId = (await createShop(db)).shop.id;
    shopDb = db;
  }
  const [row] = await db
    .insert(sales)
    .values({
      shopId,
      customerId: values.customerId,
      amountPaise: values.amountPaise,
      items: "Test purchase",
      interestRateBp: 500,
      interestPaise: values.interestPaise,
      countedMonth: values.month,
      idempotencyKey: `t-${Date.now()}-${Math.random()}`,
    })
    .returning();
  return row!;
}

/** Own purchases of ₹1,000 at a shop that charged no fee: they qualify the buyer and pay nobody. */
export async function qualify(db: Executor, customerIds: number[], month: string) {
  for (const customerId of customerIds) await addSale(db, { customerId, amountPaise: 100_000, interestPaise: 0, month });
}

export async function completeKyc(db: Executor, customerId: number, pan?: string) {
  if (pan) await db.execute(sql`UPDATE customers SET pan = ${pan} WHERE id = ${customerId}`);
  await db.insert(kycDetails).values({
    customerId,
    accountHolderName: `Holder ${customerId}`,
    bankName: "State Bank of India",
    branch: "Nagpur Main",
    ifsc: "SBIN0000432",
    accountNumberEncrypted: encryptField(`00001234${String(customerId).padStart(4, "0")}`),
    accountNumberLast4: String(customerId).padStart(4, "0").slice(-4),
  });
}

export async function reverseSale(db: Executor, saleId: number) {
  await db.execute(sql`UPDATE sales SET status = 'reversed', reversed_at = now(), reversal_reason = 'mistake' WHERE id = ${saleId}`);
}

type Line = { kind: string; member: number; sale: number | null; buyer: number | null; level: number | null; base: number; rate: number; amount: number };

/**
 * A month's lines as the statement screens show them: for every member with a statement, the
 * commission lines derived on read (when the statement says they qualified) and the stored
 * adjustments. Ordered commission first, then by sale, level and member.
 */
export async function linesOf(db: Executor, month: string): Promise<Line[]> {
  const { rows: members } = await db.execute<{ member_id: string; qualified: boolean }>(
    sql`SELECT member_id, qualified FROM commission_statements WHERE month = ${month}::date`,
  );
  const lines: Line[] = [];
  for (const m of members) {
    const member = Number(m.member_id);
    if (!m.qualified) continue;
    for (const l of await deriveMemberLines(db, { memberId: member, month })) {
      lines.push({ kind: "commission", member, sale: l.saleId, buyer: l.buyerId, level: l.level, base: l.basePaise, rate: l.rateBp, amount: l.amountPaise });
    }
  }
  const { rows } = await db.execute<Record<string, string | null>>(sql`
    SELECT member_id, sale_id, buyer_id, level, base_paise, rate_bp, amount_paise FROM commission_adjustments WHERE month = ${month}::date`);
  for (const r of rows) {
    lines.push({
      kind: "adjustment",
      member: Number(r.member_id),
      sale: r.sale_id === null ? null : Number(r.sale_id),
      buyer: r.buyer_id === null ? null : Number(r.buyer_id),
      level: r.level === null ? null : Number(r.level),
      base: Number(r.base_paise),
      rate: Number(r.rate_bp),
      amount: Number(r.amount_paise),
    });
  }
  const order = (n: number | null) => (n === null ? Number.MAX_SAFE_INTEGER : n);
  return lines.sort(
    (a, b) =>
      Number(a.kind === "adjustment") - Number(b.kind === "adjustment") ||
      order(a.sale) - order(b.sale) ||
      order(a.level) - order(b.level) ||
      a.member - b.member,
  );
}

export async function statementOf(db: Executor, memberId: number, month: string) {
  const { rows } = await db.execute<Record<string, string>>(sql`
    SELECT line_total_paise, gross_paise, tds_paise, net_paise, carried_in_paise, payable_paise, status, hold_reason
    FROM commission_statements WHERE member_id = ${memberId} AND month = ${month}::date`);
  const r = rows[0];
  if (!r) return undefined;
  return {
    lineTotal: Number(r.line_total_paise),
    gross: Number(r.gross_paise),
    tds: Number(r.tds_paise),
    net: Number(r.net_paise),
    carriedIn: Number(r.carried_in_paise),
    payable: Number(r.payable_paise),
    status: r.status,
    holdReason: r.hold_reason ?? null,
  };
}

/** Every statement row of a month but its run id and timestamp, for before/after comparisons. */
export async function statementsOf(db: Executor, month: string) {
  const { rows } = await db.execute(sql`
    SELECT member_id, qualified, commission_paise, commission_line_count, line_total_paise, gross_paise, tds_paise, net_paise,
           carried_in_paise, payable_paise, status, hold_reason
    FROM commission_statements WHERE month = ${month}::date ORDER BY member_id`);
  return rows;
}

/** A: root's left child; B under A (both with PAN and bank details); C under B buys ₹20,000 at 5 % in the month. */
export async function seedOneSaleMonth(db: Database, month: string) {
  const t = await buildTree(db, { A: "0", B: "00", C: "000" }, { withPan: ["A", "B"] });
  for (const id of [t.A!, t.B!]) await completeKyc(db, id);
  await qualify(db, [t.A!, t.B!], month);
  await addSale(db, { customerId: t.C!, amountPaise: 2_000_000, interestPaise: 100_000, month });
  return t;
}
