import { bigint, boolean, char, check, customType, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { user } from "./auth";
import { categories } from "./catalog";
import { createdAt, updatedAt } from "./columns";
import { customers } from "./customers";
import { franchiseeStatusEnum, shopStatusEnum } from "./enums";
import { cities } from "./geo";

/** PostgreSQL's int4multirange, read as its text form ("{[540,1260),…}"); only SQL compares it. */
const int4multirange = customType<{ data: string }>({ dataType: () => "int4multirange" });

export type Weekday = "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
/** Opening hours, one entry per open period; a day without entries is closed. Times are "HH:MM" in Asia/Kolkata. */
export type OpeningHours = { day: Weekday; open: string; close: string }[];

/** The shop owner's account-level record. One franchisee keeps one shop. */
export const franchisees = pgTable(
  "franchisees",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text()
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "restrict" }),
    ownerName: text().notNull(),
    aadhaarLast4: char({ length: 4 }),
    aadhaarHash: text(),
    pan: char({ length: 10 }),
    status: franchiseeStatusEnum().notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("franchisees_pan_format", sql`${t.pan} IS NULL OR ${t.pan} ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'`),
    // The operator's shop search by owner name.
    index("franchisees_owner_name_trgm_idx").using("gin", t.ownerName.op("gin_trgm_ops")),
  ],
);

