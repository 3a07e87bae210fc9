import { bigint, date, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { shops } from "./shops";

/**
 * What visitors did with one shop in one India (Asia/Kolkata) day: the owner's insights
 * (docs/decisions/shop-insights.md). One row per shop and day that had anything, never a row per
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
