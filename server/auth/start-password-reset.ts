import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/server/db/connect";
import { customers, user } from "@/server/db/schema";
import { sendSms } from "@/server/sms/send-sms";
import { passwordResetCodeText } from "@/server/sms/sms-text";
import { CODE_VALID_MINUTES, issueCode } from "./one-time-code";
import { consume, limit } from "./rate-limit";
import type { AppLocale } from "@/i18n/routing";

/**
 * POST /forgot/index. Every valid number gets the same answer (a flow id, the number, the code's
 * validity), registered or not, so the form cannot be used to learn who is registered; only a
 * verified customer's number is actually texted. Franchisee passwords are reset by the provider,
 * so a shop-only account gets no code either, and the set-up or reset code an operator texted that
 * owner stays good (the new code replaces only earlier codes of the same user). Both kinds of
 * number go through the same work, the SMS included (written and rolled back when nothing is sent),
 * so neither answer is quicker (docs/decisions/103-equal-work-for-forgotten-password-answers.md).
 */
export async function startPasswordReset(options: { db: Database; mobile: string; ip: string; locale?: AppLocale }) {
  const { db, mobile, ip } = options;
  await consume(db, [limit("codeSendsPerIp", ip), limit("codeSendsPerMobile", mobile)]);
  const [owner] = await db
    .select({ id: user.id })
    .from(user)
    .innerJoin(customers, eq(customers.userId, user.id))
    .where(and(eq(user.phoneNumber, mobile), eq(user.phoneNumberVerified, true), eq(customers.status, "active"), eq(user.banned, false)));
  const { row, code } = await db.transaction((tx) => issueCode(tx, { purpose: "password_reset", mobile, userId: owner?.id ?? null, replaces: "same-user" }));
  const body = passwordResetCodeText(code, CODE_VALID_MINUTES, row.expiresAt, options.locale);
  await sendSms(db, { to: mobile, body, purpose: "password_reset" }, { discard: !owner });
  return { id: row.id, mobile, valid: row.expiresAt.toISOString() };
}
