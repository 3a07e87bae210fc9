"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { DashboardFailure, Skeleton } from "@/components/dashboard/dashboard-states";
import { formatAverage, RatingStars } from "@/components/reviews/rating-stars";
import { ReplyForm } from "@/components/reviews/reply-form-client";
import { ApiRequestError, postForData, useAccountData } from "@/lib/api/use-account-data";
import { countArgs, formatDate, formatMonthName, formatNumber } from "@/lib/format";
import { OWNER_REVIEW_FILTERS, type OwnerReviewFilter } from "@/lib/reviews/review-rules";
import type { OwnerReviewsPage, PublicReview } from "@/lib/reviews/types";
import { toast } from "@/lib/toast/toast";

const ENDPOINT = "/api/v1/franchisee/reviews";

/**
 * The owner's reviews (docs/product.md#reviews): the shop's rating, the reviews newest first with a
 * filter for those still without a reply, and the reply form under each. The first page is read
 * through useAccountData (a lost session goes to the login); "Show more" follows the keyset cursor.
 */
export function OwnerReviewsClient() {
  const t = useTranslations("OwnerReviews");
  const [filter, setFilter] = useState<OwnerReviewFilter>("all");
  const { data, error, mutate } = useAccountData<OwnerReviewsPage>(ENDPOINT, { loginPath: "/franchisee-login", failureMessage: t("loadFailed"), body: { filter } });
  // Later pages, with the first page's cursor they followed (a reload of the first page drops them).
  const [more, setMore] = useState<{ after: string; reviews: PublicReview[]; nextCursor: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const { mutate: mutateAll } = useSWRConfig();

  if (!data) {
    return error ? <DashboardFailure message={t("loadFailed")} retry={t("retry")} onRetry={() => void mutate()} /> : <OwnerReviewsSkeleton label={t("loading")} />;
  }
  const extra = more && more.after === data.nextCursor ? more : null;
  const reviews = extra ? [...data.reviews, ...extra.reviews] : data.reviews;
  const nextCursor = extra ? extra.nextCursor : data.nextCursor;

  async function loadMore() {
    if (!nextCursor || !data?.nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await postForData<OwnerReviewsPage>(ENDPOINT, { filter, cursor: nextCursor });
      setMore({ after: data.nextCursor, reviews: [...(extra?.reviews ?? []), ...page.reviews], nextCursor: page.nextCursor });
    } catch (failure) {
      toast.error(failure instanceof ApiRequestError && failure.errors?.msg ? failure.errors.msg : t("loadFailed"));
    } finally {
      setLoadingMore(false);
    }
  }

  /**
   * After a reply: the first page again (the unanswered count changes), later pages dropped, and the
   * other filter's cached first page too, or switching to it would show the review unanswered.
   */
  async function replied() {
    setMore(null);
    await mutateAll((key) => Array.isArray(key) && key[0] === ENDPOINT);
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5" data-testid="owner-reviews">
      <OwnerSummary page={data} />
      <div role="group" aria-label={t("filterLabel")} className="flex flex-wrap gap-2">
        {OWNER_REVIEW_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => {
              setMore(null);
              setFilter(value);
            }}
            className="min-h-11 rounded-full border border-stone-300 bg-white px-4 font-semibold text-stone-700 transition-colors hover:border-brand-500 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {value === "all" ? t("filterAll") : t("filterUnanswered")}
            {value === "unanswered" ? <span className="ms-2 tabular-nums">({formatNumber(data.unanswered ?? 0)})</span> : null}
          </button>
        ))}
      </div>
      {reviews.length === 0 ? (
        <p className="rounded-2xl bg-stone-100 p-6 text-center font-semibold text-stone-700">{filter === "unanswered" ? t("emptyUnanswered") : t("empty")}</p>
      ) : (
        <ol className="grid grid-cols-[minmax(0,1fr)] gap-4" data-testid="owner-review-list">
          {reviews.map((review) => (
            <OwnerReviewItem key={review.id} review={review} onReplied={replied} />
          ))}
        </ol>
      )}
      {nextCursor ? (
        <button type="button" onClick={() => void loadMore()} disabled={loadingMore} className="inline-flex min-h-11 items-center justify-self-start rounded-xl border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60">
          {loadingMore ? t("loading") : t("loadMore")}
        </button>
      ) : null}
    </div>
  );
}

function OwnerSummary({ page }: { page: OwnerReviewsPage }) {
  const t = useTranslations("OwnerReviews");
  const tr = useTranslations("Reviews");
  const { summary } = page;
  // The first page carries the count (the only page this reads).
  const unanswered = page.unanswered ?? 0;
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm" data-testid="owner-rating-summary">
      {summary.average !== null ? (
        <div className="flex items-center gap-3">
          <span className="text-3xl font-extrabold text-stone-900">{formatAverage(summary.average)}</span>
          <RatingStars rating={summary.average} className="size-5" />
          <span className="sr-only">{tr("outOfFive", { averageText: formatAverage(summary.average) })}</span>
        </div>
      ) : null}
      <p className="text-stone-700">{tr("count", countArgs(summary.count))}</p>
      {summary.count > 0 ? <p className={unanswered > 0 ? "font-semibold text-amber-900" : "text-green-800"}>{t("unanswered", countArgs(unanswered))}</p> : null}
    </div>
  );
}

function OwnerReviewItem({ review, onReplied }: { review: PublicReview; onReplied: () => Promise<void> }) {
  const t = useTranslations("OwnerReviews");
  const tr = useTranslations("Reviews");
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const date = formatDate(review.createdAt, locale);
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm" data-testid="owner-review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars rating={review.rating} />
        <span className="sr-only">{tr("rated", { ratingText: formatNumber(review.rating) })}</span>
        <span className="font-semibold text-stone-900">{review.author}</span>
        <span className="text-sm text-stone-600">{review.editedAt ? tr("edited", { date }) : date}</span>
      </div>
      {review.purchasedIn ? <p className="mt-1 text-sm font-medium text-green-800">{tr("verifiedPurchase", { month: formatMonthName(review.purchasedIn, locale) })}</p> : null}
      {review.body ? <p className="mt-2 whitespace-pre-line break-words text-stone-900">{review.body}</p> : null}
      {review.reply && !open ? (
        <div className="mt-3 rounded-xl border-l-4 border-brand-600 bg-brand-50 p-3" data-testid="owner-reply">
          <p className="text-sm font-semibold text-brand-900">
            {t("yourReply")} · <span className="font-normal text-stone-600">{review.reply.editedAt ? t("replyEdited", { date: formatDate(review.reply.createdAt, locale) }) : formatDate(review.reply.createdAt, locale)}</span>
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-stone-900">{review.reply.body}</p>
        </div>
      ) : null}
      {open ? (
        <ReplyForm
          reviewId={review.id}
          initial={review.reply?.body ?? ""}
          onDone={(saved) => {
            setOpen(false);
            if (saved) void onReplied();
          }}
        />
      ) : (
        <button type="button" onClick={() => setOpen(true)} className="mt-3 inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50">
          {review.reply ? tr("editReply") : tr("reply")}
        </button>
      )}
    </li>
  );
}

function OwnerReviewsSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-4">
      <Skeleton className="h-20" label={label} />
      <Skeleton className="h-11 w-72" />
      <Skeleton className="h-36" />
      <Skeleton className="h-36" />
    </div>
  );
}
