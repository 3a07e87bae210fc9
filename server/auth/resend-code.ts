import "server-only";
import type { Database } from "@/server/db/connect";
import { AppError } from "@/server/errors";
import { sendSms } from "@/server/sms/send-sms";
import { passwordResetCodeText, signUpCodeText } from "@/server/sms/sms-text";
import { CODE_MESSAGES, CODE_VALID_MINUTES, findOpenFlow, issueCode, type CodePurpose } from "./one-time-code";
import { RESEND_COOLDOWN_SECONDS, consume, limit } from "./rate-limit";
import type { AppLocale } from "@/i18n/routing";

/** How long a sign-up or forgot-password flow may be resumed (resend) after it started. */
export const FLOW_MAX_AGE_MINUTES = { signup: 60, password_reset: 30 } as const;

export type ResendCodeOptions = {
  db: Database;
  id: string | undefined;
  purpose: CodePurpose;
  ip: string;
  locale?: AppLocale;
};

/**
 * POST /customers/resend and /forgot/resend: a new code for the flow's number; the old one is void.
 * Answers the new flow (id, mobile, valid), which replaces the old one in the browser.
 */
export async function resendCode(options: ResendCodeOptions) {
  const { db, purpose } = options;
  const flow = await findOpenFlow(db, { id: options.id, purpose, stage: "code", maxAgeMinutes: FLOW_MAX_AGE_MINUTES[purpose] });
  if (!flow) throw new AppError("bad_request", { userMessage: CODE_MESSAGES.missing });
  await consume(db, [limit("codeSendsPerIp", options.ip), limit("codeSendsPerMobile", flow.mobile)]);
  // A forgot-password flow replaces only its own codes, and costs the same for a number it does not text (startPasswordReset).
  const reset = purpose === "password_reset";
  const { row, code } = await db.transaction((tx) => issueCode(tx, { purpose, mobile: flow.mobile, userId: flow.userId, replaces: reset ? "same-user" : "number" }));
  if (row.userId || reset) {
    const text = purpose === "signup" ? signUpCodeText : passwordResetCodeText;
    await sendSms(db, { to: row.mobile, body: text(code, CODE_VALID_MINUTES, row.expiresAt, options.locale), purpose: reset ? "password_reset" : "signup" }, { discard: !row.userId });
  }
  return {
    id: row.id,
    mobile: row.mobile,
    valid: row.expiresAt.toISOString(),
    /** When the next resend will be accepted. */
    resendAt: new Date(row.createdAt.getTime() + RESEND_COOLDOWN_SECONDS * 1000).toISOString(),
  };
}
