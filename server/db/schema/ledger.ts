import { type AnyPgColumn, bigint, check, index, pgTable, text, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { user } from "./auth";
import { createdAt, paise } from "./columns";
import { customers } from "./customers";
import { ledgerAccountKindEnum, paymentMethodEnum, postingKindEnum } from "./enums";
import { sales } from "./sales";
import { shops } from "./shops";

/**
 * The account kinds whose balance is kept in `balancePaise`: the owned ones. Company accounts take
 * part in every sale, so their balance is summed from entries instead (one hot row would serialize
 * all sales) and their `balancePaise` stays 0; a CHECK holds it there. Only server/ledger/ writes
 * balances (docs/decisions/129-ledger-one-door.md).
 */
export const KEPT_BALANCE_KINDS = ["franchisee_wallet", "member_commission"] as const;

/**
 * Double-entry ledger. Every movement of money is a posting whose entries sum to zero (a deferred
 * constraint trigger checks it at commit). A balance is the sum of an account's entries. For owned
 * accounts (KEPT_BALANCE_KINDS) `balancePaise` keeps it, updated in the same statement as the
 * entries under the row's lock, and the check constraint makes an overdrawn wallet impossible even
 * for two sales at once.
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: ledgerAccountKindEnum().notNull(),
    shopId: bigint({ mode: "number" }).references(() => shops.id, { onDelete: "restrict" }),
    customerId: bigint({ mode: "number" }).references(() => customers.id, { onDelete: "restrict" }),
    balancePaise: paise().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique("ledger_accounts_owner_unique").on(t.kind, t.shopId, t.customerId).nullsNotDistinct(),
    // A member's account by customer: the owner index above leads with shop_id after kind, so a
    // lookup by customer alone read every member account (payouts look one up per line).
    index("ledger_accounts_member_idx").on(t.customerId).where(sql`${t.customerId} IS NOT NULL`),
    check("ledger_wallet_not_overdrawn", sql`${t.kind} <> 'franchisee_wallet' OR ${t.balancePaise} >= 0`),
    check("ledger_company_balance_not_kept", sql`${t.kind} IN (${sql.raw(KEPT_BALANCE_KINDS.map((k) => `'${k}'`).join(", "))}) OR ${t.balancePaise} = 0`),
    check(
      "ledger_account_owner",
      sql`(${t.kind} = 'franchisee_wallet') = (${t.shopId} IS NOT NULL) AND (${t.kind} = 'member_commission') = (${t.customerId} IS NOT NULL)`,
    ),
  ],
);

export const ledgerPostings = pgTable(
  "ledger_postings",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: postingKindEnum().notNull(),
    saleId: bigint({ mode: "number" }).references(() => sales.id, { onDelete: "restrict" }),
    /** Top-ups and payouts: how the money moved, and the bank/UPI reference (UTR). */
    method: paymentMethodEnum(),
    reference: text(),
    memo: text(),
    /** A correction or reversal names the posting it undoes. */
    reversesPostingId: bigint({ mode: "number" }).references((): AnyPgColumn => ledgerPostings.id, {
      onDelete: "restrict",
    }),
    idempotencyKey: text(),
    createdBy: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("ledger_postings_sale_idx").on(t.saleId),
    // Partial: a sale's posting has no key, and every sale paid an index insert for its NULL (docs/decisions/093-recording-a-sale-in-one-statement.md).
    uniqueIndex("ledger_postings_idempotency_key_idx").on(t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
  ],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    postingId: bigint({ mode: "number" })
      .notNull()
      .references(() => ledgerPostings.id, { onDelete: "restrict" }),
    accountId: bigint({ mode: "number" })
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: "restrict" }),
    /** Positive credits the account (money in), negative debits it. */
    amountPaise: paise().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("ledger_entries_account_created_idx").on(t.accountId, t.createdAt.desc(), t.id.desc()),
    // With the id: the balance check asks for a posting's last entry (the trigger function ledger_posting_must_balance).
    index("ledger_entries_posting_idx").on(t.postingId, t.id),
    check("ledger_entries_nonzero", sql`${t.amountPaise} <> 0`),
  ],
);
