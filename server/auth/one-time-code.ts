import "server-only";
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { oneTimeCodes } from "@/server/db/schema";
import { env } from "@/server/env";
import { AppError } from "@/server/errors";
import { AUTH_SERVER_MESSAGES } from "@/lib/auth/auth-messages";
import { RESEND_COOLDOWN_SECONDS, consume, limit } from "./rate-limit";

export type CodePurpose = "signup" | "password_reset";
export type CodeRow = typeof oneTimeCodes.$inferSelect;

export const CODE_VALID_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

export const CODE_MESSAGES = {
  invalid: AUTH_SERVER_MESSAGES.otpInvalid,
  expired: AUTH_SERVER_MESSAGES.otpExpired,
  locked: AUTH_SERVER_MESSAGES.otpLocked,
  missing: AUTH_SERVER_MESSAGES.flowMissing,
  cooldown: (seconds: number) => `please wait ${seconds} seconds before asking for a new otp.`,
} as const;

/** HMAC of the code under the server secret, bound to the row id: a database leak reveals no codes. */
export function hashCode(id: string, code: string): string {
  return createHmac("sha256", env.BETTER_AUTH_SECRET).update(`${id}:${code}`).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Issues a new six-digit code for a mobile number and voids the number's earlier open codes of the
 * same purpose. A forgot-password request for an unknown number gets a row too (userId null) so its
 * answer looks the same; no SMS is sent for it and no code matches it.
 */
export async function issueCode(
  db: Executor,
  options: {
    purpose: CodePurpose;
    mobile: string;
    userId: string | null;
    now?: Date;
    /** Longer than CODE_VALID_MINUTES for a code an operator sends a shop owner (set-up or reset). */
    validMinutes?: number;
    /**
     * Which unused earlier codes of the purpose this one replaces: all of the number's (default),
     * or only those issued for the same user (none when `userId` is null), so a flow that texts
     * nothing cannot void a code another flow sent the number's owner.
     */
    replaces?: "number" | "same-user";
  },
): Promise<{ row: CodeRow; code: string }> {
  const now = options.now ?? new Date();
  const [latest] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.mobile, options.mobile), eq(oneTimeCodes.purpose, options.purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (latest) {
    const waited = (now.getTime() - latest.createdAt.getTime()) / 1000;
    if (waited < RESEND_COOLDOWN_SECONDS) {
      const seconds = Math.ceil(RESEND_COOLDOWN_SECONDS - waited);
      throw new AppError("rate_limited", { userMessage: CODE_MESSAGES.cooldown(seconds), retryAfterSeconds: seconds });
    }
  }
  const sameUser = options.userId === null ? isNull(oneTimeCodes.userId) : eq(oneTimeCodes.userId, options.userId);
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.mobile, options.mobile),
        eq(oneTimeCodes.purpose, options.purpose),
        isNull(oneTimeCodes.consumedAt),
        options.replaces === "same-user" ? sameUser : undefined,
      ),
    );

  const id = randomBytes(24).toString("base64url");
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const [row] = await db
    .insert(oneTimeCodes)
    .values({
      id,
      purpose: options.purpose,
      mobile: options.mobile,
      userId: options.userId,
      codeHash: hashCode(id, code),
      expiresAt: new Date(now.getTime() + (options.validMinutes ?? CODE_VALID_MINUTES) * 60_000),
      createdAt: now,
    })
    .returning();
  return { row: row!, code };
}

/**
 * Checks a code against an open flow. Every check counts as an attempt (committed even when the
 * code is wrong); after MAX_CODE_ATTEMPTS wrong tries the code is void. Answers the row when the
 * code matches; throws an AppError with docs/product.md-style `msg` otherwise.
 */
export async function checkCode(
  db: Executor,
  options: { id: string | undefined; purpose: CodePurpose; code: string; now?: Date },
): Promise<CodeRow> {
  const now = options.now ?? new Date();
  if (!options.id) throw new AppError("bad_request", { userMessage: CODE_MESSAGES.missing });
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, options.id),
        eq(oneTimeCodes.purpose, options.purpose),
        isNull(oneTimeCodes.consumedAt),
        isNull(oneTimeCodes.verifiedAt),
      ),
    )
    .returning();
  if (!row) throw new AppError("bad_request", { userMessage: CODE_MESSAGES.missing });
  // Besides five tries per code: ten a quarter-hour per number, whichever flow they come through.
  await consume(db, [limit("codeChecksPerMobile", row.mobile)], now.getTime());
  if (row.attempts > MAX_CODE_ATTEMPTS) throw new AppError("bad_request", { userMessage: CODE_MESSAGES.locked });
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError("bad_request", { userMessage: CODE_MESSAGES.expired });
  const matches = row.userId !== null && sameHash(row.codeHash, hashCode(row.id, options.code));
  if (!matches) {
    throw new AppError("bad_request", {
      userMessage: row.attempts >= MAX_CODE_ATTEMPTS ? CODE_MESSAGES.locked : CODE_MESSAGES.invalid,
    });
  }
  return row;
}

export type FindOpenFlowOptions = {
  id: string | undefined;
  purpose: CodePurpose;
  stage: "code" | "reset";
  maxAgeMinutes: number;
  now?: Date;
};

/** An open flow by its id (the browser's cookie), for redirect rules and resends. */
export async function findOpenFlow(
  db: Executor,
  options: FindOpenFlowOptions,
): Promise<CodeRow | null> {
  if (!options.id) return null;
  const now = options.now ?? new Date();
  const since = new Date(now.getTime() - options.maxAgeMinutes * 60_000);
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.id, options.id),
        eq(oneTimeCodes.purpose, options.purpose),
        isNull(oneTimeCodes.consumedAt),
        // A code step stays open for the flow's age, or for as long as its code is valid when that
        // is longer (an operator's 24-hour code for a shop owner).
        options.stage === "reset" ? gt(oneTimeCodes.verifiedAt, since) : or(gt(oneTimeCodes.createdAt, since), gt(oneTimeCodes.expiresAt, now)),
        ...(options.stage === "code" ? [isNull(oneTimeCodes.verifiedAt)] : []),
      ),
    );
  return row ?? null;
}
