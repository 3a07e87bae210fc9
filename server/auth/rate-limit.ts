import "server-only";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { AppError } from "@/server/errors";
import { env } from "@/server/env";

export type Limit = { key: string; max: number; windowSeconds: number };

/**
 * The account flows' limits (per client IP and per mobile number). Counters live in Better Auth's
 * `rate_limit` table (keys prefixed `dlmp:`), so several app instances share them.
 * AUTH_RATE_LIMIT_SCALE multiplies every maximum (the end-to-end run uses it; production leaves 1).
 */
export const LIMITS = {
  signUpPerIp: { max: 20, windowSeconds: 3600 },
  /** Sign-ups answered "already registered" (which tells that a number or email has an account). */
  registeredAnswersPerIp: { max: 5, windowSeconds: 3600 },
  codeSendsPerMobile: { max: 5, windowSeconds: 3600 },
  codeSendsPerIp: { max: 30, windowSeconds: 3600 },
  codeChecksPerIp: { max: 60, windowSeconds: 900 },
  codeChecksPerMobile: { max: 10, windowSeconds: 900 },
  loginAttemptsPerIp: { max: 200, windowSeconds: 900 },
  loginFailuresPerIp: { max: 30, windowSeconds: 900 },
  // A number is never refused as a whole (anyone can type a shop owner's public mobile): one
  // address guessing at it is refused, and past `max` failures from everywhere each attempt on it is
  // slowed (server/auth/log-in.ts, docs/decisions/102-login-limits-without-lockout.md).
  loginFailuresPerPair: { max: 10, windowSeconds: 900 },
  loginFailuresPerMobile: { max: 20, windowSeconds: 900 },
  /** Marks an address that signed in to a number; it is never refused for that number for 30 days. */
  loginSucceededPerPair: { max: 1, windowSeconds: 30 * 24 * 3600 },
  resetPerIp: { max: 20, windowSeconds: 3600 },
} as const;

/** Seconds a number must wait between two code sends. */
export const RESEND_COOLDOWN_SECONDS = env.AUTH_RESEND_COOLDOWN_SECONDS;

export function limit(name: keyof typeof LIMITS, subject: string): Limit {
  const rule = LIMITS[name];
  return { key: `dlmp:${name}:${subject}`, max: Math.ceil(rule.max * env.AUTH_RATE_LIMIT_SCALE), windowSeconds: rule.windowSeconds };
}

type Count = { count: number; windowStart: number };

/** Counts one hit in a fixed window; answers the count so far and when the window began. */
async function hit(db: Executor, rule: Limit, now: number): Promise<Count> {
  const windowMs = rule.windowSeconds * 1000;
  const result = await db.execute<{ count: number; last_request: string }>(sql`
    INSERT INTO rate_limit (id, key, count, last_request) VALUES (${randomUUID()}, ${rule.key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit.last_request <= ${now - windowMs} THEN 1 ELSE rate_limit.count + 1 END,
      last_request = CASE WHEN rate_limit.last_request <= ${now - windowMs} THEN ${now} ELSE rate_limit.last_request END
    RETURNING count, last_request`);
  const row = result.rows[0]!;
  return { count: Number(row.count), windowStart: Number(row.last_request) };
}

async function peek(db: Executor, rule: Limit, now: number): Promise<Count> {
  const result = await db.execute<{ count: number; last_request: string }>(
    sql`SELECT count, last_request FROM rate_limit WHERE key = ${rule.key}`,
  );
  const row = result.rows[0];
  if (!row || Number(row.last_request) <= now - rule.windowSeconds * 1000) return { count: 0, windowStart: now };
  return { count: Number(row.count), windowStart: Number(row.last_request) };
}

export const RATE_LIMITED_MESSAGE = (minutes: number) =>
  `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;

function blocked(rule: Limit, state: Count, now: number): AppError {
  const seconds = Math.max(1, Math.ceil((state.windowStart + rule.windowSeconds * 1000 - now) / 1000));
  return new AppError("rate_limited", {
    message: `rate limit ${rule.key}`,
    userMessage: RATE_LIMITED_MESSAGE(Math.ceil(seconds / 60)),
    retryAfterSeconds: seconds,
  });
}

/** Counts a hit on each limit; throws a rate_limited AppError (429, clear message) if any is exceeded. */
export async function consume(db: Executor, rules: Limit[], now = Date.now()): Promise<void> {
  for (const rule of rules) {
    const state = await hit(db, rule, now);
    if (state.count > rule.max) throw blocked(rule, state, now);
  }
}

/** How many hits a limit has in its current window, without counting one. */
export async function countSoFar(db: Executor, rule: Limit, now = Date.now()): Promise<number> {
  return (await peek(db, rule, now)).count;
}

/** Throws if a limit is already used up, without counting (failure-only limits count separately). */
export async function assertNotExceeded(db: Executor, rules: Limit[], now = Date.now()): Promise<void> {
  for (const rule of rules) {
    const state = await peek(db, rule, now);
    if (state.count >= rule.max) throw blocked(rule, state, now);
  }
}

/** Counts a failure (e.g. a wrong password) without checking. */
export async function record(db: Executor, rules: Limit[], now = Date.now()): Promise<void> {
  for (const rule of rules) await hit(db, rule, now);
}
