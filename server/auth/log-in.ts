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
import { assertNotExceeded, consume, countSoFar, limit, record } from "./rate-limit";
import { parseRoles } from "./roles";
import type { AppLocale } from "@/i18n/routing";

export type LogInResult =
  | { kind: "signed-in"; userId: string }
  | { kind: "verify"; pending: { id: string; mobile: string; valid: string } };

/** The longest a login on a number under attack is held before its password is checked. */
export const MAX_LOGIN_DELAY_MS = 3_000;
/** Each failure on a number past its threshold adds this much to the wait. */
const DELAY_STEP_MS = 250;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type LogInOptions = {
  db: Database;
  mobile: string;
  password: string;
  role: Role;
  ip: string;
  locale?: AppLocale;
  /** How the wait on a number under attack is spent (tests record it instead). */
  sleep?: (ms: number) => Promise<void>;
};

/**
 * Mobile + password login for one role (the customer, franchisee or operator login form).
 * The password is checked first; an unknown number, a wrong password and an account without the
 * role all get the same answer (and take as long), so the form reveals nothing about who is
 * registered.
 *
 * Guessing is braked without handing strangers a lock on someone's number (shop owners' mobiles
 * are public): failures count per (number, address) pair, per address and per number. A pair or
 * an address past its limit is refused (429); a number past its limit is only slowed, each attempt
 * on it held a little longer (at most MAX_LOGIN_DELAY_MS) before the password is checked, so the
 * right password still gets in from any address that is not itself guessing. An address that
 * signed in to the number within 30 days is never refused for it, and not slowed by others'
 * failures (docs/decisions/102-login-limits-without-lockout.md).
 */
export async function logIn(options: LogInOptions): Promise<LogInResult> {
  const { db, mobile, role, ip } = options;
  const pair = limit("loginFailuresPerPair", `${mobile}:${ip}`);
  const failures = [limit("loginFailuresPerIp", ip), pair, limit("loginFailuresPerMobile", mobile)];
  const succeeded = limit("loginSucceededPerPair", `${mobile}:${ip}`);
  await consume(db, [limit("loginAttemptsPerIp", ip)]);
  const knownAddress = (await countSoFar(db, succeeded)) > 0;
  let delay = 0;
  if (knownAddress) {
    // Never refused here; past the pair's own limit it is slowed like a number under attack.
    if ((await countSoFar(db, pair)) >= pair.max) delay = MAX_LOGIN_DELAY_MS;
  } else {
    await assertNotExceeded(db, [failures[0]!, pair]);
    const onNumber = failures[2]!;
    const past = (await countSoFar(db, onNumber)) - onNumber.max;
    if (past >= 0) delay = Math.min(MAX_LOGIN_DELAY_MS, DELAY_STEP_MS * (past + 1));
  }
  if (delay > 0) await (options.sleep ?? pause)(delay);

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
  await record(db, [succeeded]);
  if (role === "customer" && found.customerStatus === "pending") {
    // Right password, number never verified: send a code and continue at /verifications.
    await consume(db, [limit("codeSendsPerIp", ip), limit("codeSendsPerMobile", mobile)]);
    const { row, code } = await db.transaction((tx) => issueCode(tx, { purpose: "signup", mobile, userId: found.id }));
    await sendSms(db, { to: mobile, body: signUpCodeText(code, CODE_VALID_MINUTES, row.expiresAt, options.locale), purpose: "signup" });
    return { kind: "verify", pending: { id: row.id, mobile, valid: row.expiresAt.toISOString() } };
  }
  return { kind: "signed-in", userId: found.id };
}
