"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { StarShape } from "@/components/reviews/rating-stars";
import { countArgs } from "@/lib/format";
import { characterCount, REPORT_DETAILS_MAX, REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_REPORT_REASONS, type ReviewReportReason } from "@/lib/reviews/review-rules";
import type { OwnReview } from "@/lib/reviews/types";
import { toast } from "@/lib/toast/toast";
import { usePublicForm } from "@/components/feedback/use-public-form";
import { callReviews, useServerText } from "@/components/reviews/review-calls";
import { FieldError, inputClass, plainButton, primaryButton, useFailure } from "@/components/reviews/reply-form-client";

type Errors = Record<string, string>;

/**
 * The customer's review of the shop: stars (required) and words (optional, 10–1,000 characters).
 * The same form writes and edits (one review per customer and shop); delete asks first. A customer
 * whose purchases were reversed (`canWrite` false) may only delete theirs.
 */
export function ReviewForm({ shopId, own, canWrite, onChanged }: { shopId: number; own: OwnReview | null; canWrite: boolean; onChanged: (review: OwnReview | null) => Promise<void> }) {
  const t = useTranslations("Reviews");
  const tv = useTranslations("ReviewValidation");
  const serverText = useServerText();
  const failure = useFailure();
  const id = useId();
  const [rating, setRating] = useState(own?.rating ?? 0);
  const [body, setBody] = useState(own?.body ?? "");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const words = body.trim();
    const found: Errors = {};
    if (rating < 1 || rating > 5) found.rating = tv("ratingRequired");
    if (words && characterCount(words) < REVIEW_BODY_MIN) found.body = tv("bodyTooShort");
    if (characterCount(words) > REVIEW_BODY_MAX) found.body = tv("bodyTooLong");
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const answer = await callReviews<{ review: OwnReview; msg: string }>("/api/v1/customers/reviews", { shop_id: shopId, rating, body: words });
    setBusy(false);
    if (answer?.status === "success") {
      toast.success(serverText(answer.data.msg));
      await onChanged(answer.data.review);
    } else setErrors(failure(answer));
  }

  async function remove() {
    if (!window.confirm(t("deleteConfirm"))) return;
    setBusy(true);
    const answer = await callReviews<{ msg: string }>("/api/v1/customers/reviews/delete", { shop_id: shopId });
    setBusy(false);
    if (answer?.status === "success") {
      toast.success(serverText(answer.data.msg));
      setRating(0);
      setBody("");
      await onChanged(null);
    } else failure(answer);
  }

  return (
    <form onSubmit={submit} noValidate data-testid="review-form">
      <h3 className="text-lg font-bold text-brand-900">{own ? t("editTitle") : t("writeTitle")}</h3>
      {canWrite ? (
        <>
          <fieldset className="mt-3" aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
            <legend className="text-sm font-medium text-stone-700">{t("yourRating")}</legend>
            <div className="mt-1 flex gap-1">
              {[1, 2, 3, 4, 5].map((stars) => (
                <label key={stars} className="cursor-pointer rounded p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700">
                  <input type="radio" name={`${id}-rating`} value={stars} checked={rating === stars} onChange={() => setRating(stars)} className="sr-only" />
                  <span className="sr-only">{t("stars", countArgs(stars, "stars"))}</span>
                  <StarShape className={`size-8 ${stars <= rating ? "text-amber-500" : "text-stone-300"}`} />
                </label>
              ))}
            </div>
            <FieldError id={`${id}-rating-error`} message={errors.rating} />
          </fieldset>
          <label className="mt-3 block text-sm font-medium text-stone-700" htmlFor={`${id}-body`}>
            {t("bodyLabel")}
          </label>
          <textarea
            id={`${id}-body`}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            rows={4}
            aria-invalid={Boolean(errors.body)}
            aria-describedby={`${id}-body-hint${errors.body ? ` ${id}-body-error` : ""}`}
            className={inputClass}
          />
          <p id={`${id}-body-hint`} className="mt-1 text-sm text-stone-600">
            {t("bodyHint")}
          </p>
          <FieldError id={`${id}-body-error`} message={errors.body} />
        </>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {canWrite ? (
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? t("saving") : own ? t("update") : t("submit")}
          </button>
        ) : null}
        {own ? (
          <button type="button" onClick={() => void remove()} disabled={busy} className={plainButton}>
            {t("delete")}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** A report of a review to the operators: a reason from the list and, for "something else", words. */
export function ReportForm({ reviewId, onDone }: { reviewId: number; onDone: () => void }) {
  const t = useTranslations("Reviews");
  const tv = useTranslations("ReviewValidation");
  const serverText = useServerText();
  const id = useId();
  const [reason, setReason] = useState<ReviewReportReason | "">("");
  const [details, setDetails] = useState("");
  const { errors, setErrors, pending: busy, onSubmit } = usePublicForm<{ msg: string }>({
    endpoint: "/api/v1/shops/reviews/report",
    body: () => {
      const words = details.trim();
      const found: Errors = {};
      if (!reason) found.reason = tv("reasonRequired");
      if (reason === "other" && !words) found.details = tv("detailsRequired");
      if (characterCount(words) > REPORT_DETAILS_MAX) found.details = tv("detailsTooLong");
      setErrors(found);
      return Object.keys(found).length > 0 ? undefined : { review_id: reviewId, reason, details: words };
    },
    text: serverText,
    failedText: serverText(null),
    onSuccess: (data) => {
      toast.success(serverText(data.msg));
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 rounded-xl border border-stone-200 p-3" data-testid="report-form">
      <fieldset aria-describedby={errors.reason ? `${id}-reason-error` : undefined}>
        <legend className="font-semibold text-stone-900">{t("reportTitle")}</legend>
        <p className="mt-1 text-sm text-stone-700">{t("reportReason")}</p>
        <div className="mt-1 grid gap-1">
          {REVIEW_REPORT_REASONS.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-stone-800">
              <input type="radio" name={`${id}-reason`} value={value} checked={reason === value} onChange={() => setReason(value)} className="size-4" />
              {t(`reason_${value}`)}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-reason-error`} message={errors.reason && serverText(errors.reason)} />
      </fieldset>
      <label htmlFor={`${id}-details`} className="mt-2 block text-sm font-medium text-stone-700">
        {t("reportDetails")}
      </label>
      <textarea id={`${id}-details`} value={details} onChange={(event) => setDetails(event.target.value)} rows={2} aria-invalid={Boolean(errors.details)} aria-describedby={errors.details ? `${id}-details-error` : undefined} className={inputClass} />
      <FieldError id={`${id}-details-error`} message={errors.details && serverText(errors.details)} />
      <div className="mt-2 flex gap-2">
        <button type="submit" disabled={busy} className={primaryButton}>
          {t("reportSend")}
        </button>
        <button type="button" onClick={onDone} className={plainButton}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
