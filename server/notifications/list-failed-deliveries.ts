import "server-only";
import { sql } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "@/lib/admin/list-params";
import { type Actor, assertRole } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";

export const DELIVERY_STATUS_FILTERS = ["failed", "skipped", "retrying", "all"] as const;
export type DeliveryStatusFilter = (typeof DELIVERY_STATUS_FILTERS)[number];

export type DeliveryRow = {
  notificationId: number;
  kind: string;
  who: string;
  mobile: string | null;
  status: "pending" | "sending" | "sent" | "failed" | "skipped";
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  nextAttemptAt: Date;
};

export type DeliveryCounts = Record<"failed" | "skipped" | "retrying" | "pending" | "sent", number>;

const CONDITION: Record<DeliveryStatusFilter, ReturnType<typeof sql>> = {
  failed: sql`d.status = 'failed'`,
  skipped: sql`d.status = 'skipped'`,
  // Pending after at least one failed try: waiting out its back-off.
  retrying: sql`d.status = 'pending' AND d.attempts > 0`,
  all: sql`d.status <> 'sent'`,
};

/**
 * The console's view of notification SMS that did not go (docs/decisions/131-notifications-outbox.md):
 * failed for good (with the provider's last answer and the tries), skipped (no DLT template id or
 * no mobile number), or waiting to be tried again; newest first, a page at a time, with the count
 * of each status. Operators only.
 */
export async function listFailedDeliveries({ actor, status = "failed", page = 0, db = appDb }: { actor: Actor; status?: DeliveryStatusFilter; page?: number; db?: Executor }): Promise<{ rows: DeliveryRow[]; total: number; counts: DeliveryCounts }> {
  assertRole(actor, "operator");
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.execute<{ notification_id: string; kind: string; who: string | null; mobile: string | null; status: DeliveryRow["status"]; attempts: number; last_error: string | null; created_at: Date; next_attempt_at: Date; total: string }>(sql`
      SELECT d.notification_id::text, n.kind, u.name AS who, u.phone_number AS mobile, d.status, d.attempts, d.last_error, n.created_at, d.next_attempt_at,
             count(*) OVER ()::text AS total
      FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id JOIN "user" u ON u.id = n.user_id
      WHERE ${CONDITION[status]}
      ORDER BY n.created_at DESC, d.notification_id DESC
      LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${page * ADMIN_PAGE_SIZE}`),
    db.execute<DeliveryCounts>(sql`
      SELECT count(*) FILTER (WHERE status = 'failed')::int AS failed, count(*) FILTER (WHERE status = 'skipped')::int AS skipped,
             count(*) FILTER (WHERE status = 'pending' AND attempts > 0)::int AS retrying, count(*) FILTER (WHERE status = 'pending')::int AS pending,
             count(*) FILTER (WHERE status = 'sent')::int AS sent
      FROM notification_deliveries`),
  ]);
  return {
    rows: rows.map((r) => ({ notificationId: Number(r.notification_id), kind: r.kind, who: r.who ?? "", mobile: r.mobile, status: r.status, attempts: r.attempts, lastError: r.last_error, createdAt: new Date(r.created_at), nextAttemptAt: new Date(r.next_attempt_at) })),
    total: Number(rows[0]?.total ?? 0),
    counts: counted[0] ?? { failed: 0, skipped: 0, retrying: 0, pending: 0, sent: 0 },
  };
}
