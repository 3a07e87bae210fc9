import { boolean, char, doublePrecision, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/** Maharashtra towns and localities (data/reference/maharashtra-towns.json). */
export const cities = pgTable(
  "cities",
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    nameMr: text(),
    /** Devanagari names from data/reference/maharashtra-town-names.json (docs/decisions/123-localized-names.md). */
    nameHi: text(),
    district: text(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** the product's Popular Locations (Nagpur, Wardha, Katol, Saoner, Kalmeshwar). */
    popular: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    /** Names as one spelling-neutral key for the search box's suggestions (see shops.searchKey). */
    searchKey: text().generatedAlwaysAs(sql`search_key(name || ' ' || coalesce(name_mr, '') || ' ' || coalesce(name_hi, ''))`),
  },
  (t) => [index("cities_name_idx").on(t.name)],
);

/** Maharashtra pincodes with their district and, where known, their town. */
export const pincodes = pgTable(
  "pincodes",
  {
    pincode: char({ length: 6 }).primaryKey(),
    district: text().notNull(),
    cityId: integer().references(() => cities.id, { onDelete: "set null" }),
    office: text(),
  },
  (t) => [index("pincodes_city_id_idx").on(t.cityId)],
);