export const shops = pgTable(
  "shops",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    franchiseeId: bigint({ mode: "number" })
      .notNull()
      .unique()
      .references(() => franchisees.id, { onDelete: "restrict" }),
    slug: text().notNull(),
    name: text().notNull(),
    nameMr: text(),
    /** The Hindi name, when the owner gives one; Hindi pages never show the Marathi name (lib/localized.ts). */
    nameHi: text(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    brands: text().notNull().default(""),
    /** The shop's public contact number (may differ from the owner's login mobile). */
    mobile: text(),
    officeNo: text(),
    email: text(),
    openingHours: jsonb().$type<OpeningHours>().notNull().default([]),
    /**
     * The minutes of the week (Monday 00:00 IST = 0) the hours cover, kept by PostgreSQL
     * (shop_open_minutes), so "Open now" is one GiST probe, not a walk through every shop's hours.
     */
    openMinutes: int4multirange().generatedAlwaysAs(sql`shop_open_minutes(opening_hours)`),
    /** Sanitized HTML, written by the shop owner. */
    detailsHtml: text().notNull().default(""),
    featuresHtml: text().notNull().default(""),
    state: text().notNull().default("MAHARASHTRA"),
    cityId: integer().references(() => cities.id, { onDelete: "set null" }),
    pincode: char({ length: 6 }),
    address: text().notNull().default(""),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** franchisee_image1 (main) and image2/image3 (slider): storage keys or URLs. */
    image1: text(),
    image2: text(),
    image3: text(),
    /** Sale interest charged to the wallet per sale, in basis points (500 = 5%), set by an operator. */
    interestRateBp: integer().notNull().default(500),
    featured: boolean().notNull().default(false),
    bestDeal: boolean().notNull().default(false),
    visitors: integer().notNull().default(0),
    status: shopStatusEnum().notNull().default("published"),
    /**
     * What the listing's text search reads: the English and Marathi names and the brands, lower-cased
     * once on write (chr(31) between them so a term never matches across two fields). One LIKE on
     * it costs a third of three ILIKEs, which lower-case every row on every search.
     */
    searchText: text().generatedAlwaysAs(
      sql`lower(name || chr(31) || coalesce(name_mr, '') || chr(31) || coalesce(name_hi, '') || chr(31) || brands)`,
    ),
    /**
     * The same names and brands as spelling-neutral Latin keys (the SQL function search_key:
     * Devanagari transliterated, aspirates, vowel length and doubled letters folded), so "kirana"
     * finds "किराणा" and a one-letter typo stays close (docs/decisions/134-discovery-search.md); chr(31)
     * between the fields, as in searchText.
     */
    searchKey: text().generatedAlwaysAs(
      sql`search_key(name) || chr(31) || search_key(coalesce(name_mr, '')) || chr(31) || search_key(coalesce(name_hi, '')) || chr(31) || search_key(brands)`,
    ),
    /**
     * The owner's "temporarily closed" notice (holiday, renovation): while set, the shop is never
     * "open now" and its page says so; closedUntil is the last closed day (India date), if known.
     */
    closedNotice: text(),
    closedUntil: date({ mode: "string" }),
    publishedAt: timestamp({ withTimezone: true }),
    /**
     * The shop's public reviews as counts: how many, the sum of their stars and how many of each
     * star. Kept exact in each review's own transaction by the reviews_*_shop_rating triggers
     * (docs/database-behaviour.md), so no page view aggregates reviews.
     */
    reviewCount: integer().notNull().default(0),
    reviewRatingSum: integer().notNull().default(0),
    reviewStars1: integer().notNull().default(0),
    reviewStars2: integer().notNull().default(0),
    reviewStars3: integer().notNull().default(0),
    reviewStars4: integer().notNull().default(0),
    reviewStars5: integer().notNull().default(0),
    /**
     * The listing's "Top rated" order: a Bayesian average of the stars, in hundredths, as if each
     * shop had REVIEW_PRIOR_WEIGHT more reviews of REVIEW_PRIOR_MEAN stars (lib/reviews/review-rules.ts),
     * so one 5-star review (3.75) does not outrank fifty of 4.6 (4.50), and a shop nobody has rated
     * sits at 3.50, above one rated badly. Kept by PostgreSQL from the counts the triggers keep.
     */
    ratingRank: integer().generatedAlwaysAs(sql`round(100.0 * (5 * 3.5 + review_rating_sum) / (5 + review_count))::int`),
    /**
     * The owner is warned when the wallet can cover fewer than this many more sales at the average
     * sale interest of the last 30 days (docs/product.md#notifications).
     */
    lowWalletSales: integer().notNull().default(10),
    /**
     * When the current low-wallet spell began (the warning was sent), null while the wallet is not
     * low: one warning per spell (server/notifications/notify-low-wallets.ts).
     */
    lowWalletSince: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("shops_status_created_idx").on(t.status, t.createdAt.desc()),
    index("shops_category_created_idx").on(t.categoryId, t.createdAt.desc()),
    index("shops_city_created_idx").on(t.cityId, t.createdAt.desc()),
    index("shops_pincode_idx").on(t.pincode),
    // The listing's capped counts ("1,000+ shops") and its city + category page: an index-only
    // walk of published shops. Without it a city + category count intersected two bitmaps and
    // read ~1,000 heap pages (10 ms a request at 100,000 shops; see docs/benchmarks.md).
    index("shops_published_category_city_created_idx")
      .on(t.categoryId, t.cityId, t.createdAt.desc())
      .where(sql`${t.status} = 'published'`),
    // The listing's "Name" order (listShops): A–Z by the name the page shows, English or the page's
    // own Devanagari name (Marathi or Hindi) where a shop has one; the id keeps pages stable between
    // equal names. Not partial on published shops: a partial index matches every published-shops
    // filter, and the planner then weighed it for the listing's counts too (the few unpublished
    // shops are skipped on the walk).
    index("shops_name_order_idx").on(sql`lower(${t.name})`, t.id),
    index("shops_local_name_order_idx").on(sql`lower(coalesce(nullif(${t.nameMr}, ''), ${t.name}))`, t.id),
    // Hindi pages show the Hindi name where given, else the English one, never the Marathi (lib/localized.ts).
    index("shops_hindi_name_order_idx").on(sql`lower(coalesce(nullif(${t.nameHi}, ''), ${t.name}))`, t.id),
    // The listing's "Top rated" order (listShops): published shops by rank, the newest id first between equal ranks.
    // INCLUDE (latitude, longitude) is added by migration 0032 (Drizzle's builder has no INCLUDE): "Top rated near me" reads positions from it.
    index("shops_rating_order_idx").on(t.ratingRank.desc(), t.id.desc()).where(sql`${t.status} = 'published'`),
    index("shops_featured_idx").on(t.createdAt.desc()).where(sql`${t.featured} AND ${t.status} = 'published'`),
    index("shops_best_deal_idx").on(t.createdAt.desc()).where(sql`${t.bestDeal} AND ${t.status} = 'published'`),
    index("shops_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("shops_name_mr_trgm_idx").using("gin", t.nameMr.op("gin_trgm_ops")),
    index("shops_brands_trgm_idx").using("gin", t.brands.op("gin_trgm_ops")),
    index("shops_search_text_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("shops_open_minutes_idx").using("gist", t.openMinutes),
    // The spelling keys' substring (LIKE) and nearby-spelling (`<%`) matches: listing and suggestions.
    index("shops_search_key_trgm_idx").using("gin", t.searchKey.op("gin_trgm_ops")),
    // Near-me search: earthdistance's ll_to_earth on a GiST index (cube + earthdistance extensions).
    index("shops_earth_idx")
      .using("gist", sql`ll_to_earth(${t.latitude}, ${t.longitude})`)
      .where(sql`${t.latitude} IS NOT NULL AND ${t.longitude} IS NOT NULL`),
    check("shops_interest_rate_range", sql`${t.interestRateBp} BETWEEN 0 AND 10000`),
    check("shops_low_wallet_sales_range", sql`${t.lowWalletSales} BETWEEN 0 AND 1000`),
    check("shops_pincode_format", sql`${t.pincode} IS NULL OR ${t.pincode} ~ '^[0-9]{6}$'`),
    check("shops_latitude_range", sql`${t.latitude} IS NULL OR ${t.latitude} BETWEEN -90 AND 90`),
    check("shops_longitude_range", sql`${t.longitude} IS NULL OR ${t.longitude} BETWEEN -180 AND 180`),
    // The review counts agree with each other whatever writes them (a trigger, a rebuild, a fix by hand).
    check(
      "shops_review_totals",
      sql`${t.reviewStars1} >= 0 AND ${t.reviewStars2} >= 0 AND ${t.reviewStars3} >= 0 AND ${t.reviewStars4} >= 0 AND ${t.reviewStars5} >= 0
        AND ${t.reviewCount} = ${t.reviewStars1} + ${t.reviewStars2} + ${t.reviewStars3} + ${t.reviewStars4} + ${t.reviewStars5}
        AND ${t.reviewRatingSum} = ${t.reviewStars1} + 2 * ${t.reviewStars2} + 3 * ${t.reviewStars3} + 4 * ${t.reviewStars4} + 5 * ${t.reviewStars5}`,
    ),
  ],
);

export const favourites = pgTable(
  "favourites",
  {
    customerId: bigint({ mode: "number" })
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    shopId: bigint({ mode: "number" })
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.shopId] }),
    index("favourites_customer_created_idx").on(t.customerId, t.createdAt.desc()),
    index("favourites_shop_idx").on(t.shopId),
  ],
);

