import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/connect";
import { customers, treeNodes, user } from "../db/schema";
import { formatCustomerCode } from "./customer-code";

export const COMPANY_ROOT_USER_ID = "company-root";

/**
 * The top of the referral tree: the company's own member. Members who sign up without a sponsor
 * are placed under it (docs/product.md#referral-tree), and commission shares that reach it stay with the company.
 * It has no login. Idempotent.
 */
export async function ensureCompanyRoot(db: Executor): Promise<{ customerId: number }> {
  const [existing] = await db.select({ customerId: treeNodes.customerId }).from(treeNodes).where(eq(treeNodes.path, ""));
  if (existing) return existing;

  await db
    .insert(user)
    .values({
      id: COMPANY_ROOT_USER_ID,
      name: "DLMP Company",
      email: "company-root@members.invalid",
      role: "customer",
      banned: true,
      banReason: "company root account: no login",
    })
    .onConflictDoNothing();
  const [{ next }] = (await db.execute<{ next: string }>(sql`SELECT nextval('customer_code_seq')::text AS next`)).rows as [{ next: string }];
  const [root] = await db
    .insert(customers)
    .values({
      userId: COMPANY_ROOT_USER_ID,
      code: formatCustomerCode(Number(next)),
      firstName: "DLMP",
      lastName: "Company",
      status: "active",
      verifiedAt: new Date(),
    })
    .onConflictDoNothing({ target: customers.userId })
    .returning({ id: customers.id });
  const customerId =
    root?.id ?? (await db.select({ id: customers.id }).from(customers).where(eq(customers.userId, COMPANY_ROOT_USER_ID)))[0]!.id;
  await db.insert(treeNodes).values({ customerId, path: "", depth: 0 }).onConflictDoNothing();
  return { customerId };
}
