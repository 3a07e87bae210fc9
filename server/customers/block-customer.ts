import "server-only";
import { eq } from "drizzle-orm";
import type { BlockCustomerInput } from "@/lib/validation/admin-customers";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit/record-audit";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { customers, session, user } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { lockCustomerLogin } from "./lock-customer-login";
import { assertRole } from "@/server/auth/actor";

/**
 * Blocks a customer: the customer record becomes `blocked` (the customer role stops counting at
 * once, even in an open session) and, unless the same login also runs an active shop, the user is
 * banned through the admin plugin's columns and every session is revoked. The login form then
 * answers "your account is blocked". Nothing about money changes. Audited with the reason.
 */
export async function blockCustomer({ actor, input, db = appDb }: { actor: Actor; input: BlockCustomerInput; db?: Database }): Promise<{ banned: boolean; sessionsRevoked: number }> {
  assertRole(actor, "operator");
  return db.transaction(async (tx) => {
    const row = await lockCustomerLogin(tx, input.customerId);
    if (row.status === "blocked") throw new AppError("conflict", { userMessage: "This customer is already blocked." });
    await tx.update(customers).set({ status: "blocked", updatedAt: new Date() }).where(eq(customers.id, row.id));
    const ban = !row.alsoFranchisee;
    let sessionsRevoked = 0;
    if (ban) {
      await tx.update(user).set({ banned: true, banReason: input.reason, banExpires: null, updatedAt: new Date() }).where(eq(user.id, row.userId));
      sessionsRevoked = (await tx.delete(session).where(eq(session.userId, row.userId)).returning({ id: session.id })).length;
    }
    await recordAudit(tx, {
      actor,
      action: "customer.block",
      entityType: "customer",
      entityId: row.id,
      before: { status: row.status, banned: row.banned === true },
      after: { status: "blocked", banned: ban, reason: input.reason, sessionsRevoked, keptShopLogin: row.alsoFranchisee },
    });
    return { banned: ban, sessionsRevoked };
  });
}
