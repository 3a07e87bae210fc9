"use client";

import { useState, type FormEvent } from "react";
import { fieldErrorsOf, type ApiResponse } from "@/lib/api/envelope";
import { toast } from "@/lib/toast/toast";

export type PublicFormOptions<D extends { msg: string }> = {
  /** The JSON API route the form posts to (docs/product.md#json-api). */
  endpoint: string;
  /** What to send, read at submit; undefined sends nothing (a form that checks first sets its own errors). */
  body: () => unknown;
  /** A server's English message in the page's language (`usePublicFormText`, the reviews' `useServerText`). */
  text: (message: string) => string | undefined;
  /** Toasted when the request fails or its answer is not the envelope. */
  failedText: string;
  /** Toasted for a failure that names neither a field nor a message (by default such a failure shows nothing). */
  emptyFailureText?: string;
  /** After a success: errors are cleared and `done` holds the server's message in the page's language. */
  onSuccess?: (data: D) => void;
};

/**
 * The public forms' one way to send (the article comment, Contact Us, a review's report): POST the
 * body as JSON, a pending flag for the button's spinner, the server's per-field errors (in English,
 * as sent: the form shows them through its `text`), a whole-request message as a toast, the success
 * message in `done` for the status line by the button (docs/decisions/117-form-success-said-once.md).
 * No form library and no zod, and kept small: these forms have no rules the server does not check,
 * and an article should not load more for a form most readers never use (docs/benchmarks.md,
 * "JavaScript before any interaction"; `npm run bench:js`).
 */
export function usePublicForm<D extends { msg: string }>(options: PublicFormOptions<D>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = options.body();
    if (body === undefined) return;
    setPending(true);
    setDone(undefined);
    try {
      const response = await fetch(options.endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as ApiResponse<D>;
      if (answer.status === "success") {
        setErrors({});
        setDone(options.text(answer.data.msg));
        options.onSuccess?.(answer.data);
      } else {
        const fieldErrors = fieldErrorsOf(answer.errors);
        setErrors(fieldErrors);
        const message = answer.errors.msg ? options.text(answer.errors.msg) : options.emptyFailureText;
        if (message && Object.keys(fieldErrors).length === 0) toast.error(message);
      }
    } catch {
      toast.error(options.failedText);
    } finally {
      setPending(false);
    }
  }

  return { errors, setErrors, pending, done, onSubmit };
}
