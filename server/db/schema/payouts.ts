import { sql } from "drizzle-orm";
import { bigint, char, index, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, paise } from "./columns";
import { customers } from "./customers";
import { payoutBatchStatusEnum, payoutLineStatusEnum } from "./enums";

/** A payout batch becomes a CSV for the bank's bulk NEFT upload. */
export const payoutBatches = pgTable("payout_batches", {
  id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  status: payoutBatchStatusEnum().notNull().default("draft"),
  totalPaise: paise().notNull().default(0),
  lineCount: integer().notNull().default(0),
  createdBy: text().references(() => user.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  exportedAt: timestamp({ withTimezone: true }),
  completedAt: timestamp({ withTimezone: true }),
});

/** One member's payment in a batch, with the bank details as they were when the batch was made. */
export const payoutLines = pgTable(
  "payout_lines",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    batchId: bigint({ mode: "number" })
      .notNull()
      .references(() => payoutBatches.id, { onDelete: "cascade" }),
    memberId: bigint({ mode: "number" })
      .notNull()
      .references(() => customers.id, { onDelete: "restrict" }),
    amountPaise: paise().notNull(),
    accountHolderName: text().notNull(),
    bankName: text().notNull(),
    branch: text().notNull(),
    ifsc: char({ length: 11 }).notNull(),
    accountNumberEncrypted: text().notNull(),
    accountNumberLast4: char({ length: 4 }).notNull(),
    status: payoutLineStatusEnum().notNull().default("pending"),
    /** The bank's reference for a paid line. */
    utr: text(),
    failureReason: text(),
    paidAt: timestamp({ withTimezone: true }),
    updatedBy: text().references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("payout_lines_batch_member_unique").on(t.batchId, t.memberId),
    index("payout_lines_member_idx").on(t.memberId),
    index("payout_lines_status_idx").on(t.status),
    // A UTR may name one line only: each row of a bank file looks its UTR up.
    index("payout_lines_utr_idx").on(t.utr).where(sql`${t.utr} IS NOT NULL`),
  ],
);
