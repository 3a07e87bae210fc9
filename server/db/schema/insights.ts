import { sql } from "drizzle-orm";
import { bigint, check, date, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { shops } from "./shops";

/**
 * What visitors did with one shop in one India (Asia/Kolkata) day: the owner's insights
 * (docs/decisions/135-shop-insights.md). One row per shop and day that had anything, never a row per
 * event: counts are added with `count = count + n` (server/insights/add-shop-day-counts.ts). Nothing
 * here names a visitor.
 */
export const shopDailyStats = pgTable(
  "shop_daily_stats",
  {
    shopId: bigint({ mode: "number" })
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    /** Visitors who opened the shop page (each once a day; docs/decisions/114-shop-visit-counter.md). */
    views: integer().notNull().default(0),
    calls: integer().notNull().default(0),
    whatsapp: integer().notNull().default(0),
    directions: integer().notNull().default(0),
    shares: integer().notNull().default(0),
    favouritesAdded: integer().notNull().default(0),
    favouritesRemoved: integer().notNull().default(0),
    /** Listing and search pages, loaded in a browser, that showed the shop. */
    impressions: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day] })],
);

/**
 * The marketplace by India day and by month, for the operator console's overview charts: kept by
 * the worker (server/insights/refresh-marketplace-stats.ts, queue marketplace-stats) so the overview
 * reads a few hundred rows instead of aggregating millions of sales. `granularity` is 'day' or
 * 'month' (`start` is the day, or the month's first day): a month's active shops are distinct
 * over the month, not a sum of its days.
 */
export const marketplaceStats = pgTable(
  "marketplace_stats",
  {
    granularity: text().notNull(),
    start: date({ mode: "string" }).notNull(),
    /** Customers whose mobile was verified (members who joined). */
    newCustomers: integer().notNull(),
    /** Shops that recorded at least one sale (not reversed). */
    activeShops: integer().notNull(),
    sales: integer().notNull(),
    salesPaise: bigint({ mode: "number" }).notNull(),
    interestPaise: bigint({ mode: "number" }).notNull(),
    /** Commission payout lines marked paid (the bank's UTR), by the day they were marked. */
    commissionPaidPaise: bigint({ mode: "number" }).notNull(),
    refreshedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.granularity, t.start] }), check("marketplace_stats_granularity", sql`${t.granularity} IN ('day', 'month')`)],
);
