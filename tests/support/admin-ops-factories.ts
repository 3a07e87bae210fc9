import { and, desc, eq } from "drizzle-orm";
import type { UserActor } from "../../server/auth/actor";
import type { Executor } from "../../server/db/connect";
import { auditLog, cities } from "../../server/db/schema";
import { createUser } from "./factories";

/** An operator who exists in the database (audit entries name their actor by user id). */
export async function createOperatorActor(db: Executor): Promise<UserActor> {
  const operator = await createUser(db, { role: "operator", name: "Olga Operator" });
  return { userId: operator.id, roles: ["operator"] };
}

/** Actors that must be refused by every operator function: a customer and a shop owner. */
export async function createNonOperatorActors(db: Executor): Promise<UserActor[]> {
  const customer = await createUser(db, { role: "customer" });
  const owner = await createUser(db, { role: "franchisee" });
  return [
    { userId: customer.id, roles: ["customer"] },
    { userId: owner.id, roles: ["franchisee"] },
  ];
}

/** The audit entries of one entity, newest first. */
export async function auditEntries(db: Executor, entityType: string, entityId: string | number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));
}

/** A town from the reference data (loaded by the migrations' reference loader) and a pincode in it. */
export async function someTown(db: Executor): Promise<{ id: number; slug: string; name: string }> {
  const [town] = await db.select({ id: cities.id, slug: cities.slug, name: cities.name }).from(cities).where(eq(cities.slug, "nagpur"));
  if (!town) throw new Error("reference towns are not loaded");
  return town;
}

/** Expects a promise to fail with an AppError of a code (and, optionally, a user message or field error). */
export async function failure(promise: Promise<unknown>): Promise<{ code?: string; userMessage?: string; fieldErrors?: Record<string, string | boolean> }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!error) throw new Error("expected a failure, got success");
  return error as { code?: string; userMessage?: string; fieldErrors?: Record<string, string | boolean> };
}

/** The PostgreSQL error under a failure (drizzle wraps it as `cause`): its SQLSTATE and constraint. */
export function databaseErrorOf(error: unknown): { code?: string; constraint?: string } {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return { code: e.code, constraint: typeof e.constraint === "string" ? e.constraint : undefined };
  }
  return {};
}
