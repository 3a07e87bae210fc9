import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, updatedAt } from "./columns";
import { customers } from "./customers";
import { grievanceStatusEnum } from "./enums";

/**
 * Contact messages and fraud reports are grievances: acknowledged within 48 hours, resolved within
 * a month (DESIGN §8). The operator console tracks both clocks from these timestamps.
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
  ],
);
