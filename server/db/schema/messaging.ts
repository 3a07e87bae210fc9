import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { smsPurposeEnum, smsStatusEnum } from "./enums";

/**
 * Every SMS the app sends. Without Twilio settings this table is the delivery: development and tests
 * read the codes from here. With Twilio it is the send log.
 */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    toMobile: text().notNull(),
    body: text().notNull(),
    purpose: smsPurposeEnum().notNull(),
    provider: text().notNull(),
    providerMessageId: text(),
    /** The registered (DLT) template a notification SMS was sent under; null for codes. */
    dltTemplateId: text(),
    status: smsStatusEnum().notNull().default("queued"),
    error: text(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("sms_outbox_mobile_created_idx").on(t.toMobile, t.createdAt.desc())],
);

