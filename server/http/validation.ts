import "server-only";
import type { z } from "zod";
import { AppError } from "@/server/errors";

/** The first message per field of a zod failure, keyed by the field's path ("sales.amount"). */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "msg";
    errors[key] ??= issue.message;
  }
  return errors;
}

export const NUL_MESSAGE = "This text contains a character that is not allowed.";

/** Text PostgreSQL can store: no U+0000, and no half of a surrogate pair (jsonb refuses "\ud800"). */
function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && text.isWellFormed();
}

/**
 * The path of the first string (value or key) PostgreSQL could not store, or null. Such text would
 * fail the insert with an unexpected error (a 500) instead of a message; no keyboard types it, so it
 * is refused as it arrives.
 */
export function pathOfUnstorableText(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === "string") return isStorableText(value) ? null : path;
  if (value === null || typeof value !== "object" || depth > 64) return null;
  for (const [key, child] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, key.replaceAll("\u0000", "").toWellFormed()];
    const found = pathOfUnstorableText(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Parses input with a schema, or throws a validation AppError carrying docs/product.md-style field errors. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const nulAt = pathOfUnstorableText(input);
  if (nulAt) {
    throw new AppError("validation_failed", {
      message: "input holds U+0000 or a lone surrogate",
      userMessage: NUL_MESSAGE,
      fieldErrors: nulAt.length > 0 ? { [nulAt.join(".")]: NUL_MESSAGE } : {},
    });
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = zodFieldErrors(result.error);
  const { msg, ...fields } = fieldErrors;
  throw new AppError("validation_failed", {
    message: "input failed validation",
    userMessage: msg ?? "Please correct the highlighted fields.",
    fieldErrors: fields,
  });
}
