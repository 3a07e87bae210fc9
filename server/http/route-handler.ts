import "server-only";
import type { z } from "zod";
import { failure, success } from "@/lib/api/envelope";
import { AppError, GENERIC_USER_MESSAGE, isAppError } from "@/server/errors";
import { isClientAbort, logClientAbort } from "@/lib/http/client-abort";
import { assertSameOrigin } from "./same-origin";
import { parseInput } from "./validation";

type Handler<Context> = (request: Request, context: Context) => Promise<unknown>;

/** The largest JSON body any endpoint accepts; uploads use multipart and their own limits. */
const MAX_JSON_BYTES = 64 * 1024;

/**
 * Wraps an /api/v1 route handler: the result becomes the product's success envelope; an AppError its
 * failure envelope and status; anything else is logged and answered 500 with a generic message.
 */
export function apiRoute<Context = unknown>(handler: Handler<Context>) {
  return async (request: Request, context: Context): Promise<Response> => {
    try {
      assertSameOrigin(request);
      const data = await handler(request, context);
      return Response.json(success(data ?? null), { headers: { "Cache-Control": "no-store" } });
    } catch (error) {
      return errorResponse(error, request);
    }
  };
}

export function errorResponse(error: unknown, request?: Request): Response {
  if (isAppError(error)) {
    const headers: Record<string, string> = { "Cache-Control": "no-store" };
    if (error.retryAfterSeconds) headers["Retry-After"] = String(error.retryAfterSeconds);
    return Response.json(failure(error.toErrors()), { status: error.status, headers });
  }
  const where = request ? `${request.method} ${new URL(request.url).pathname}` : "an API request";
  if (isClientAbort(error)) {
    // Nobody reads this answer; it is a 400 rather than a 500 so the access log does not count it as our failure.
    logClientAbort(where, error);
    return Response.json(failure({ msg: "The request was cut off." }), { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  console.error(`[api] unexpected error on ${where}:`, error);
  return Response.json(failure({ msg: GENERIC_USER_MESSAGE }), { status: 500, headers: { "Cache-Control": "no-store" } });
}

/** Reads and validates a JSON body. Malformed or oversized JSON is a 400, never a 500. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw new AppError("bad_request", { userMessage: "The request is too large." });
  let body: unknown;
  try {
    body = text.length === 0 ? {} : JSON.parse(text);
  } catch {
    throw new AppError("bad_request", { userMessage: "The request body is not valid JSON." });
  }
  return parseInput(schema, body);
}

/** Validates the query string (every value a string) against a schema. */
export function readQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  return parseInput(schema, Object.fromEntries(new URL(request.url).searchParams));
}
