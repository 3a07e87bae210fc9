import { boolean, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, updatedAt } from "./columns";

export const categories = pgTable(
  "categories",
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    nameMr: text(),
    nameHi: text(),
    /** Path of an icon under public/ (or an uploaded URL). */
    icon: text(),
    /** the product's popular flag '1': shown in Popular Shops Categories. */
    popular: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    /** Names as one spelling-neutral key for the search box's suggestions (see shops.searchKey). */
    searchKey: text().generatedAlwaysAs(sql`search_key(name || ' ' || coalesce(name_mr, '') || ' ' || coalesce(name_hi, ''))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("categories_sort_idx").on(t.sortOrder, t.name)],
);
