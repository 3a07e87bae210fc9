import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { computeAdjustments } from "./compute-adjustments";
import { computeStatements } from "./compute-statements";
import { countedSales, lockMonth, treeKeys } from "./month-sql";
import type { Plan } from "./plan";
import { num } from "@/server/db/num";
import { type Actor, assertRole } from "@/server/auth/actor";

/** Tests only: force the tree keys the run aggregates with ("auto": heap keys when they fit). */
export type KeyMode = "auto" | "heap" | "path";

/** Called after each step of a run with its duration (the benchmark prints them). */
export type StepTimer = (label: string, ms: number) => void;

/** The figures of one run of one month, for the operator and the run record. */
export type RunTotals = {
  salesCounted: number;
  poolPaise: number;
  /** Members whose gross is above zero. */
  earners: number;
  commissionLines: number;
  adjustmentLines: number;
  members: number;
  commissionPaise: number;
  capExcessPaise: number;
  adjustmentPaise: number;
  grossPaise: number;
  tdsPaise: number;
  netPaise: number;
  carriedInPaise: number;
  payablePaise: number;
  companySharePaise: number;
};

/** The month to compute (first day), the plan it is computed with and the run it belongs to. */
export type ComputeMonthInput = { month: string; plan: Plan; runId: number };

/** `db` is the caller's transaction, which holds the commission lock and the month's row. */
export type ComputeMonthOptions = {
  /** The run's or the simulation's operator, or the system actor. */
  actor: Actor | undefined;
  input: ComputeMonthInput;
  db: Executor;
  onStep?: StepTimer;
  keyMode?: KeyMode;
  /**
   * Replace an existing month's statements row by row instead of swapping its partition. Swapping
   * detaches and drops the old partition, which locks commission_statements against every read
   * until the transaction ends: a close (about 2.5 minutes at a million members) or a preview would
   * make every commission page and dashboard wait that long. Rewriting costs a few seconds more
   * and blocks no reader. A month without statements yet is always swapped in (attaching blocks
   * no reader).
   */
  inPlace?: boolean;
};

/**
 * Computes a month's statements (and adjustments) from its recorded sales, the tree and the plan,
 * replacing whatever an earlier run of the same (open) month wrote. Set-based SQL only: the work
 * is a handful of statements whatever the number of members or sales. Runs inside the caller's
 * transaction, which holds the commission lock and the month's row.
 *
 * Commission lines are not written: a statement's lines are derived on read from the month's
 * counted sales, the month's plan and the stored qualification (derived-lines.ts), and add up to
 * the stored commission (docs/decisions/029-commission-lines-derived-on-read.md).
 *
 * Money rules (docs/decisions/022-rounding-and-who-earns.md, docs/decisions/023-cap-tds-carry-over-and-holds.md, docs/decisions/024-months-close-in-order-late-and-reversed-sales.md):
 *  - line = floor(sale interest × level share / 10,000) for each qualifying ancestor (levels 1..n,
 *    never the company root); the remainders and unqualified shares stay with the company;
 *  - gross = min(month's commission lines, cap) + adjustments (negative lines reversing the lines of
 *    sales reversed after their month closed);
 *  - TDS per financial year: nothing until the year's gross passes the threshold; in the month it
 *    passes, TDS on the whole year's gross so far; afterwards on the month's gross. Rounded half up
 *    to the paisa; rate without PAN when no PAN is on file;
 *  - net = gross − TDS; payable = net + carried in (the previous closed month's payable held as
 *    below the minimum payout).
 */
