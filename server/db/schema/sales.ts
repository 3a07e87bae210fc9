import { bigint, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { user } from "./auth";
import { createdAt, paise } from "./columns";
import { customers } from "./customers";
import { saleStatusEnum } from "./enums";
import { shops } from "./shops";

/** A purchase a shop recorded for a customer. Its interest is debited from the shop's wallet. */
export const sales = pgTable(
  "sales",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    shopId: bigint({ mode: "number" })
      .notNull()
      .references(() => shops.id, { onDelete: "restrict" }),
    customerId: bigint({ mode: "number" })
      .notNull()
      .references(() => customers.id, { onDelete: "restrict" }),
    amountPaise: paise().notNull(),
    items: text().notNull(),
    /** The shop's rate when the sale was recorded, kept so later rate changes don't rewrite history. */
    interestRateBp: integer().notNull(),
    interestPaise: paise().notNull(),
    status: saleStatusEnum().notNull().default("recorded"),
    /**
     * First day of the commission month this sale counts in (Asia/Kolkata). Normally the month of
     * createdAt; a sale recorded after its month closed counts in the next open month.
     */
    countedMonth: date({ mode: "string" }).notNull(),
    /** One sale per submitted form: a double click or a resubmission finds the first. */
    idempotencyKey: text().notNull(),
    recordedBy: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    reversedAt: timestamp({ withTimezone: true }),
    reversedBy: text().references(() => user.id, { onDelete: "set null" }),
    reversalReason: text(),
    /**
     * The buyer's tree_nodes.heap_key when the sale was recorded (set by the trigger sales_buyer_heap_key;
     * null when the buyer had no tree position yet, or one too deep for a heap key). Positions never
     * change, so the commission run groups the month's sales by it instead of joining the tree.
     */
    buyerHeapKey: bigint({ mode: "bigint" }),
  },
  (t) => [
    uniqueIndex("sales_shop_idempotency_idx").on(t.shopId, t.idempotencyKey),
    index("sales_shop_created_idx").on(t.shopId, t.createdAt.desc()),
    index("sales_customer_created_idx").on(t.customerId, t.createdAt.desc()),
    // The amount rides in the index so the console's month figures are an index-only scan (sales_counted_month_idx).
    index("sales_counted_month_idx").on(t.countedMonth, t.status, t.amountPaise),
    // The operator's list of every shop's sales, newest first, and its date-range filter.
    index("sales_created_idx").on(t.createdAt.desc(), t.id.desc()),
    check("sales_amount_positive", sql`${t.amountPaise} > 0`),
    check("sales_interest_not_negative", sql`${t.interestPaise} >= 0`),
    check("sales_countedmonth_first_day", sql`extract(day from ${t.countedMonth}) = 1`),
  ],
);

/**
 * How many recorded (not reversed) sales each customer has at each shop; a row exists only while
 * that count is above zero. Kept by triggers on sales (sales_count_shop_totals and the others in docs/database-behaviour.md) so that a shop's unique
 * customers are counted without reading its sales. No foreign keys: sales holds those, and a key
 * check here would add two lookups to every first sale of a customer at a shop.
 */
export const shopCustomers = pgTable(
  "shop_customers",
  {
    shopId: bigint({ mode: "number" }).notNull(),
    customerId: bigint({ mode: "number" }).notNull(),
    recordedSales: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.customerId] }), check("shop_customers_recorded_sales", sql`${t.recordedSales} >= 0`)],
);

/**
 * A shop's all-time figures over its recorded sales, as the franchisee dashboard shows them; a row
 * exists only while the shop has a recorded sale. Kept exact by the same triggers, in the sale's
 * transaction (docs/decisions/094-maintained-sale-totals-for-each-shop.md.
 */
export const shopSaleTotals = pgTable(
  "shop_sale_totals",
  {
    shopId: bigint({ mode: "number" }).primaryKey(),
    salesPaise: bigint({ mode: "number" }).notNull(),
    saleCount: bigint({ mode: "number" }).notNull(),
    uniqueCustomers: integer().notNull(),
  },
  (t) => [check("shop_sale_totals_not_negative", sql`${t.salesPaise} >= 0 AND ${t.saleCount} >= 0 AND ${t.uniqueCustomers} >= 0`)],
);
