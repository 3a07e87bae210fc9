"use client";

import { useState, type FormEvent } from "react";
import { fieldErrorsOf, type ApiResponse } from "@/lib/api/envelope";
import { toast } from "@/lib/toast/toast";

export type PublicFormErrors = Record<string, string>;

export type PublicFormOptions<D extends { msg: string }> = {
  /** The JSON API route the form posts to (docs/product.md#json-api). */
  endpoint: string;
  /** A server's English message in the page's language (`usePublicFormText`, the reviews' `useServerText`). */
  text: (message: string | undefined) => string | undefined;
  /** Toasted when the request fails or its answer is not the envelope. */
  failedText: string;
  /** Toast `failedText` too for a failure that names neither a field nor a message (by default it shows nothing). */
  toastEmptyFailure?: boolean;
  /** After a success: errors are cleared and `done` holds the server's message in the page's language. */
  onSuccess?: (data: D) => void | Promise<void>;
};

/**
 * The public forms' one way to send (the article comment, Contact Us, a review's report): POST the
 * body as JSON, a pending flag for the button's spinner, the server's per-field errors in the page's
 * language, a whole-request message as a toast, the success message in `done` for the status line by
 * the button (docs/decisions/117-form-success-said-once.md). No form library and no zod: these forms
 * have no rules the server does not check, and an article or a shop page should not load either for
 * a form most readers never use (docs/benchmarks.md, "JavaScript before any interaction").
 */
export function usePublicForm<D extends { msg: string }>(options: PublicFormOptions<D>) {
  const [errors, setErrors] = useState<PublicFormErrors>({});
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function send(body: unknown) {
    setPending(true);
    setDone(null);
    try {
      const response = await fetch(options.endpoint, {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as ApiResponse<D>;
      if (answer.status === "success") {
        setErrors({});
        setDone(options.text(answer.data.msg) ?? null);
        await options.onSuccess?.(answer.data);
        return;
      }
      const fieldErrors = fieldErrorsOf(answer.errors);
      setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [field, options.text(message) ?? message])));
      if (Object.keys(fieldErrors).length === 0) {
        if (answer.errors.msg) toast.error(options.text(answer.errors.msg) ?? answer.errors.msg);
        else if (options.toastEmptyFailure) toast.error(options.failedText);
      }
    } catch {
      toast.error(options.failedText);
    } finally {
      setPending(false);
    }
  }

  /**
   * The form's submit handler: `body` gives what to send, or undefined to send nothing (a form that
   * checks something first sets its own errors with `setErrors`).
   */
  const handleSubmit = (body: () => unknown) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = body();
    if (value !== undefined) void send(value);
  };

  return { errors, setErrors, pending, done, handleSubmit };
}
