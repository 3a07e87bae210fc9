import { and, desc, eq } from "drizzle-orm";
import type { UserActor } from "../../server/auth/actor";
import type { Executor } from "../../server/db/connect";
import { auditLog } from "../../server/db/schema";
import { createUser } from "./factories";

/** An operator actor backed by a real user row (audit entries reference the user). */
export async function createOperatorActor(db: Executor): Promise<UserActor> {
  const row = await createUser(db, { role: "operator", name: "Operator Test" });
  return { userId: row.id, roles: ["operator"] };
}

/** Actors that must be refused by every console function. */
export const NOT_OPERATORS: UserActor[] = [
  { userId: "someone", roles: ["customer"] },
  { userId: "someone", roles: ["franchisee"] },
  { userId: "someone", roles: ["customer", "franchisee"] },
];

/** The audit entries about one entity, newest first. */
export async function auditOf(db: Executor, entityType: string, entityId: string | number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));
}

/** An operator whose user does not exist: its audit entry fails the foreign key, so the write must roll back. */
export const GHOST_OPERATOR: UserActor = { userId: "ghost-operator-without-user", roles: ["operator"] };
