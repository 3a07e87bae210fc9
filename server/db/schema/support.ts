import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { user } from "./auth";
import { createdAt, updatedAt } from "./columns";
import { customers } from "./customers";
import { grievanceStatusEnum } from "./enums";
import { sales } from "./sales";

/**
 * Contact messages and fraud reports are grievances: acknowledged within 48 hours, resolved within
 * a month (docs/product.md#complaints-and-grievances). The operator console tracks both clocks from these timestamps.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    mobile: text().notNull(),
    subject: text().notNull(),
    query: text().notNull(),
    status: grievanceStatusEnum().notNull().default("new"),
    notes: text(),
    handledBy: text().references(() => user.id, { onDelete: "set null" }),
    acknowledgedAt: timestamp({ withTimezone: true }),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("contact_messages_status_created_idx").on(t.status, t.createdAt)],
);

export const fraudReports = pgTable(
  "fraud_reports",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint({ mode: "number" })
      .notNull()
      .references(() => customers.id, { onDelete: "restrict" }),
    /**
     * The purchase reported as "Not my purchase?" (from its sale_recorded notification); always a
     * sale on the reporter's own code (server/support/report-fraud.ts checks it). One report per sale.
     */
    saleId: bigint({ mode: "number" }).references(() => sales.id, { onDelete: "restrict" }),
    subject: text().notNull(),
    body: text().notNull(),
    status: grievanceStatusEnum().notNull().default("new"),
    notes: text(),
    handledBy: text().references(() => user.id, { onDelete: "set null" }),
    acknowledgedAt: timestamp({ withTimezone: true }),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("fraud_reports_status_created_idx").on(t.status, t.createdAt),
    index("fraud_reports_customer_idx").on(t.customerId, t.createdAt.desc()),
    uniqueIndex("fraud_reports_sale_idx").on(t.saleId).where(sql`${t.saleId} IS NOT NULL`),
  ],
);

/**
 * What operators did with a grievance, oldest first: each note with who wrote it, when, and the
 * status change it made (none for a plain note). Exactly one of the two grievance ids is set.
 */
export const grievanceNotes = pgTable(
  "grievance_notes",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    contactMessageId: bigint({ mode: "number" }).references(() => contactMessages.id, { onDelete: "cascade" }),
    fraudReportId: bigint({ mode: "number" }).references(() => fraudReports.id, { onDelete: "cascade" }),
    authorUserId: text().references(() => user.id, { onDelete: "set null" }),
    note: text().notNull(),
    fromStatus: grievanceStatusEnum().notNull(),
    toStatus: grievanceStatusEnum().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("grievance_notes_contact_idx").on(t.contactMessageId, t.createdAt),
    index("grievance_notes_fraud_idx").on(t.fraudReportId, t.createdAt),
    check("grievance_notes_one_grievance", sql`(${t.contactMessageId} IS NULL) <> (${t.fraudReportId} IS NULL)`),
  ],
);
