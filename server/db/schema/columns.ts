import { bigint, customType, timestamp } from "drizzle-orm/pg-core";

/** Money: integer paise, never floats. Values fit in 2^53, so JS numbers are exact. */
export const paise = (name?: string) =>
  name ? bigint(name, { mode: "number" }) : bigint({ mode: "number" });

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * Text compared byte by byte. The referral tree's path column uses it so that prefix ranges
 * (`path >= p AND path < p || '2'`) are plain btree range scans whatever the database locale.
 */
export const textC = customType<{ data: string; driverData: string }>({
  dataType: () => 'text COLLATE "C"',
});

