import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { user } from "./auth";
import { createdAt, paise } from "./columns";
import {
  commissionAdjustmentKindEnum,
  commissionJobKindEnum,
  commissionJobStageEnum,
  commissionJobStatusEnum,
  commissionSaleChangeEnum,
  monthStatusEnum,
  planStatusEnum,
  runStatusEnum,
  runTriggerEnum,
  statementStatusEnum,
} from "./enums";

/**
 * The commission plan is data, versioned by the month it takes effect. A published version is never
 * edited; a month uses the newest published version whose effectiveMonth is not after it.
 */
export const commissionPlans = pgTable(
  "commission_plans",
  {
    id: serial().primaryKey(),
    version: integer().notNull().unique(),
    effectiveMonth: date({ mode: "string" }).notNull(),
    status: planStatusEnum().notNull().default("draft"),
    /** A member qualifies in a month when their own purchases reach this (default ₹1,000). */
    qualifyingThresholdPaise: paise().notNull(),
    /** Share of a sale's interest per upline level, in basis points: level 1 first. */
    levelSharesBp: integer().array().notNull(),
    monthlyCapPaise: paise().notNull(),
    minPayoutPaise: paise().notNull(),
    tdsRateBp: integer().notNull(),
    tdsRateNoPanBp: integer().notNull(),
    /** TDS applies once a member's commission in the financial year passes this. */
    tdsThresholdPaise: paise().notNull(),
    notes: text(),
    createdBy: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    publishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("commission_plans_published_month_idx").on(t.effectiveMonth).where(sql`${t.status} = 'published'`),
    check("commission_plans_month_first_day", sql`extract(day from ${t.effectiveMonth}) = 1`),
    check(
      "commission_plans_shares_at_most_whole",
      sql`cardinality(${t.levelSharesBp}) BETWEEN 1 AND 20 AND 0 <= ALL(${t.levelSharesBp})`,
    ),
  ],
);

/** One row per commission month: open until an operator closes it; a closed month never changes. */
export const commissionMonths = pgTable("commission_months", {
  month: date({ mode: "string" }).primaryKey(),
  status: monthStatusEnum().notNull().default("open"),
  planId: integer().references(() => commissionPlans.id, { onDelete: "restrict" }),
  lastRunId: bigint({ mode: "number" }),
  closedAt: timestamp({ withTimezone: true }),
  closedBy: text().references(() => user.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export const commissionRuns = pgTable(
  "commission_runs",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    month: date({ mode: "string" }).notNull(),
    planId: integer()
      .notNull()
      .references(() => commissionPlans.id, { onDelete: "restrict" }),
    dryRun: boolean().notNull().default(false),
    trigger: runTriggerEnum().notNull(),
    status: runStatusEnum().notNull().default("running"),
    startedBy: text().references(() => user.id, { onDelete: "set null" }),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    /** Figures for the operator: sales counted, members paid, gross, TDS, net, company share. */
    totals: jsonb().$type<Record<string, number>>(),
    error: text(),
  },
  (t) => [index("commission_runs_month_idx").on(t.month, t.startedAt.desc())],
);

/**
 * A run, close, preview or reconciliation an operator started from the console. The request records
 * the job and queues it (same transaction) and returns; a worker process claims it (`claimed_at`,
 * so it is worked once) and does the work, writing its stage and a heartbeat here, so any instance can show the progress. Success is written inside the work's own
 * transaction (it commits with the figures or not at all); a job whose heartbeat stopped (its
 * process died, and PostgreSQL rolled its transaction back) reads as failed and may be started
 * again. At most one job runs at a time (the partial unique index), as the commission lock allows.
 */
export const commissionJobs = pgTable(
  "commission_jobs",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: commissionJobKindEnum().notNull(),
    month: date({ mode: "string" }).notNull(),
    status: commissionJobStatusEnum().notNull().default("running"),
    stage: commissionJobStageEnum().notNull().default("running"),
    /** Each stage reached with when: [{ stage, at }], for the page and for timing a close. */
    stages: jsonb().$type<{ stage: string; at: string }[]>().notNull().default(sql`'[]'::jsonb`),
    startedBy: text().references(() => user.id, { onDelete: "set null" }),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When a worker took the job from the queue; null while it waits. Only one worker can set it. */
    claimedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    /** What the console shows on success: a run's figures, or a close's approved and held counts. */
    result: jsonb().$type<Record<string, unknown>>(),
    /** A message safe to show the operator; the details go to the server's log. */
    error: text(),
  },
  (t) => [
    uniqueIndex("commission_jobs_one_running_idx").on(sql`(true)`).where(sql`${t.status} = 'running'`),
    index("commission_jobs_month_idx").on(t.month, t.id.desc()),
  ],
);

/**
 * Commission lines are not stored: a statement's lines ("why you got this") are derived on read
 * from the month's counted sales in the member's downline, the month's frozen plan and the stored
 * qualification (docs/decisions/029-commission-lines-derived-on-read.md. What a derivation cannot
 * recompute is stored here and in commission_sale_changes.
 *
 * An adjustment: in the first open month run after a sale of a closed month was reversed, the
 * negative of each line that sale earned in that month (sale_reversed), the rest of the month's
 * commission of a buyer who no longer qualifies without the sale (qualification_lost, naming the
 * sale), or a cap relief (saleId null) for a member who was over the cap in that month. Few rows:
 * only reversals after a close (docs/decisions/110-closed-month-reversal-qualification.md).
 */
export const commissionAdjustments = pgTable(
  "commission_adjustments",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    month: date({ mode: "string" }).notNull(),
    /** The run that wrote the adjustment (commission_runs.id). */
    runId: bigint({ mode: "number" }).notNull(),
    /** The member (customers.id). */
    memberId: bigint({ mode: "number" }).notNull(),
    /** The reversed sale (sales.id) and its buyer (customers.id); null for a cap relief. */
    saleId: bigint({ mode: "number" }),
    buyerId: bigint({ mode: "number" }),
    level: smallint(),
    basePaise: paise().notNull(),
    rateBp: integer().notNull(),
    amountPaise: paise().notNull(),
    /** The closed month whose commission the adjustment corrects. */
    sourceMonth: date({ mode: "string" }).notNull(),
    kind: commissionAdjustmentKindEnum().notNull().default("sale_reversed"),
  },
  (t) => [index("commission_adjustments_month_member_idx").on(t.month, t.memberId)],
);

