import "server-only";
import { and, eq } from "drizzle-orm";
import type { Role } from "@/lib/auth/viewer";
import type { Database } from "@/server/db/connect";
import { account, customers, franchisees, user } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { sendSms } from "@/server/sms/send-sms";
import { signUpCodeText } from "@/server/sms/sms-text";
import { checkPassword } from "./credentials";
import { AUTH_SERVER_MESSAGES } from "./messages";
import { CODE_VALID_MINUTES, issueCode } from "./one-time-code";
import { assertNotExceeded, consume, limit, record } from "./rate-limit";
import { parseRoles } from "./roles";
import type { AppLocale } from "@/i18n/routing";

export type LogInResult =
  | { kind: "signed-in"; userId: string }
  | { kind: "verify"; pending: { id: string; mobile: string; valid: string } };

/**
 * Mobile + password login for one role (the customer, franchisee or operator login form).
 * The password is checked first; an unknown number, a wrong password and an account without the
 * role all get the same answer (and take as long), so the form reveals nothing about who is
 * registered. Failures count per IP and per mobile number.
 */
export async function logIn(options: { db: Database; mobile: string; password: string; role: Role; ip: string; locale?: AppLocale }): Promise<LogInResult> {
  const { db, mobile, role, ip } = options;
  const failures = [limit("loginFailuresPerIp", ip), limit("loginFailuresPerMobile", mobile)];
  await consume(db, [limit("loginAttemptsPerIp", ip)]);
  await assertNotExceeded(db, failures);

  const [found] = await db
    .select({
      id: user.id,
      role: user.role,
      banned: user.banned,
      verified: user.phoneNumberVerified,
      hash: account.password,
      customerStatus: customers.status,
      franchiseeStatus: franchisees.status,
    })
    .from(user)
    .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, "credential")))
    .leftJoin(customers, eq(customers.userId, user.id))
    .leftJoin(franchisees, eq(franchisees.userId, user.id))
    .where(eq(user.phoneNumber, mobile));

  const passwordOk = await checkPassword(found?.hash, options.password);
  const roles = parseRoles(found?.role);
  const entitled =
    found !== undefined &&
    roles.includes(role) &&
    // Any customer record counts here, a blocked one too: the right password is then answered
    // "blocked" below rather than the generic "invalid mobile no or password".
    (role !== "customer" || found.customerStatus !== null) &&
    (role !== "franchisee" || found.franchiseeStatus === "active");
  if (!found || !passwordOk || !entitled) {
    if (!passwordOk) await record(db, failures);
    throw new AppError("unauthenticated", { message: "login refused", userMessage: AUTH_SERVER_MESSAGES.badLogin });
  }
  // A customer block is about the customer role: the same login may still run a shop (the operator
  // console bans the whole user only when it holds no other live role).
  if (found.banned || (role === "customer" && found.customerStatus === "blocked")) {
    throw new AppError("forbidden", { userMessage: AUTH_SERVER_MESSAGES.blocked });
  }
  if (role === "customer" && found.customerStatus === "pending") {
    // Right password, number never verified: send a code and continue at /verifications.
    await consume(db, [limit("codeSendsPerIp", ip), limit("codeSendsPerMobile", mobile)]);
    const { row, code } = await db.transaction((tx) => issueCode(tx, { purpose: "signup", mobile, userId: found.id }));
    await sendSms(db, { to: mobile, body: signUpCodeText(code, CODE_VALID_MINUTES, row.expiresAt, options.locale), purpose: "signup" });
    return { kind: "verify", pending: { id: row.id, mobile, valid: row.expiresAt.toISOString() } };
  }
  return { kind: "signed-in", userId: found.id };
}
