import "server-only";
import type { z } from "zod";
import { failure, success } from "@/lib/api/envelope";
import { AppError, GENERIC_USER_MESSAGE, isAppError } from "@/server/errors";
import { isClientAbort, logClientAbort } from "@/lib/http/client-abort";
import { assertSameOrigin } from "./same-origin";
import { JSON_BODY_LIMIT } from "./body-limits";
import { readBodyBytes } from "./read-body";
import { parseInput } from "./validation";

type Handler<Context> = (request: Request, context: Context) => Promise<unknown>;

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

async function readJsonBody(request: Request): Promise<unknown> {
  const text = new TextDecoder().decode(await readBodyBytes(request, JSON_BODY_LIMIT));
  try {
    return text.length === 0 ? {} : JSON.parse(text);
  } catch {
    throw new AppError("bad_request", { userMessage: "The request body is not valid JSON." });
  }
}

/** Reads and validates a JSON body. Malformed JSON is a 400, a body past 64 KB a 413 (read no further), never a 500. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  return parseInput(schema, await readJsonBody(request));
}

/**
 * Reads a JSON body as changes to `current` (the record as its form edits it): a field the client
 * leaves out keeps its value, a field it sends replaces it (an empty string clears an optional
 * one), and the merged whole is validated as readJson would (docs/decisions/107-profile-updates-merge-absent-fields.md).
 */
export async function readJsonChanges<S extends z.ZodType>(request: Request, schema: S, current: Record<string, unknown>): Promise<z.output<S>> {
  const body = await readJsonBody(request);
  if (body === null || typeof body !== "object" || Array.isArray(body)) return parseInput(schema, body);
  return parseInput(schema, { ...current, ...body });
}

/** Validates the query string (every value a string) against a schema. */
export function readQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  return parseInput(schema, Object.fromEntries(new URL(request.url).searchParams));
}