export async function computeMonth(options: ComputeMonthOptions): Promise<RunTotals> {
  const { actor, input, db: tx, onStep, keyMode, inPlace = false } = options;
  assertRole(actor, "operator");
  const { month, plan, runId } = input;
  let last = performance.now();
  const step = (label: string) => {
    const now = performance.now();
    onStep?.(label, Math.round(now - last));
    last = now;
  };
  if (!/^\d{4}-\d{2}-01$/.test(month)) throw new Error(`bad month ${month}`);
  // Hash aggregates over a million buyers: let them stay in memory (this transaction only). The
  // per-level sums gain nothing from parallel workers (partial aggregates barely reduce the rows).
  await tx.execute(sql`SET LOCAL work_mem = '512MB'`);
  await tx.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
  await lockMonth(tx, month);
  const { rows: monthRows } = await tx.execute<{ status: string }>(sql`SELECT status FROM commission_months WHERE month = ${month}::date`);
  const closed = monthRows[0]?.status === "closed";
  // An open month is computed from its sales as they are now: the changes since its last run are
  // in these figures. (A closed month is only ever recomputed by a simulation, rolled back.)
  if (!closed) await tx.execute(sql`DELETE FROM commission_sale_changes WHERE month = ${month}::date`);
  const keys = await treeKeys(tx, keyMode);
  step(`lock the month, tree keys (${keys.mode})`);

  await computeAdjustments(tx, { month, runId });
  step("adjustments");

  // The month's statements go into a new table (no index while it fills), swapped in as the
  // month's partition of commission_statements at the end (docs/decisions/031-statements-partitioned-by-month.md). DDL is transactional:
  // a rollback or a kill leaves the previous partition in place.
  const prefix = `commission_statements_m${month.slice(0, 4)}${month.slice(5, 7)}`;
  const name = `${prefix}_r${runId}`;
  const table = sql`${sql.identifier(name)}`;
  await tx.execute(sql`CREATE TABLE ${table} (LIKE commission_statements INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`);
  await tx.execute(sql`ALTER TABLE ${table} ADD CHECK (month = ${sql.raw(`'${month}'`)}::date)`);
  await computeStatements(tx, { table, month, plan, runId, keys, simpleSales: !closed });
  step("statements");

  const { rows: previous } = await tx.execute<{ name: string }>(sql`
    SELECT c.relname AS name FROM pg_inherits i
    JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
    WHERE p.relname = 'commission_statements' AND starts_with(c.relname, ${prefix}) AND c.relname <> ${name}`);
  if (inPlace && previous.length > 0) {
    await tx.execute(sql`DELETE FROM commission_statements WHERE month = ${month}::date`);
    await tx.execute(sql`INSERT INTO commission_statements SELECT * FROM ${table}`);
    await tx.execute(sql`DROP TABLE ${table}`);
    step("rewrite the month's statements in place");
    return finish();
  }
  await tx.execute(sql`ALTER TABLE ${table} ADD PRIMARY KEY (member_id, month)`);
  await tx.execute(sql`CREATE INDEX ON ${table} (month, status)`);
  step("index the statements");
  for (const { name: old } of previous) {
    await tx.execute(sql`ALTER TABLE commission_statements DETACH PARTITION ${sql.identifier(old)}`);
    await tx.execute(sql`DROP TABLE ${sql.identifier(old)}`);
  }
  await tx.execute(sql`DELETE FROM commission_statements_default WHERE month = ${month}::date`);
  await tx.execute(sql`ALTER TABLE commission_statements ATTACH PARTITION ${table} FOR VALUES IN (${sql.raw(`'${month}'`)})`);
  step("swap the month's partition");
  return finish();

  async function finish(): Promise<RunTotals> {
    const { rows: counted } = await tx.execute<{ sales: string; pool: string }>(sql`
      SELECT totals->>'salesCounted' AS sales, totals->>'poolPaise' AS pool FROM commission_runs WHERE id = ${runId}`);
    const totals = await statementTotals(tx, month, { salesCounted: num(counted[0]?.sales), poolPaise: num(counted[0]?.pool) });
    step("totals");
    return totals;
  }
}

/** The month's figures as its last run left them (statements, adjustments, and its counted sales). */
export async function runTotals(tx: Executor, month: string): Promise<RunTotals> {
  const { rows } = await tx.execute<{ sales: string; pool: string }>(sql`
    SELECT count(*) AS sales, coalesce(paise_sum(interest_paise), 0) AS pool FROM ${countedSales(month)} s`);
  return statementTotals(tx, month, { salesCounted: num(rows[0]?.sales), poolPaise: num(rows[0]?.pool) });
}

async function statementTotals(tx: Executor, month: string, counted: { salesCounted: number; poolPaise: number }): Promise<RunTotals> {
  const { rows } = await tx.execute<Record<string, string>>(sql`
    WITH st AS (
      SELECT count(*) AS members, count(*) FILTER (WHERE gross_paise > 0) AS earners,
             coalesce(paise_sum(commission_line_count::bigint), 0) AS commission_lines, coalesce(paise_sum(commission_paise), 0) AS commission,
             coalesce(paise_sum(gross_paise), 0) AS gross, coalesce(paise_sum(tds_paise), 0) AS tds, coalesce(paise_sum(net_paise), 0) AS net,
             coalesce(paise_sum(carried_in_paise), 0) AS carried_in, coalesce(paise_sum(payable_paise), 0) AS payable
      FROM commission_statements WHERE month = ${month}::date
    ), adj AS (
      SELECT count(*) AS adjustment_lines, coalesce(paise_sum(amount_paise), 0) AS adjustment
      FROM commission_adjustments WHERE month = ${month}::date
    )
    SELECT * FROM st, adj`);
  const r = rows[0]!;
  const commission = num(r.commission);
  const adjustment = num(r.adjustment);
  const gross = num(r.gross);
  const capExcess = commission + adjustment - gross;
  return {
    salesCounted: counted.salesCounted,
    poolPaise: counted.poolPaise,
    earners: num(r.earners),
    commissionLines: num(r.commission_lines),
    adjustmentLines: num(r.adjustment_lines),
    members: num(r.members),
    commissionPaise: commission,
    capExcessPaise: capExcess,
    adjustmentPaise: adjustment,
    grossPaise: gross,
    tdsPaise: num(r.tds),
    netPaise: num(r.net),
    carriedInPaise: num(r.carried_in),
    payablePaise: num(r.payable),
    companySharePaise: counted.poolPaise - (commission - capExcess),
  };
}
