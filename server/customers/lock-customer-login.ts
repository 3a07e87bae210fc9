import "server-only";
import { and, eq } from "drizzle-orm";
import { parseRoles } from "@/server/auth/roles";
import type { Transaction } from "@/server/db/connect";
import { customers, franchisees, user } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { COMPANY_ROOT_USER_ID } from "@/server/referrals/company-root";

/** The customer and their login, locked for the change. */
export async function lockCustomerLogin(tx: Transaction, customerId: number) {
  const [row] = await tx
    .select({ id: customers.id, userId: customers.userId, status: customers.status, verifiedAt: customers.verifiedAt, role: user.role, banned: user.banned })
    .from(customers)
    .innerJoin(user, eq(user.id, customers.userId))
    .where(eq(customers.id, customerId))
    .for("update");
  if (!row) throw new AppError("not_found", { userMessage: "Customer not found." });
  if (row.userId === COMPANY_ROOT_USER_ID) throw new AppError("conflict", { userMessage: "The company's own member record cannot be blocked or unblocked." });
  if (parseRoles(row.role).includes("operator")) throw new AppError("conflict", { userMessage: "This customer is also an operator; operators are not blocked from here." });
  const [shopOwner] = await tx.select({ id: franchisees.id }).from(franchisees).where(and(eq(franchisees.userId, row.userId), eq(franchisees.status, "active")));
  return { ...row, alsoFranchisee: parseRoles(row.role).includes("franchisee") && shopOwner !== undefined };
}
