import { check, index, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { user } from "./auth";
import { createdAt } from "./columns";

/**
 * One-time SMS codes for sign-up verification and password reset, kept outside Better Auth's
 * `verification` table so that the code is stored hashed and wrong attempts are counted.
 * The row id is a random secret: the browser holds it in an httpOnly cookie (the product's pending,
 * forgot and reset "tokens"), so every redirect rule is decided on the server.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: text().primaryKey(),
    /** signup: verifies a new customer's mobile; password_reset: the forgot-password flow. */
    purpose: text().$type<"signup" | "password_reset">().notNull(),
    mobile: text().notNull(),
    /** Null for a forgot-password request naming an unknown number: it looks the same, but no SMS is sent and no code matches. */
    userId: text().references(() => user.id, { onDelete: "cascade" }),
    /** HMAC-SHA256 of the code under the server secret and this row's id. */
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    attempts: smallint().notNull().default(0),
    /** Password reset: when the code was accepted (the reset step is allowed for a while after). */
    verifiedAt: timestamp({ withTimezone: true }),
    /** When the flow finished (account verified, password changed) or was replaced by a resend. */
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("one_time_codes_mobile_created_idx").on(t.mobile, t.createdAt.desc()),
    check("one_time_codes_purpose", sql`${t.purpose} IN ('signup', 'password_reset')`),
    check("one_time_codes_attempts", sql`${t.attempts} >= 0`),
  ],
);
