import { type AnyPgColumn, bigint, char, check, index, integer, pgSequence, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { user } from "./auth";
import { createdAt, updatedAt } from "./columns";
import { customerStatusEnum, genderEnum } from "./enums";
import { cities } from "./geo";

/** Numbers behind customer codes (DLMP000001): unique and never reused, even after a rollback. */
export const customerCodeSeq = pgSequence("customer_code_seq", { startWith: 1, increment: 1 });

export const customers = pgTable(
  "customers",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text()
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "restrict" }),
    /** DLMP + zero-padded sequence, assigned when the mobile number is verified. */
    code: text().unique(),
    firstName: text().notNull(),
    middleName: text().notNull().default(""),
    lastName: text().notNull(),
    gender: genderEnum(),
    age: smallint(),
    /** Aadhaar is optional and only its last four digits are ever shown; the hash finds duplicates. */
    aadhaarLast4: char({ length: 4 }),
    aadhaarHash: text(),
    pan: char({ length: 10 }),
    state: text(),
    cityId: integer().references(() => cities.id, { onDelete: "set null" }),
    pincode: char({ length: 6 }),
    address: text(),
    /** Who referred this customer (their sponsor), as typed at sign-up or from a share link. */
    sponsorId: bigint({ mode: "number" }).references((): AnyPgColumn => customers.id, { onDelete: "restrict" }),
    status: customerStatusEnum().notNull().default("pending"),
    verifiedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("customers_sponsor_id_idx").on(t.sponsorId),
    index("customers_city_id_idx").on(t.cityId),
    index("customers_status_created_idx").on(t.status, t.createdAt),
    index("customers_name_idx").on(t.firstName, t.lastName),
    // The operator console's name search (ILIKE '%…%' on "first last"): a trigram index serves it
    // at a million customers (a sequential scan took ~600 ms; see docs/benchmarks.md).
    index("customers_full_name_trgm_idx").using("gin", sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    // A member's downline search (server/downline/search-downline.ts) also matches the code and the
    // name with its middle part: with all three indexed, the first members' search (half a million
    // below) reads the matches instead of every customer (3.3 s; docs/benchmarks.md).
    index("customers_code_trgm_idx").using("gin", sql`${t.code} gin_trgm_ops`),
    index("customers_full_name_middle_trgm_idx").using("gin", sql`(${t.firstName} || ' ' || ${t.middleName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    check("customers_age_range", sql`${t.age} IS NULL OR ${t.age} BETWEEN 10 AND 99`),
    check("customers_pan_format", sql`${t.pan} IS NULL OR ${t.pan} ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'`),
    check("customers_pincode_format", sql`${t.pincode} IS NULL OR ${t.pincode} ~ '^[0-9]{6}$'`),
  ],
);

/** KYC bank details: where commissions are paid. The account number is stored encrypted. */
export const kycDetails = pgTable(
  "kyc_details",
  {
    customerId: bigint({ mode: "number" })
      .primaryKey()
      .references(() => customers.id, { onDelete: "cascade" }),
    accountHolderName: text(),
    bankName: text().notNull(),
    branch: text().notNull(),
    ifsc: char({ length: 11 }).notNull(),
    accountNumberEncrypted: text().notNull(),
    accountNumberLast4: char({ length: 4 }).notNull(),
    updatedBy: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("kyc_ifsc_format", sql`${t.ifsc} ~ '^[A-Z]{4}0[A-Z0-9]{6}$'`)],
);
