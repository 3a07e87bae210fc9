import "server-only";
import { eq } from "drizzle-orm";
import type { BlockCustomerInput } from "@/lib/validation/admin-customers";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit/record-audit";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { customers, user } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { lockCustomerLogin } from "./lock-customer-login";
import { assertRole } from "@/server/auth/actor";

/**
 * Lifts a block: the customer is active again (pending if they never verified their number) and
 * the ban is removed, with the reason in the audit log.
 */
export async function unblockCustomer({ actor, input, db = appDb }: { actor: Actor; input: BlockCustomerInput; db?: Database }): Promise<{ status: "active" | "pending" }> {
  assertRole(actor, "operator");
  return db.transaction(async (tx) => {
    const row = await lockCustomerLogin(tx, input.customerId);
    if (row.status !== "blocked" && row.banned !== true) throw new AppError("conflict", { userMessage: "This customer is not blocked." });
    const status = row.verifiedAt ? "active" : "pending";
    await tx.update(customers).set({ status, updatedAt: new Date() }).where(eq(customers.id, row.id));
    await tx.update(user).set({ banned: false, banReason: null, banExpires: null, updatedAt: new Date() }).where(eq(user.id, row.userId));
    await recordAudit(tx, {
      actor,
      action: "customer.unblock",
      entityType: "customer",
      entityId: row.id,
      before: { status: row.status, banned: row.banned === true },
      after: { status, banned: false, reason: input.reason },
    });
    return { status };
  });
}
