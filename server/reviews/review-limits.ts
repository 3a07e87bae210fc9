import "server-only";
import { env } from "@/server/env";
import type { Executor } from "@/server/db/connect";
import { AppError, isAppError } from "@/server/errors";
import { consumeRateLimit } from "@/server/public/rate-limit";

/**
 * How often one person may write (create or edit) reviews and report them: far above anyone's
 * honest pace, low enough that a script cannot flood a shop's page or the moderation queue. The
 * public forms' shared counter (server/public/rate-limit.ts); AUTH_RATE_LIMIT_SCALE multiplies the
 * maximum as it does for the account limits (the end-to-end run sets it).
 */
export const REVIEW_LIMITS = {
  writesPerCustomer: { max: 10, windowSeconds: 3600 },
  reportsPerUser: { max: 10, windowSeconds: 3600 },
} as const;

export async function consumeReviewLimit(db: Executor, name: keyof typeof REVIEW_LIMITS, subject: string | number, userMessage: string): Promise<void> {
  const rule = REVIEW_LIMITS[name];
  try {
    await consumeRateLimit({ key: `review:${name}:${subject}`, limit: Math.ceil(rule.max * env.AUTH_RATE_LIMIT_SCALE), windowSeconds: rule.windowSeconds, db });
  } catch (error) {
    if (!isAppError(error) || error.code !== "rate_limited") throw error;
    throw new AppError("rate_limited", { message: `review limit ${name} ${subject}`, userMessage, retryAfterSeconds: error.retryAfterSeconds });
  }
}
