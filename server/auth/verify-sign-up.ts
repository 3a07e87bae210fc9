import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "@/server/db/connect";
import { customers, oneTimeCodes, user } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { formatCustomerCode } from "@/server/referrals/customer-code";
import { placeMember } from "@/server/referrals/place-member";
import { CODE_MESSAGES, checkCode } from "./one-time-code";
import { consume, limit } from "./rate-limit";
import { parseRoles } from "./roles";

/**
 * POST /customers/check: a correct sign-up code activates the account in one transaction: the
 * mobile number is verified, the customer gets its DLMP code and its place in the referral tree.
 * The caller then opens a session for the returned user.
 */
export async function verifySignUp(options: { db: Database; id: string | undefined; otp: string; ip: string }) {
  const { db } = options;
  await consume(db, [limit("codeChecksPerIp", options.ip)]);
  const row = await checkCode(db, { id: options.id, purpose: "signup", code: options.otp });

  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.consumedAt)))
      .returning({ userId: oneTimeCodes.userId });
    if (!claimed?.userId) throw new AppError("bad_request", { userMessage: CODE_MESSAGES.missing });

    // The account gains the customer role (a shop owner signing up as a customer keeps "franchisee").
    const [owner] = await tx.select({ role: user.role }).from(user).where(eq(user.id, claimed.userId));
    const roles = new Set<string>(parseRoles(owner?.role));
    roles.add("customer");
    await tx.update(user).set({ phoneNumberVerified: true, role: [...roles].join(",") }).where(eq(user.id, claimed.userId));
    const [{ next }] = (await tx.execute<{ next: string }>(sql`SELECT nextval('customer_code_seq')::text AS next`)).rows as [{ next: string }];
    const [customer] = await tx
      .update(customers)
      .set({ status: "active", code: formatCustomerCode(Number(next)), verifiedAt: new Date() })
      .where(and(eq(customers.userId, claimed.userId), eq(customers.status, "pending")))
      .returning({ id: customers.id, sponsorId: customers.sponsorId, code: customers.code });
    if (!customer) throw new AppError("bad_request", { userMessage: CODE_MESSAGES.missing });
    const placement = await placeMember(tx, { customerId: customer.id, sponsorCustomerId: customer.sponsorId });
    return { userId: claimed.userId, customerId: customer.id, code: customer.code!, placement };
  });
}