/**
 * Sales that changed after their month was run, so that the month's lines, derived on read, stay
 * those its figures were computed from. "added": recorded after the run (not counted until the
 * next run); "reversed": reversed after the run (still counted). A run of an open month deletes its
 * rows; a closed month's rows stay for good, and its "reversed" rows become adjustments in the next
 * open month. Written by the trigger sales_track_commission_changes under the month's advisory lock.
 */
export const commissionSaleChanges = pgTable(
  "commission_sale_changes",
  {
    month: date({ mode: "string" }).notNull(),
    saleId: bigint({ mode: "number" }).notNull(),
    change: commissionSaleChangeEnum().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.month, t.saleId] })],
);

/**
 * Per member per month: what the statement screens and payouts read. Written in bulk by the run
 * (hundreds of thousands of rows a month at scale): partitioned by month (LIST, docs/decisions/031-statements-partitioned-by-month.md), a
 * run builds the month's partition as a new table and swaps it in; no foreign keys (per-row key
 * checks cost more than the insert). memberId is a customers.id, runId a commission_runs.id.
 */
export const commissionStatements = pgTable(
  "commission_statements",
  {
    memberId: bigint({ mode: "number" }).notNull(),
    month: date({ mode: "string" }).notNull(),
    /** The member's own purchases reached the plan's threshold: their lines are derived on read. */
    qualified: boolean().notNull().default(false),
    /** Sum of the month's commission lines (before the cap), and how many there are. */
    commissionPaise: paise().notNull().default(0),
    commissionLineCount: integer().notNull().default(0),
    /** Sum of the month's lines before the cap: commission lines + adjustments. */
    lineTotalPaise: paise().notNull(),
    /** After the monthly cap; the excess stays with the company. */
    grossPaise: paise().notNull(),
    tdsPaise: paise().notNull().default(0),
    netPaise: paise().notNull(),
    /** Net carried in from earlier months below the minimum payout, or held for missing KYC. */
    carriedInPaise: paise().notNull().default(0),
    payablePaise: paise().notNull(),
    status: statementStatusEnum().notNull().default("pending"),
    holdReason: text(),
    payoutLineId: bigint({ mode: "number" }),
    runId: bigint({ mode: "number" }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.month] }),
    index("commission_statements_month_status_idx").on(t.month, t.status),
    // Marking a payout line paid or failed updates its statements: one index probe, not a scan of
    // every month's statements per line (a bank file of 9,650 rows took 379 s without it).
    index("commission_statements_payout_line_idx").on(t.payoutLineId).where(sql`${t.payoutLineId} IS NOT NULL`),
  ],
);
