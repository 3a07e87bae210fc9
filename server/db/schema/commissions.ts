import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { user } from "./auth";
import { createdAt, paise } from "./columns";
import {
  commissionLineKindEnum,
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
 * "Why you got this": one line per member per sale per level, or an adjustment for a reversed sale.
 * Millions of rows a month at scale, so (migration 0006) the table is partitioned by month (LIST):
 * a run builds the month's lines into a new table, indexes it, and swaps it in for the month's old
 * partition inside its transaction. No foreign keys and no primary key (a partitioned table's key
 * would have to include the month); ids come from a sequence. The reconciliation checks lines
 * against statements (docs/decisions.md).
 */
export const commissionLines = pgTable(
  "commission_lines",
  {
    id: bigint({ mode: "number" })
      .notNull()
      .default(sql`nextval('commission_line_id_seq')`),
    month: date({ mode: "string" }).notNull(),
    /** The run that wrote the line (commission_runs.id). */
    runId: bigint({ mode: "number" }).notNull(),
    kind: commissionLineKindEnum().notNull().default("commission"),
    /** The member paid (customers.id). */
    memberId: bigint({ mode: "number" }).notNull(),
    /** The sale (sales.id) and its buyer (customers.id). */
    saleId: bigint({ mode: "number" }),
    buyerId: bigint({ mode: "number" }),
    level: smallint(),
    basePaise: paise().notNull(),
    rateBp: integer().notNull(),
    amountPaise: paise().notNull(),
    /** Adjustments: the closed month whose commission they correct. */
    sourceMonth: date({ mode: "string" }),
  },
  (t) => [index("commission_lines_month_member_idx").on(t.month, t.memberId)],
);

/**
 * Per member per month: what the statement screens and payouts read. Written in bulk by the run
 * (hundreds of thousands of rows a month at scale), so without foreign keys: per-row key checks
 * cost more than the insert (docs/decisions.md). memberId is a customers.id, runId a commission_runs.id.
 */
export const commissionStatements = pgTable(
  "commission_statements",
  {
    memberId: bigint({ mode: "number" }).notNull(),
    month: date({ mode: "string" }).notNull(),
    /** Sum of the month's lines before the cap. */
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
  ],
);
