import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { AppError } from "@/server/errors";
import { memberSearchCondition } from "@/server/commissions/list-month-statements";
import { PAYOUT_BATCH_COLUMNS, PAYOUT_BATCH_COUNTS, toPayoutBatchRow } from "./list-payout-batches";
import { parsePayoutReference, payoutReference } from "./export-payout-batch";
import { type Actor, assertRole } from "@/server/auth/actor";
import { num } from "@/server/db/num";

export const PAYOUT_LINE_STATUSES = ["pending", "paid", "failed"] as const;
export type PayoutLineStatus = (typeof PAYOUT_LINE_STATUSES)[number];

export type PayoutLineRow = {
  id: number;
  batchId: number;
  reference: string;
  memberId: number;
  code: string | null;
  name: string;
  bankName: string;
  ifsc: string;
  accountLast4: string;
  amountPaise: number;
  status: PayoutLineStatus;
  utr: string | null;
  failureReason: string | null;
  paidAt: string | null;
  updatedAt: string;
};

export type PayoutLineFilter = { batchId?: number; status?: PayoutLineStatus | "all"; search?: string };

export function payoutLinesWhere(filter: PayoutLineFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.batchId !== undefined) conditions.push(sql`l.batch_id = ${filter.batchId}`);
  if (filter.status && filter.status !== "all") conditions.push(sql`l.status = ${filter.status}::payout_line_status`);
  const reference = filter.search ? parsePayoutReference(filter.search) : null;
  const search = memberSearchCondition(filter.search);
  if (reference) conditions.push(sql`l.id = ${reference.lineId} AND l.batch_id = ${reference.batchId}`);
  else if (search) conditions.push(sql`(${search} OR l.utr = ${filter.search!.trim().toUpperCase()})`);
  return sql.join(conditions, sql` AND `);
}

export const PAYOUT_LINE_COLUMNS = sql`l.id, l.batch_id, l.member_id, c.code, l.account_holder_name, l.bank_name, l.ifsc, l.account_number_last4,
  l.amount_paise, l.status, l.utr, l.failure_reason, l.paid_at, l.updated_at`;

export function toPayoutLineRow(r: Record<string, unknown>): PayoutLineRow {
  const id = num(r.id);
  const batchId = num(r.batch_id);
  return {
    id,
    batchId,
    reference: payoutReference(batchId, id),
    memberId: num(r.member_id),
    code: (r.code as string | null) ?? null,
    name: String(r.account_holder_name),
    bankName: String(r.bank_name),
    ifsc: String(r.ifsc),
    accountLast4: String(r.account_number_last4),
    amountPaise: num(r.amount_paise),
    status: r.status as PayoutLineStatus,
    utr: (r.utr as string | null) ?? null,
    failureReason: (r.failure_reason as string | null) ?? null,
    paidAt: r.paid_at ? new Date(r.paid_at as string).toISOString() : null,
    updatedAt: new Date(r.updated_at as string).toISOString(),
  };
}

export type GetPayoutBatchInput = {
  batchId: number;
  filter?: Omit<PayoutLineFilter, "batchId">;
  page?: number;
  pageSize?: number;
};

/**
 * One payout batch with its lines a page at a time (operators only), filterable by status and
 * searchable by customer code, name or UTR. Account numbers show only their last four digits.
 */
export async function getPayoutBatch(options: { actor: Actor | undefined; input: GetPayoutBatchInput; db: Executor }) {
  assertRole(options.actor, "operator");
  const pageSize = options.input.pageSize ?? 20;
  const page = Math.max(0, Math.floor(options.input.page ?? 0));
  const { rows: batchRows } = await options.db.execute<Record<string, unknown>>(sql`
    SELECT ${PAYOUT_BATCH_COLUMNS} FROM payout_batches b ${PAYOUT_BATCH_COUNTS} WHERE b.id = ${options.input.batchId}`);
  if (!batchRows[0]) throw new AppError("not_found", { userMessage: "That payout batch does not exist." });
  const where = payoutLinesWhere({ ...options.input.filter, batchId: options.input.batchId });
  const { rows } = await options.db.execute<Record<string, unknown>>(sql`
    SELECT ${PAYOUT_LINE_COLUMNS}
    FROM payout_lines l LEFT JOIN customers c ON c.id = l.member_id
    WHERE ${where} ORDER BY l.id LIMIT ${pageSize} OFFSET ${page * pageSize}`);
  const { rows: countRows } = await options.db.execute<{ n: string }>(sql`
    SELECT count(*) AS n FROM payout_lines l LEFT JOIN customers c ON c.id = l.member_id WHERE ${where}`);
  return { batch: toPayoutBatchRow(batchRows[0]), lines: rows.map(toPayoutLineRow), total: num(countRows[0]?.n) };
}
