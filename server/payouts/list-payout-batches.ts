import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { type Actor, assertRole } from "@/server/auth/actor";
import { num } from "@/server/db/num";

export type PayoutBatchStatus = "draft" | "exported" | "completed";

export type PayoutBatchRow = {
  id: number;
  status: PayoutBatchStatus;
  totalPaise: number;
  lineCount: number;
  createdAt: string;
  createdBy: string | null;
  exportedAt: string | null;
  completedAt: string | null;
  counts: { pending: number; paid: number; failed: number };
  paidPaise: number;
};

export const PAYOUT_BATCH_COLUMNS = sql`b.id, b.status, b.total_paise, b.line_count, b.created_at, b.exported_at, b.completed_at, u.name AS created_by,
  x.pending, x.paid, x.failed, x.paid_paise`;

/** The per-status counts of a batch's lines (the lines are found through the (batch, member) unique index). */
export const PAYOUT_BATCH_COUNTS = sql`LEFT JOIN "user" u ON u.id = b.created_by
  CROSS JOIN LATERAL (
    SELECT count(*) FILTER (WHERE l.status = 'pending') AS pending, count(*) FILTER (WHERE l.status = 'paid') AS paid,
           count(*) FILTER (WHERE l.status = 'failed') AS failed, coalesce(sum(l.amount_paise) FILTER (WHERE l.status = 'paid'), 0) AS paid_paise
    FROM payout_lines l WHERE l.batch_id = b.id) x`;

export function toPayoutBatchRow(r: Record<string, unknown>): PayoutBatchRow {
  return {
    id: num(r.id),
    status: r.status as PayoutBatchStatus,
    totalPaise: num(r.total_paise),
    lineCount: num(r.line_count),
    createdAt: new Date(r.created_at as string).toISOString(),
    createdBy: (r.created_by as string | null) ?? null,
    exportedAt: r.exported_at ? new Date(r.exported_at as string).toISOString() : null,
    completedAt: r.completed_at ? new Date(r.completed_at as string).toISOString() : null,
    counts: { pending: num(r.pending), paid: num(r.paid), failed: num(r.failed) },
    paidPaise: num(r.paid_paise),
  };
}

/** Payout batches, newest first, a page at a time, with how many lines are pending, paid and failed. Operators only. */
export async function listPayoutBatches(options: { actor: Actor | undefined; input?: { page?: number; pageSize?: number }; db: Executor }) {
  assertRole(options.actor, "operator");
  const pageSize = options.input?.pageSize ?? 20;
  const page = Math.max(0, Math.floor(options.input?.page ?? 0));
  const { rows } = await options.db.execute<Record<string, unknown>>(sql`
    SELECT ${PAYOUT_BATCH_COLUMNS}
    FROM (SELECT * FROM payout_batches ORDER BY id DESC LIMIT ${pageSize} OFFSET ${page * pageSize}) b
    ${PAYOUT_BATCH_COUNTS}
    ORDER BY b.id DESC`);
  const { rows: countRows } = await options.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM payout_batches`);
  return { batches: rows.map(toPayoutBatchRow), total: num(countRows[0]?.n) };
}
