import { bigint, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, updatedAt } from "./columns";
import { customers } from "./customers";
import { commentStatusEnum, newsStatusEnum } from "./enums";

export const newsCategories = pgTable("news_categories", {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  nameMr: text(),
  nameHi: text(),
  sortOrder: integer().notNull().default(0),
});

export const news = pgTable(
  "news",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer()
      .notNull()
      .references(() => newsCategories.id, { onDelete: "restrict" }),
    slug: text().notNull(),
    title: text().notNull(),
    titleMr: text(),
    titleHi: text(),
    image: text(),
    /** Sanitized HTML. */
    bodyHtml: text().notNull(),
    /** Sanitized HTML of the Marathi and Hindi texts; a translated title shows only with its body (lib/localized.ts). */
    bodyMrHtml: text(),
    bodyHiHtml: text(),
    /** the product's 'quata': a pull quote. */
    quote: text(),
    status: newsStatusEnum().notNull().default("draft"),
    publishedAt: timestamp({ withTimezone: true }),
    authorId: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("news_status_published_idx").on(t.status, t.publishedAt.desc()),
    index("news_category_published_idx").on(t.categoryId, t.publishedAt.desc()),
  ],
);

export const comments = pgTable(
  "comments",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    newsId: bigint({ mode: "number" })
      .notNull()
      .references(() => news.id, { onDelete: "cascade" }),
    /** Set when a logged-in customer posts; visitors post with name and email only. */
    customerId: bigint({ mode: "number" }).references(() => customers.id, { onDelete: "set null" }),
    name: text().notNull(),
    email: text().notNull(),
    body: text().notNull(),
    status: commentStatusEnum().notNull().default("pending"),
    moderatedBy: text().references(() => user.id, { onDelete: "set null" }),
    moderatedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("comments_news_status_created_idx").on(t.newsId, t.status, t.createdAt.desc()),
    index("comments_status_created_idx").on(t.status, t.createdAt),
  ],
);
