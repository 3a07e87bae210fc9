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

/** Parses input with a schema, or throws a validation AppError carrying SPEC-style field errors. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
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