/** Which shops a customer has opened: the dashboard's "Shop Visited". */
export const shopVisits = pgTable(
  "shop_visits",
  {
    customerId: bigint({ mode: "number" })
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    shopId: bigint({ mode: "number" })
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    visitCount: integer().notNull().default(1),
    firstVisitedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastVisitedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.shopId] }),
    index("shop_visits_customer_first_idx").on(t.customerId, t.firstVisitedAt),
  ],
);


/**
 * The public visit counter's memory of today (docs/decisions/114-shop-visit-counter.md): which visitors
 * a shop page counted, as a keyed hash of the India day and the visitor's signed id, nothing that
 * names a person or an address. Rows of earlier days are deleted by the first count of a new day.
 */
export const shopVisitDays = pgTable(
  "shop_visit_days",
  {
    day: date({ mode: "string" }).notNull(),
    shopId: bigint({ mode: "number" }).notNull(),
    visitorHash: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.shopId, t.visitorHash] })],
);

/** Visits counted today per address (a keyed hash of the day and the address) and shop; shop 0 = all shops. */
export const shopVisitCounters = pgTable(
  "shop_visit_counters",
  {
    day: date({ mode: "string" }).notNull(),
    addressHash: text().notNull(),
    shopId: bigint({ mode: "number" }).notNull(),
    visits: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.addressHash, t.shopId] })],
);

/**
 * Every word of the shops' spelling keys (shops.searchKey) but numbers, for the search box's typo correction:
 * a typed word that no shop contains is replaced by the nearest word here (pg_trgm similarity on
 * short words, GiST), the way pg_trgm's documentation suggests. Filled by the trigger
 * shops_note_search_words and by search_words_rebuild() after bulk loads; a word whose shops are
 * gone stays (it then suggests nothing). docs/decisions/134-discovery-search.md.
 */
export const searchWords = pgTable(
  "search_words",
  { word: text().primaryKey() },
  (t) => [index("search_words_trgm_idx").using("gist", t.word.op("gist_trgm_ops"))],
);
