import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, or } from "drizzle-orm";
import type { z } from "zod";
import type { authSchemas } from "@/lib/validation/auth";
import type { Database } from "@/server/db/connect";
import { account, customers, user } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { signUpCodeText } from "@/server/sms/sms-text";
import { sendSms } from "@/server/sms/send-sms";
import { checkPassword, hashUserPassword } from "./credentials";
import { AUTH_SERVER_MESSAGES } from "./messages";
import { CODE_VALID_MINUTES, issueCode } from "./one-time-code";
import { assertNotExceeded, consume, limit, record } from "./rate-limit";
import type { AppLocale } from "@/i18n/routing";


export type PendingVerification = { id: string; mobile: string; valid: string };

/**
 * One account per mobile number, and a shop owner may also be a customer: a verified account with
 * no customer record (a franchisee, an operator) signs up as a customer by giving its own password;
 * the code then adds the customer role to that account. Any other registered number is taken.
 */
async function existingAccountToExtend(db: Database, mobile: string, password: string): Promise<string | null> {
  const [owner] = await db
    .select({ id: user.id, verified: user.phoneNumberVerified, banned: user.banned, customerStatus: customers.status, hash: account.password })
    .from(user)
    .leftJoin(customers, eq(customers.userId, user.id))
    .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, "credential")))
    .where(eq(user.phoneNumber, mobile));
  // A pending customer record here is an earlier, unfinished attempt of the same upgrade.
  if (!owner || (owner.customerStatus !== null && owner.customerStatus !== "pending") || owner.verified !== true || owner.banned) return null;
  return (await checkPassword(owner.hash, password)) ? owner.id : null;
}

/**
 * "This number (or email) is registered" is what the product's sign-up answers, so the form tells whether
 * a number has an account. Each such answer counts against the caller's address (outside the
 * sign-up's transaction, which the refusal rolls back); once `registeredAnswersPerIp` are used up,
 * every sign-up from that address is refused with a 429 before anything is looked up, whatever
 * the number, so the refusal itself tells nothing and walking a list of numbers stalls.
 */
async function revealingAnswersLimited<T>(db: Database, ip: string, work: () => Promise<T>): Promise<T> {
  const answers = limit("registeredAnswersPerIp", ip);
  await assertNotExceeded(db, [answers]);
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === "conflict") await record(db, [answers]);
    throw error;
  }
}

/** An unverified sign-up older than this no longer holds its email address. */
const PENDING_HOLD_MINUTES = 30;

/**
 * POST /customers/signup: creates the user (unverified mobile), its credential account and a
 * pending customer, and texts a six-digit code. An earlier unverified sign-up with the same mobile
 * number is replaced (the number's owner is the one who gets the code). A registered mobile number
 * answers docs/product.md#errors-messages-and-timings's errors.mobile_exit; a registered email a field error.
 */
export async function signUpCustomer(options: {
  db: Database;
  input: z.output<typeof authSchemas.signUp>;
  ip: string;
  /** The language of the code's SMS. */
  locale?: AppLocale;
}): Promise<PendingVerification> {
  const { db, input, ip } = options;
  await consume(db, [limit("signUpPerIp", ip), limit("codeSendsPerIp", ip), limit("codeSendsPerMobile", input.mobile)]);
  const passwordHash = await hashUserPassword(input.password);
  const upgradeUserId = await existingAccountToExtend(db, input.mobile, input.password);

  const { row, code } = await revealingAnswersLimited(db, ip, () => db.transaction(async (tx) => {
    const clashes = await tx
      .select({
        id: user.id,
        phoneNumber: user.phoneNumber,
        email: user.email,
        verified: user.phoneNumberVerified,
        createdAt: user.createdAt,
        customerStatus: customers.status,
      })
      .from(user)
      .leftJoin(customers, eq(customers.userId, user.id))
      .where(or(eq(user.phoneNumber, input.mobile), eq(user.email, input.email)));

    const holdSince = Date.now() - PENDING_HOLD_MINUTES * 60_000;
    const replaceable: string[] = [];
    for (const clash of clashes) {
      // A shop owner (or operator) becoming a customer keeps their account and its email.
      if (upgradeUserId && (clash.id === upgradeUserId || clash.phoneNumber !== input.mobile)) continue;
      const pending = clash.verified === false && clash.customerStatus === "pending";
      if (clash.phoneNumber === input.mobile) {
        if (!pending) {
          throw new AppError("conflict", {
            userMessage: AUTH_SERVER_MESSAGES.mobileTaken,
            fieldErrors: { mobile: AUTH_SERVER_MESSAGES.mobileTaken, mobile_exit: true },
          });
        }
        replaceable.push(clash.id);
      } else if (pending && clash.createdAt.getTime() < holdSince) {
        replaceable.push(clash.id);
      } else {
        throw new AppError("conflict", {
          userMessage: AUTH_SERVER_MESSAGES.emailTaken,
          fieldErrors: { email: AUTH_SERVER_MESSAGES.emailTaken },
        });
      }
    }
    if (replaceable.length > 0) {
      await tx.delete(customers).where(and(inArray(customers.userId, replaceable), eq(customers.status, "pending")));
      await tx.delete(user).where(inArray(user.id, replaceable));
    }

    let sponsorId: number | null = null;
    if (input.referralCode) {
      const [sponsor] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.code, input.referralCode), eq(customers.status, "active")));
      if (!sponsor) {
        throw new AppError("validation_failed", {
          userMessage: AUTH_SERVER_MESSAGES.referralNotFound,
          fieldErrors: { referralCode: AUTH_SERVER_MESSAGES.referralNotFound },
        });
      }
      sponsorId = sponsor.id;
    }

    if (upgradeUserId) {
      await tx.delete(customers).where(and(eq(customers.userId, upgradeUserId), eq(customers.status, "pending")));
      await tx.insert(customers).values({
        userId: upgradeUserId,
        firstName: input.firstName,
        middleName: input.middleName,
        lastName: input.lastName,
        sponsorId,
        status: "pending",
      });
      return issueCode(tx, { purpose: "signup", mobile: input.mobile, userId: upgradeUserId });
    }

    const userId = randomUUID();
    await tx.insert(user).values({
      id: userId,
      name: [input.firstName, input.middleName, input.lastName].filter(Boolean).join(" "),
      email: input.email,
      phoneNumber: input.mobile,
      phoneNumberVerified: false,
      role: "customer",
    });
    await tx.insert(account).values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash });
    await tx.insert(customers).values({
      userId,
      firstName: input.firstName,
      middleName: input.middleName,
      lastName: input.lastName,
      sponsorId,
      status: "pending",
    });
    return issueCode(tx, { purpose: "signup", mobile: input.mobile, userId });
  }));

  await sendSms(db, { to: input.mobile, body: signUpCodeText(code, CODE_VALID_MINUTES, row.expiresAt, options.locale), purpose: "signup" });
  return { id: row.id, mobile: row.mobile, valid: row.expiresAt.toISOString() };
}
