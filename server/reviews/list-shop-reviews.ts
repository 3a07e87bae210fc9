import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { AppError } from "@/server/errors";
import { parseInput } from "@/server/http/validation";
import { shortLastName } from "@/server/sales/short-name";
import { type ListShopReviewsInput, listShopReviewsSchema, REVIEW_MESSAGES, REVIEWS_PAGE_SIZE, type ReviewSort } from "@/lib/validation/reviews";
import type { PublicReview, ShopReviewsPage } from "@/lib/reviews/types";
import { reviewSummary } from "./review-summary";

export type { PublicReview, ShopReviewsPage };

export type ReviewRow = {
  id: string;
  rating: number;
  body: string | null;
  first_name: string;
  last_name: string;
  created_at: Date;
  created_key: string;
  edited_at: Date | null;
  helpful_count: number;
  purchased_in: string | null;
  reply_body: string | null;
  reply_created_at: Date | null;
  reply_edited_at: Date | null;
};

type Cursor = { key: string; id: number };

/**
 * created_at as whole microseconds since 1970 (exact, so no two reviews share a key, and any such
 * number is a valid time: a cursor a client made up is refused or finds nothing, never a 500).
 */
const MICROSECONDS = /^\d{1,16}$/;

/** A page's last review as the next page's start: its sort value and id, opaque to clients. */
export function encodeCursor(sort: ReviewSort, row: ReviewRow): string {
  const key = sort === "newest" ? row.created_key : sort === "helpful" ? String(row.helpful_count) : String(row.rating);
  return Buffer.from(JSON.stringify([key, Number(row.id)])).toString("base64url");
}

export function decodeCursor(sort: ReviewSort, cursor: string): Cursor {
  const refuse = () => new AppError("validation_failed", { message: "bad review cursor", userMessage: REVIEW_MESSAGES.unknownValue, fieldErrors: { cursor: REVIEW_MESSAGES.unknownValue } });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== "string" || !Number.isSafeInteger(parsed[1]) || parsed[1] <= 0) throw refuse();
  const [key, id] = parsed as [string, number];
  const valid = sort === "newest" ? MICROSECONDS.test(key) : sort === "helpful" ? /^\d{1,9}$/.test(key) : /^[1-5]$/.test(key);
  if (!valid) throw refuse();
  return { key, id };
}

/**
 * Each order is one walk of its partial index over the shop's public reviews, from the cursor on
 * (keyset paging: page 500 costs what page 1 does). "Lowest rated" shows the newest first within a
 * star, as (rating, -id) ascending.
 */
export const ORDERS: Record<ReviewSort, { order: SQL; after: (c: Cursor) => SQL }> = {
  newest: { order: sql`r.created_at DESC, r.id DESC`, after: (c) => sql`AND (r.created_at, r.id) < (timestamptz 'epoch' + ${c.key}::bigint * interval '1 microsecond', ${c.id}::bigint)` },
  helpful: { order: sql`r.helpful_count DESC, r.id DESC`, after: (c) => sql`AND (r.helpful_count, r.id) < (${Number(c.key)}::integer, ${c.id}::bigint)` },
  lowest: { order: sql`r.rating ASC, (-r.id) ASC`, after: (c) => sql`AND (r.rating, (-r.id)) > (${Number(c.key)}::smallint, ${-c.id}::bigint)` },
};

/**
 * A ReviewRow's columns and tables (the review as `r`, its reply as `rp`): the caller adds WHERE,
 * ORDER BY and LIMIT. The month of the latest purchase reads the author's few sales by customer;
 * `s.shop_id + 0` keeps the planner off the shop's index, which at a shop with 10,000 buyers it
 * ANDed in for every review (2.6 ms a page instead of 0.2, docs/benchmarks.md).
 */
export const REVIEW_ROWS = sql`
  r.id::text, r.rating, r.body, c.first_name, c.last_name, r.created_at, (extract(epoch FROM r.created_at) * 1000000)::bigint::text AS created_key, r.edited_at, r.helpful_count,
    (SELECT to_char(s.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') FROM sales s
     WHERE s.customer_id = r.customer_id AND s.shop_id + 0 = r.shop_id AND s.status = 'recorded'
     ORDER BY s.created_at DESC LIMIT 1) AS purchased_in,
    rp.body AS reply_body, rp.created_at AS reply_created_at, rp.edited_at AS reply_edited_at
  FROM reviews r
  JOIN customers c ON c.id = r.customer_id
  LEFT JOIN review_replies rp ON rp.review_id = r.id`;

const iso = (value: Date | string) => new Date(value).toISOString();

/** A review row as the public sees it: the author as first name and initial, the reply under the shop's name. */
export function toPublicReview(row: ReviewRow, shopName: string): PublicReview {
  return {
    id: Number(row.id),
    rating: row.rating,
    body: row.body,
    author: [row.first_name.trim(), shortLastName(row.last_name)].filter(Boolean).join(" "),
    createdAt: iso(row.created_at),
    editedAt: row.edited_at ? iso(row.edited_at) : null,
    helpfulCount: row.helpful_count,
    purchasedIn: row.purchased_in,
    reply: row.reply_body === null ? null : { body: row.reply_body, shopName, createdAt: iso(row.reply_created_at!), editedAt: row.reply_edited_at ? iso(row.reply_edited_at) : null },
  };
}

/**
 * A published shop's public reviews, a page at a time (docs/product.md#reviews), with the shop's
 * kept counts (never an aggregate over its reviews). Anyone may read it; it names no viewer.
 */
export async function listShopReviews({ input, db = appDb, pageSize = REVIEWS_PAGE_SIZE }: { input: ListShopReviewsInput; db?: Executor; pageSize?: number }): Promise<ShopReviewsPage> {
  const { shop_id: shopId, sort, cursor } = parseInput(listShopReviewsSchema, input);
  const after = cursor ? ORDERS[sort].after(decodeCursor(sort, cursor)) : sql``;
  // The shop's counts and the page in parallel (one round trip of waiting, not two); the rows of an
  // unknown or unpublished shop are thrown away with the 404.
  const [summary, { rows }] = await Promise.all([
    reviewSummary(db, shopId),
    db.execute<ReviewRow>(sql`
    SELECT ${REVIEW_ROWS}
    WHERE r.shop_id = ${shopId} AND r.is_public ${after}
    ORDER BY ${ORDERS[sort].order}
    LIMIT ${pageSize + 1}`),
  ]);
  if (!summary) throw new AppError("not_found", { userMessage: REVIEW_MESSAGES.shopNotFound });
  const page = rows.slice(0, pageSize);
  return {
    summary,
    sort,
    reviews: page.map((row) => toPublicReview(row, summary.shopName)),
    nextCursor: rows.length > pageSize ? encodeCursor(sort, page.at(-1)!) : null,
  };
}
