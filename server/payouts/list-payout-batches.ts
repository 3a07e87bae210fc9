import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { type Actor, assertOperator, num } from "@/server/commissions/common";

/** Payout batches, newest first, with their lines (account numbers masked to the last four digits). Operators only. */
export async function listPayoutBatches(options: { actor: Actor | undefined; db: Executor; limit?: number }) {
  assertOperator(options.actor);
  const { rows } = await options.db.execute<Record<string, unknown>>(sql`
    SELECT b.id, b.status, b.total_paise, b.line_count, b.created_at, b.exported_at, b.completed_at,
           coalesce(json_agg(json_build_object(
             'id', l.id, 'memberId', l.member_id, 'customerCode', c.code, 'name', l.account_holder_name,
             'ifsc', l.ifsc, 'accountLast4', l.account_number_last4, 'amountPaise', l.amount_paise,
             'status', l.status, 'utr', l.utr, 'failureReason', l.failure_reason) ORDER BY l.id)
             FILTER (WHERE l.id IS NOT NULL), '[]') AS lines
    FROM (SELECT * FROM payout_batches ORDER BY id DESC LIMIT ${options.limit ?? 20}) b
    LEFT JOIN payout_lines l ON l.batch_id = b.id
    LEFT JOIN customers c ON c.id = l.member_id
    GROUP BY b.id, b.status, b.total_paise, b.line_count, b.created_at, b.exported_at, b.completed_at
    ORDER BY b.id DESC`);
  return rows.map((r) => ({
    id: num(r.id),
    status: r.status as "draft" | "exported" | "completed",
    totalPaise: num(r.total_paise),
    lineCount: num(r.line_count),
    createdAt: new Date(r.created_at as string).toISOString(),
    exportedAt: r.exported_at ? new Date(r.exported_at as string).toISOString() : null,
    completedAt: r.completed_at ? new Date(r.completed_at as string).toISOString() : null,
    lines: (r.lines as { id: number; memberId: number; customerCode: string | null; name: string; ifsc: string; accountLast4: string; amountPaise: number; status: string; utr: string | null; failureReason: string | null }[]),
  }));
}
