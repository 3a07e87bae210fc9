import { sql } from "drizzle-orm";
import type { Executor } from "../../server/db/connect";
import { createUser } from "./factories";

/** Operators, customers and franchisees as the console's domain functions see them (users exist: audit rows name them). */
export async function actors(db: Executor) {
  const [operator, customer, franchisee] = await Promise.all([
    createUser(db, { role: "operator", name: "Olga Operator" }),
    createUser(db, { role: "customer" }),
    createUser(db, { role: "franchisee" }),
  ]);
  return {
    operator: { userId: operator.id, roles: ["operator"] as const },
    customer: { userId: customer.id, roles: ["customer"] as const },
    franchisee: { userId: franchisee.id, roles: ["franchisee", "customer"] as const },
  };
}

export type AuditRow = { actor: string | null; action: string; entityType: string; entityId: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null };

/** The audit log, oldest first, optionally for one action. */
export async function auditEntries(db: Executor, action?: string): Promise<AuditRow[]> {
  const { rows } = await db.execute<{ actor_user_id: string | null; action: string; entity_type: string; entity_id: string; before: AuditRow["before"]; after: AuditRow["after"] }>(sql`
    SELECT actor_user_id, action, entity_type, entity_id, before, after FROM audit_log
    WHERE ${action ? sql`action = ${action}` : sql`true`} ORDER BY id`);
  return rows.map((r) => ({ actor: r.actor_user_id, action: r.action, entityType: r.entity_type, entityId: r.entity_id, before: r.before, after: r.after }));
}

export async function countRows(db: Executor, table: "commission_months" | "commission_statements" | "commission_runs" | "payout_lines" | "payout_batches" | "ledger_postings" | "audit_log") {
  const { rows } = await db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`);
  return Number(rows[0]!.n);
}
