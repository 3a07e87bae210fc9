import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Which data sets (reference data, demo data) have been loaded, and which version: keeps loaders idempotent. */
export const dataLoads = pgTable("data_loads", {
  name: text().primaryKey(),
  version: text().notNull(),
  loadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
