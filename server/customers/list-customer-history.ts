import "server-only";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "@/lib/admin/list-params";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { auditLog, user } from "@/server/db/schema";
import { assertRole } from "@/server/auth/actor";

export type CustomerHistoryRow = { id: number; action: string; at: string; by: string | null; before: unknown; after: unknown };

/** The audit entries about one customer (blocks and unblocks, profile and KYC changes), newest first. */
export async function listCustomerHistory({ actor, customerId, page = 0, db = appDb }: { actor: Actor; customerId: number; page?: number; db?: Executor }): Promise<{ rows: CustomerHistoryRow[]; total: number }> {
  assertRole(actor, "operator");
  const where = and(inArray(auditLog.entityType, ["customer", "kyc_details"]), eq(auditLog.entityId, String(customerId)));
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: auditLog.id, action: auditLog.action, at: auditLog.createdAt, by: user.name, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(page * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row, at: row.at.toISOString() })), total: total?.n ?? 0 };
}
