import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "@/lib/admin/list-params";
import type { GRIEVANCE_KIND_FILTERS, GRIEVANCE_SORTS, GRIEVANCE_STATUS_FILTERS, GrievanceKind } from "@/lib/validation/admin-grievances";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { assertRole } from "@/server/auth/actor";

export type GrievanceFilters = {
  kind: (typeof GRIEVANCE_KIND_FILTERS)[number];
  status: (typeof GRIEVANCE_STATUS_FILTERS)[number];
  sort: (typeof GRIEVANCE_SORTS)[number];
};

export type GrievanceRow = {
  kind: GrievanceKind;
  id: number;
  who: string;
  mobile: string | null;
  email: string | null;
  customerId: number | null;
  subject: string;
  status: "new" | "acknowledged" | "resolved";
  createdAt: Date;
  acknowledgedAt: Date | null;
  resolvedAt: Date | null;
  overdue: boolean;
  /** A "Not my purchase?" report's sale and its shop. */
  sale: { id: number; shopId: number; shopName: string; amountPaise: number; createdAt: Date } | null;
};

type Raw = { kind: GrievanceKind; id: string; who: string; mobile: string | null; email: string | null; customer_id: string | null; subject: string; status: GrievanceRow["status"]; created_at: Date; acknowledged_at: Date | null; resolved_at: Date | null; overdue: boolean; total: string; overdue_total: string; sale_id: string | null; shop_id: string | null; shop_name: string | null; sale_amount_paise: string | null; sale_created_at: Date | string | null };

function statusCondition(status: GrievanceFilters["status"], alias: string): SQL {
  const column = sql.raw(`${alias}.status`);
  if (status === "all") return sql`true`;
  if (status === "open") return sql`${column} IN ('new', 'acknowledged')`;
  return sql`${column} = ${status}`;
}

/**
 * Contact messages and fraud reports as one grievance list. Each row carries docs/product.md#complaints-and-grievances's clocks
 * (acknowledge within 48 hours, resolve within a calendar month in India's time, the same rule as
 * lib/admin/grievance-clock.ts); by default overdue ones come first, most overdue first, then the
 * nearest deadline. Complaints are few next to sales, so the union is computed per request.
 */
export async function listGrievances({ actor, filters, page = 0, now = new Date(), db = appDb }: { actor: Actor; filters: GrievanceFilters; page?: number; now?: Date; db?: Executor }): Promise<{ rows: GrievanceRow[]; total: number; overdue: number }> {
  assertRole(actor, "operator");
  const parts: SQL[] = [];
  if (filters.kind !== "fraud") {
    parts.push(sql`SELECT 'contact'::text AS kind, m.id, m.name AS who, m.mobile, m.email, NULL::bigint AS customer_id, m.subject, m.status, m.created_at, m.acknowledged_at, m.resolved_at,
             NULL::bigint AS sale_id, NULL::bigint AS shop_id, NULL::text AS shop_name, NULL::bigint AS sale_amount_paise, NULL::timestamptz AS sale_created_at
      FROM contact_messages m WHERE ${statusCondition(filters.status, "m")}`);
  }
  if (filters.kind !== "contact") {
    parts.push(sql`SELECT 'fraud'::text AS kind, f.id, trim(c.first_name || ' ' || c.last_name) AS who, u.phone_number AS mobile, u.email, f.customer_id, f.subject, f.status, f.created_at, f.acknowledged_at, f.resolved_at,
             s.id AS sale_id, sh.id AS shop_id, sh.name AS shop_name, s.amount_paise AS sale_amount_paise, s.created_at AS sale_created_at
      FROM fraud_reports f JOIN customers c ON c.id = f.customer_id JOIN "user" u ON u.id = c.user_id
      LEFT JOIN sales s ON s.id = f.sale_id LEFT JOIN shops sh ON sh.id = s.shop_id WHERE ${statusCondition(filters.status, "f")}`);
  }
  const order = filters.sort === "due" ? sql`overdue DESC, next_due ASC NULLS LAST, created_at DESC, kind, id DESC` : sql`created_at DESC, kind, id DESC`;
  const { rows } = await db.execute<Raw>(sql`
    WITH g AS (${sql.join(parts, sql` UNION ALL `)}),
    d AS (
      SELECT g.*, g.created_at + interval '48 hours' AS ack_due,
             ((g.created_at AT TIME ZONE 'Asia/Kolkata') + interval '1 month') AT TIME ZONE 'Asia/Kolkata' AS resolve_due
      FROM g
    ),
    o AS (
      SELECT d.*,
             ((acknowledged_at IS NULL AND ack_due < ${now}) OR (resolved_at IS NULL AND resolve_due < ${now})) AS overdue,
             CASE WHEN acknowledged_at IS NULL THEN ack_due WHEN resolved_at IS NULL THEN resolve_due END AS next_due
      FROM d
    )
    SELECT kind, id::text, who, mobile, email, customer_id::text, subject, status, created_at, acknowledged_at, resolved_at, overdue,
           sale_id::text, shop_id::text, shop_name, sale_amount_paise::text, sale_created_at,
           count(*) OVER ()::text AS total, (count(*) FILTER (WHERE overdue) OVER ())::text AS overdue_total
    FROM o ORDER BY ${order}
    LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${page * ADMIN_PAGE_SIZE}`);
  let total = Number(rows[0]?.total ?? 0);
  let overdue = Number(rows[0]?.overdue_total ?? 0);
  if (rows.length === 0 && page > 0) {
    // Past the last page the window counts are absent; count without paging.
    const counted = await listGrievances({ actor, filters, page: 0, now, db });
    total = counted.total;
    overdue = counted.overdue;
  }
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    rows: rows.map((r) => ({
      kind: r.kind,
      id: Number(r.id),
      who: r.who,
      mobile: r.mobile,
      email: r.email,
      customerId: r.customer_id === null ? null : Number(r.customer_id),
      subject: r.subject,
      status: r.status,
      createdAt: new Date(r.created_at),
      acknowledgedAt: date(r.acknowledged_at),
      resolvedAt: date(r.resolved_at),
      overdue: r.overdue,
      sale: r.sale_id === null ? null : { id: Number(r.sale_id), shopId: Number(r.shop_id), shopName: r.shop_name ?? "", amountPaise: Number(r.sale_amount_paise), createdAt: new Date(r.sale_created_at!) },
    })),
    total,
    overdue,
  };
}
