"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { fieldErrorsOf } from "@/lib/api/envelope";
import { characterCount, REPLY_BODY_MAX, REPLY_BODY_MIN } from "@/lib/reviews/review-rules";
import { toast } from "@/lib/toast/toast";
import { type Answer, callReviews, useServerText } from "./review-calls";

type Errors = Record<string, string>;

export const inputClass = "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 aria-[invalid=true]:border-red-700";
export const primaryButton = "inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
export const plainButton = "inline-flex min-h-11 items-center rounded-xl px-4 font-semibold text-stone-700 hover:bg-stone-100 disabled:opacity-60";

/** Field errors in the page's language, and the whole-request message as a toast (docs/product.md#errors-messages-and-timings). */
export function useFailure() {
  const serverText = useServerText();
  return (answer: Answer<unknown>): Errors => {
    if (answer?.status !== "failure") {
      toast.error(serverText(null));
      return {};
    }
    const fields = Object.fromEntries(Object.entries(fieldErrorsOf(answer.errors)).map(([field, message]) => [field, serverText(message)]));
    if (answer.errors.msg && Object.keys(fields).length === 0) toast.error(serverText(answer.errors.msg));
    return fields;
  };
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-800">
      {message}
    </p>
  ) : null;
}

/** The shop owner's one public reply to a review; sent again, it replaces the earlier words. */
export function ReplyForm({ reviewId, initial, onDone }: { reviewId: number; initial: string; onDone: (saved: boolean) => void }) {
  const t = useTranslations("Reviews");
  const tv = useTranslations("ReviewValidation");
  const serverText = useServerText();
  const failure = useFailure();
  const id = useId();
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const words = body.trim();
    if (characterCount(words) < REPLY_BODY_MIN) return setError(tv("replyRequired"));
    if (characterCount(words) > REPLY_BODY_MAX) return setError(tv("replyTooLong"));
    setBusy(true);
    const answer = await callReviews<{ msg: string }>("/api/v1/franchisee/reviews/reply", { review_id: reviewId, body: words });
    setBusy(false);
    if (answer?.status === "success") {
      toast.success(serverText(answer.data.msg));
      onDone(true);
    } else setError(failure(answer).body);
  }

  return (
    <form onSubmit={submit} noValidate className="mt-3" data-testid="reply-form">
      <label htmlFor={`${id}-reply`} className="block text-sm font-medium text-stone-700">
        {t("replyLabel")}
      </label>
      <textarea id={`${id}-reply`} value={body} onChange={(event) => setBody(event.target.value)} rows={3} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-reply-error` : undefined} className={inputClass} />
      <FieldError id={`${id}-reply-error`} message={error} />
      <div className="mt-2 flex gap-2">
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? t("saving") : t("replySubmit")}
        </button>
        <button type="button" onClick={() => onDone(false)} className={plainButton}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}

