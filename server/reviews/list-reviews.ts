import "server-only";
import { sql } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "@/lib/admin/list-params";
import { type Actor, assertRole } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";

/** The console's tabs: reviews with open reports (the queue), hidden ones, every review. */
export const REVIEW_MODERATION_FILTERS = ["reported", "hidden", "all"] as const;
export type ReviewModerationFilter = (typeof REVIEW_MODERATION_FILTERS)[number];

export type ReviewReportRow = { id: number; reason: string; details: string; reporter: string; status: "open" | "upheld" | "dismissed"; createdAt: string };
export type ReviewModerationRow = {
  id: number;
  rating: number;
  body: string | null;
  createdAt: string;
  editedAt: string | null;
  /** The operators see the whole name and the code: they may need to find the customer. */
  author: string;
  customerCode: string | null;
  shop: { id: number; slug: string; name: string; published: boolean };
  isPublic: boolean;
  hidden: { at: string; reason: string; by: string | null } | null;
  /** Hidden from the public because every purchase of the author at the shop was reversed. */
  unverified: boolean;
  openReports: number;
  reports: ReviewReportRow[];
};

type Row = {
  id: string;
  rating: number;
  body: string | null;
  created_at: Date;
  edited_at: Date | null;
  first_name: string;
  last_name: string;
  code: string | null;
  shop_id: string;
  slug: string;
  shop_name: string;
  published: boolean;
  is_public: boolean;
  hidden_at: Date | null;
  hidden_reason: string | null;
  hidden_by: string | null;
  unverified: boolean;
  open_reports: number;
  first_open: Date | null;
};

const FILTER = {
  reported: sql`EXISTS (SELECT 1 FROM review_reports rr WHERE rr.review_id = r.id AND rr.status = 'open')`,
  hidden: sql`NOT r.is_public`,
  all: sql`true`,
} as const;

/**
 * The review moderation queue (docs/product.md#reviews), beside comment moderation: reviews with
 * open reports, the longest-waiting report first (the open-reports index finds them); hidden
 * reviews and all reviews newest first. Each row carries its reports.
 */
export async function listReviews({ actor, filter, page = 0, db = appDb }: { actor: Actor; filter: ReviewModerationFilter; page?: number; db?: Executor }): Promise<{ rows: ReviewModerationRow[]; total: number; reported: number }> {
  assertRole(actor, "operator");
  const order = filter === "reported" ? sql`first_open ASC, r.id ASC` : sql`r.created_at DESC, r.id DESC`;
  const [{ rows }, { rows: totals }] = await Promise.all([
    db.execute<Row>(sql`
      SELECT r.id::text, r.rating, r.body, r.created_at, r.edited_at, c.first_name, c.last_name, c.code, s.id::text AS shop_id, s.slug, s.name AS shop_name,
             s.status = 'published' AS published, r.is_public, r.hidden_at, r.hidden_reason, u.name AS hidden_by, r.unverified_at IS NOT NULL AS unverified,
             (SELECT count(*)::int FROM review_reports rr WHERE rr.review_id = r.id AND rr.status = 'open') AS open_reports,
             (SELECT min(rr.created_at) FROM review_reports rr WHERE rr.review_id = r.id AND rr.status = 'open') AS first_open
      FROM reviews r JOIN customers c ON c.id = r.customer_id JOIN shops s ON s.id = r.shop_id LEFT JOIN "user" u ON u.id = r.hidden_by
      WHERE ${FILTER[filter]}
      ORDER BY ${order}
      LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${page * ADMIN_PAGE_SIZE}`),
    db.execute<{ total: number; reported: number }>(sql`
      SELECT (SELECT count(*)::int FROM reviews r WHERE ${FILTER[filter]}) AS total,
             (SELECT count(DISTINCT review_id)::int FROM review_reports WHERE status = 'open') AS reported`),
  ]);
  const ids = rows.map((row) => Number(row.id));
  const reports = ids.length
    ? (
        await db.execute<{ id: string; review_id: string; reason: string; details: string; reporter: string; status: ReviewReportRow["status"]; created_at: Date }>(sql`
          SELECT rr.id::text, rr.review_id::text, rr.reason::text, rr.details, coalesce(u.name, '') AS reporter, rr.status::text AS status, rr.created_at
          FROM review_reports rr LEFT JOIN "user" u ON u.id = rr.reporter_user_id
          WHERE rr.review_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
          ORDER BY rr.created_at, rr.id`)
      ).rows
    : [];
  const iso = (value: Date | string) => new Date(value).toISOString();
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      rating: row.rating,
      body: row.body,
      createdAt: iso(row.created_at),
      editedAt: row.edited_at ? iso(row.edited_at) : null,
      author: `${row.first_name} ${row.last_name}`.trim(),
      customerCode: row.code,
      shop: { id: Number(row.shop_id), slug: row.slug, name: row.shop_name, published: row.published },
      isPublic: row.is_public,
      hidden: row.hidden_at ? { at: iso(row.hidden_at), reason: row.hidden_reason ?? "", by: row.hidden_by } : null,
      unverified: row.unverified,
      openReports: row.open_reports,
      reports: reports
        .filter((report) => report.review_id === row.id)
        .map((report) => ({ id: Number(report.id), reason: report.reason, details: report.details, reporter: report.reporter, status: report.status, createdAt: iso(report.created_at) })),
    })),
    total: totals[0]?.total ?? 0,
    reported: totals[0]?.reported ?? 0,
  };
}
