import "server-only";
import type { ApiErrors } from "@/lib/api/envelope";

/** Every failure the app means to report, and the HTTP status each one answers with. */
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  insufficient_balance: 409,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
} as const;

export type AppErrorCode = keyof typeof ERROR_STATUS;

type AppErrorOptions = {
  /** For logs and developers; never shown to users. */
  message?: string;
  /** Shown to the user (becomes `errors.msg`). */
  userMessage?: string;
  /** Per-field messages shown under inputs (docs/product.md#errors-messages-and-timings), plus the product's boolean flags. */
  fieldErrors?: Record<string, string | boolean>;
  cause?: unknown;
  /** Seconds until a rate-limited caller may try again. */
  retryAfterSeconds?: number;
};

export const GENERIC_USER_MESSAGE = "Something went wrong. Please try again.";

/**
 * The one error type domain code throws on purpose. Outer layers (route handlers, server actions)
 * map it to the product's failure envelope and its status; anything else is logged and answered with a
 * generic message, so internals never leak.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly userMessage?: string;
  readonly fieldErrors?: Record<string, string | boolean>;
  readonly retryAfterSeconds?: number;

  constructor(code: AppErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? options.userMessage ?? code, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.userMessage = options.userMessage;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toErrors(): ApiErrors {
    return { ...this.fieldErrors, ...(this.userMessage ? { msg: this.userMessage } : {}) };
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
