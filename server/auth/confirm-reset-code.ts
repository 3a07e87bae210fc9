import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/server/db/connect";
import { oneTimeCodes } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { CODE_MESSAGES, checkCode } from "./one-time-code";
import { consume, limit } from "./rate-limit";

/** Minutes the new password may be set after the code was accepted. */
export const RESET_WINDOW_MINUTES = 15;

/** POST /forgot/check: a correct code turns the forgot flow into a reset permission (the product's reset token). */
export async function confirmResetCode(options: { db: Database; id: string | undefined; otp: string; ip: string }) {
  const { db } = options;
  await consume(db, [limit("codeChecksPerIp", options.ip)]);
  const row = await checkCode(db, { id: options.id, purpose: "password_reset", code: options.otp });
  const [marked] = await db
    .update(oneTimeCodes)
    .set({ verifiedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.verifiedAt), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  if (!marked) throw new AppError("bad_request", { userMessage: CODE_MESSAGES.missing });
  return { id: row.id, mobile: row.mobile };
}
