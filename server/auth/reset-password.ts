import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/server/db/connect";
import { account, oneTimeCodes, session, user } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { RESET_WINDOW_MINUTES } from "./confirm-reset-code";
import { hashUserPassword } from "./credentials";
import { AUTH_SERVER_MESSAGES } from "./messages";
import { findOpenFlow } from "./one-time-code";
import { consume, limit } from "./rate-limit";
import { parseRoles } from "./roles";

/**
 * POST /forgot/reset: sets the new password (Better Auth's hasher) and signs the account out
 * everywhere (every session revoked), in one transaction; the reset permission is used up.
 */
export async function resetPassword(options: { db: Database; id: string | undefined; password: string; ip: string }) {
  const { db } = options;
  await consume(db, [limit("resetPerIp", options.ip)]);
  const flow = await findOpenFlow(db, { id: options.id, purpose: "password_reset", stage: "reset", maxAgeMinutes: RESET_WINDOW_MINUTES });
  if (!flow?.userId) throw new AppError("bad_request", { userMessage: AUTH_SERVER_MESSAGES.resetExpired });
  const userId = flow.userId;
  const hash = await hashUserPassword(options.password);
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(oneTimeCodes.id, flow.id), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id });
    if (!claimed) throw new AppError("bad_request", { userMessage: AUTH_SERVER_MESSAGES.resetExpired });
    const updated = await tx
      .update(account)
      .set({ password: hash })
      .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
      .returning({ id: account.id });
    if (updated.length === 0) {
      await tx.insert(account).values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: hash });
    }
    await tx.delete(session).where(eq(session.userId, userId));
  });
  // A shop owner who is not also a customer logs in at the franchisee login (a code from an operator).
  const [owner] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  const roles = parseRoles(owner?.role);
  const loginPath = roles.includes("franchisee") && !roles.includes("customer") ? "/franchisee-login" : "/login";
  return { mobile: flow.mobile, message: AUTH_SERVER_MESSAGES.passwordReset, loginPath };
}
