import "server-only";
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "@/lib/admin/list-params";
import { type Actor, assertRole } from "@/server/auth/actor";
import { cappedCount, LIST_COUNT_CAP } from "@/server/db/capped-count";
import { db as appDb } from "@/server/db/client";
import { newestFirst } from "@/server/db/newest-first";
import type { Executor } from "@/server/db/connect";
import { auditLog, user } from "@/server/db/schema";

export type AuditFilters = {
  entityType: string;
  entityId: string;
  /** The actor's mobile number, or "system" for entries no person made (the schedule, the CLI). */
  actor: string;
  action: string;
};

export type AuditRow = {
  id: number;
  createdAt: string;
  action: string;
  entityType: string;
  entityId: string;
  actorName: string | null;
  actorMobile: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ipAddress: string | null;
};

/**
 * The audit log for the operator, newest first, 20 a page. Each filter is served by an index:
 * entity (type, id), actor, action — each followed by created_at — or created_at alone. Counts stop
 * at LIST_COUNT_CAP ("more than 10,000"): the log grows with every KYC change and console write.
 */
export async function listAuditLog({ actor, filters, page = 0, pageSize = ADMIN_PAGE_SIZE, db = appDb }: { actor: Actor; filters: AuditFilters; page?: number; pageSize?: number; db?: Executor }) {
  assertRole(actor, "operator", "Only operators can read the audit log.");
  let actorWhere: SQL | undefined;
  if (filters.actor === "system") actorWhere = isNull(auditLog.actorUserId);
  else if (filters.actor) {
    const [person] = await db.select({ id: user.id }).from(user).where(eq(user.phoneNumber, filters.actor));
    if (!person) return { rows: [] as AuditRow[], total: 0, capped: false, page: 0, pageSize };
    actorWhere = eq(auditLog.actorUserId, person.id);
  }
  const where = and(
    filters.entityType ? eq(auditLog.entityType, filters.entityType) : undefined,
    filters.entityId ? eq(auditLog.entityId, filters.entityId) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    actorWhere,
  );
  const safePage = Math.min(page, Math.max(0, Math.ceil(LIST_COUNT_CAP / pageSize) - 1));
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        actorName: user.name,
        actorMobile: user.phoneNumber,
        before: auditLog.before,
        after: auditLog.after,
        ipAddress: auditLog.ipAddress,
      })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorUserId))
      .where(where)
      .orderBy(...newestFirst(auditLog.createdAt, auditLog.id))
      .limit(pageSize)
      .offset(safePage * pageSize),
    cappedCount(db, db.select({ one: sql`1` }).from(auditLog).where(where).getSQL()),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), before: row.before as AuditRow["before"], after: row.after as AuditRow["after"] })),
    total: counted.count,
    capped: counted.capped,
    page: safePage,
    pageSize,
  };
}
