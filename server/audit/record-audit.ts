import "server-only";
import type { Executor } from "@/server/db/connect";
import { auditLog } from "@/server/db/schema";

type Json = Record<string, unknown> | null;

export type AuditEntry = {
  /** The signed-in user; null for the system (the commission CLI and schedule act without a login). */
  actor: { userId: string | null };
  /** dotted verb, e.g. "shop.update", "sale.reverse", "payout.mark_paid" */
  action: string;
  entityType: string;
  entityId: string | number;
  before?: Json;
  after?: Json;
  ipAddress?: string | null;
};

/**
 * Records who changed what, with the record before and after. Call it inside the same transaction as
 * the write it describes, so a write never lands without its audit entry (issue 8: every operator
 * write is audited) and a rolled-back write leaves no entry behind.
 */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.actor.userId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ipAddress: entry.ipAddress ?? null,
  });
}
