import { bigint, boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { user } from "./auth";
import { createdAt } from "./columns";
import { customers } from "./customers";
import { reviewReportReasonEnum, reviewReportStatusEnum } from "./enums";
import { shops } from "./shops";

/**
 * A customer's rating of a shop, with optional text (docs/product.md#reviews). One per customer and
 * shop; only a customer with a recorded purchase there may write one (server/reviews/write-review.ts).
 * Public while neither an operator hid it nor the author's every purchase there was reversed; the
 * shop's counts (shops.review_*) follow that, kept by triggers (docs/database-behaviour.md).
 */
export const reviews = pgTable(
  "reviews",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    shopId: bigint({ mode: "number" })
      .notNull()
      .references(() => shops.id, { onDelete: "restrict" }),
    customerId: bigint({ mode: "number" })
      .notNull()
      .references(() => customers.id, { onDelete: "restrict" }),
    rating: smallint().notNull(),
    /** Plain text as written (any language), trimmed; null for a rating without words. */
    body: text(),
    createdAt: createdAt(),
    /** When the author last changed the rating or the text: the review then shows "edited". */
    editedAt: timestamp({ withTimezone: true }),
    /** Votes in review_helpful_votes, counted in the vote's transaction (server/reviews/mark-review-helpful.ts). */
    helpfulCount: integer().notNull().default(0),
    /**
     * Set while the author has no recorded purchase left at the shop (each one reversed); cleared when
     * one is recorded again. Kept by the trigger shop_customers_verify_reviews, in the reversal's
     * transaction. The review is then hidden from the public, and this is the reason kept.
     */
    unverifiedAt: timestamp({ withTimezone: true }),
    /** An operator's hiding (server/reviews/hide-review.ts), with who and why; audited. */
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenBy: text().references(() => user.id, { onDelete: "set null" }),
    hiddenReason: text(),
    /** What the public sees and the shop's counts count. */
    isPublic: boolean()
      .notNull()
      .generatedAlwaysAs(sql`hidden_at IS NULL AND unverified_at IS NULL`),
  },
  (t) => [
    uniqueIndex("reviews_shop_customer_idx").on(t.shopId, t.customerId),
    index("reviews_customer_idx").on(t.customerId),
    // The shop page's three orders, each a keyset walk over the shop's public reviews
    // (server/reviews/list-shop-reviews.ts). "Lowest rated first" shows the newest first within a
    // star: (rating, -id) ascending is one index range. The other two are read backwards: an
    // ascending index walked back gives ORDER BY … DESC exactly (a DESC index here would be DESC
    // NULLS LAST, which a plain DESC order cannot use).
    index("reviews_shop_newest_idx").on(t.shopId, t.createdAt, t.id).where(sql`${t.isPublic}`),
    index("reviews_shop_helpful_idx").on(t.shopId, t.helpfulCount, t.id).where(sql`${t.isPublic}`),
    index("reviews_shop_lowest_idx").on(t.shopId, t.rating, sql`(-${t.id})`).where(sql`${t.isPublic}`),
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
    check("reviews_body_length", sql`${t.body} IS NULL OR char_length(${t.body}) BETWEEN 10 AND 1000`),
    check("reviews_helpful_not_negative", sql`${t.helpfulCount} >= 0`),
    check("reviews_hidden_with_reason", sql`(${t.hiddenAt} IS NULL) = (${t.hiddenReason} IS NULL)`),
  ],
);

/** The shop owner's one public answer to a review, shown under it with the shop's name; editable. */
export const reviewReplies = pgTable(
  "review_replies",
  {
    reviewId: bigint({ mode: "number" })
      .primaryKey()
      .references(() => reviews.id, { onDelete: "cascade" }),
    body: text().notNull(),
    authorUserId: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    editedAt: timestamp({ withTimezone: true }),
  },
  (t) => [check("review_replies_body_length", sql`char_length(${t.body}) BETWEEN 2 AND 1000`)],
);

/** A signed-in customer found a review helpful; once per customer and review. */
export const reviewHelpfulVotes = pgTable(
  "review_helpful_votes",
  {
    reviewId: bigint({ mode: "number" })
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    customerId: bigint({ mode: "number" })
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.customerId] }), index("review_helpful_votes_customer_idx").on(t.customerId)],
);

/** A customer's or shop owner's report of a review, for the operators' moderation queue. One per reporter and review. */
export const reviewReports = pgTable(
  "review_reports",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    reviewId: bigint({ mode: "number" })
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    reporterUserId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: reviewReportReasonEnum().notNull(),
    details: text().notNull().default(""),
    status: reviewReportStatusEnum().notNull().default("open"),
    createdAt: createdAt(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: text().references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("review_reports_review_reporter_idx").on(t.reviewId, t.reporterUserId),
    // The moderation queue: open reports, oldest first.
    index("review_reports_status_created_idx").on(t.status, t.createdAt),
    check("review_reports_details_length", sql`char_length(${t.details}) <= 500`),
  ],
);
