"use client";

import { useLocale, useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useState } from "react";
import { formatAverage, RatingStars } from "@/components/reviews/rating-stars";
import { Link } from "@/i18n/navigation";
import { useViewer } from "@/lib/auth/use-viewer";
import { countArgs, formatDate, formatMonthName, formatNumber } from "@/lib/format";
import { REVIEW_SORTS, type ReviewSort } from "@/lib/reviews/review-rules";
import type { PublicReview, ReviewEligibility, ShopReviewsPage } from "@/lib/reviews/types";
import { toast } from "@/lib/toast/toast";
import { callReviews, useServerText } from "@/components/reviews/review-calls";

// The forms load only for a signed-in viewer who opens one: a visitor's page carries none of their
// code. React.lazy, not next/dynamic, whose loader costs every page that has one (docs/benchmarks.md).
const ReviewForm = lazy(() => import("./review-forms-client").then((m) => ({ default: m.ReviewForm })));
const ReplyForm = lazy(() => import("@/components/reviews/reply-form-client").then((m) => ({ default: m.ReplyForm })));
const ReportForm = lazy(() => import("./review-forms-client").then((m) => ({ default: m.ReportForm })));

/**
 * The shop page's ratings and reviews (docs/product.md#reviews): the summary with a bar per star,
 * the viewer's part (the form, or why they cannot review), and the list in three orders, 10 at a
 * time. The first page arrives rendered with the (cached, viewer-free) page; the viewer's part is
 * asked from the browser.
 */
export function ShopReviews({ shopId, shopName, initial }: { shopId: number; shopName: string; initial: ShopReviewsPage }) {
  const t = useTranslations("Reviews");
  const serverText = useServerText();
  const { viewer } = useViewer();
  const [page, setPage] = useState(initial);
  const [reviews, setReviews] = useState<PublicReview[]>(initial.reviews);
  const [loading, setLoading] = useState(false);
  const [eligibility, setEligibility] = useState<ReviewEligibility | null>(null);
  const [voted, setVoted] = useState<Set<number>>(new Set());
  const { summary } = page;
  const signedIn = Boolean(viewer?.customer || viewer?.franchisee);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void callReviews<ReviewEligibility>("/api/v1/shops/reviews/eligibility", { shop_id: shopId }).then((answer) => {
      if (live && answer?.status === "success") setEligibility(answer.data);
    });
    return () => {
      live = false;
    };
  }, [signedIn, shopId]);

  async function load(sort: ReviewSort, cursor?: string) {
    setLoading(true);
    const answer = await callReviews<ShopReviewsPage>("/api/v1/shops/reviews", { shop_id: shopId, sort, cursor });
    setLoading(false);
    if (answer?.status !== "success") {
      toast.error(serverText(answer?.status === "failure" ? answer.errors.msg : null));
      return;
    }
    setPage(answer.data);
    setReviews((current) => (cursor ? [...current, ...answer.data.reviews] : answer.data.reviews));
  }

  /** After the viewer's own write: the list from the start (new counts), and what they may do now. */
  async function refresh(next?: ReviewEligibility) {
    if (next) setEligibility(next);
    await load(page.sort);
  }

  return (
    <section aria-labelledby="reviews-title" className="mt-8" data-testid="shop-reviews">
      <h2 id="reviews-title" className="text-xl font-bold text-brand-900">
        {t("title")}
      </h2>
      <div className="mt-3 grid gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <div data-testid="rating-summary">
          {summary.average !== null ? (
            <>
              <p className="text-4xl font-extrabold text-stone-900" data-testid="rating-average">
                {formatAverage(summary.average)}
              </p>
              <RatingStars rating={summary.average} className="size-5" />
              <p className="sr-only">{t("outOfFive", { averageText: formatAverage(summary.average) })}</p>
            </>
          ) : null}
          <p className="mt-1 text-sm text-stone-700" data-testid="rating-count">
            {t("count", countArgs(summary.count))}
          </p>
        </div>
        <ul className="space-y-1.5 text-sm" aria-label={t("title")}>
          {([5, 4, 3, 2, 1] as const).map((stars) => {
            const count = summary.stars[stars];
            const share = summary.count > 0 ? Math.round((count / summary.count) * 100) : 0;
            return (
              <li key={stars} className="grid grid-cols-[4.5rem_minmax(0,1fr)_2.5rem] items-center gap-2">
                <span className="sr-only">{t("starBar", { ...countArgs(stars, "stars"), countText: formatNumber(count) })}</span>
                <span aria-hidden="true" className="text-stone-700">
                  {t("stars", countArgs(stars, "stars"))}
                </span>
                <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-stone-200">
                  <span className="block h-full rounded-full bg-amber-500" style={{ width: `${share}%` }} />
                </span>
                <span aria-hidden="true" className="text-right text-stone-700">
                  {formatNumber(count)}
                </span>
              </li>
            );
          })}
        </ul>
      </div>

      <ViewerPanel shopId={shopId} eligibility={eligibility} signedIn={signedIn} onChanged={refresh} />

      {summary.count > 0 ? (
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
          <label className="flex items-center gap-2 text-sm font-medium text-stone-700">
            {t("sortLabel")}
            <select
              value={page.sort}
              onChange={(event) => void load(event.target.value as ReviewSort)}
              className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-stone-900"
              data-testid="review-sort"
            >
              {REVIEW_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(sort === "newest" ? "sortNewest" : sort === "helpful" ? "sortHelpful" : "sortLowest")}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : (
        <p className="mt-5 text-stone-700">{t("noReviews")}</p>
      )}

      <ol className="mt-4 space-y-4" aria-busy={loading} data-testid="review-list">
        {reviews.map((review) => (
          <ReviewItem
            key={review.id}
            review={review}
            canVote={Boolean(viewer?.customer) && eligibility?.review?.id !== review.id}
            voted={voted.has(review.id)}
            onVoted={(helpfulCount) => {
              setVoted((current) => new Set(current).add(review.id));
              setReviews((current) => current.map((r) => (r.id === review.id ? { ...r, helpfulCount } : r)));
            }}
            canReport={signedIn && eligibility?.review?.id !== review.id}
            canReply={Boolean(eligibility?.isOwner)}
            shopName={shopName}
            onReplied={() => void refresh()}
          />
        ))}
      </ol>
      {page.nextCursor ? (
        <button
          type="button"
          onClick={() => void load(page.sort, page.nextCursor ?? undefined)}
          disabled={loading}
          className="mt-4 inline-flex min-h-11 items-center rounded-xl border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
        >
          {loading ? t("loading") : t("loadMore")}
        </button>
      ) : null}
    </section>
  );
}

/** What the viewer may do: log in, the reason they cannot review, or the form with their review. */
function ViewerPanel({ shopId, eligibility, signedIn, onChanged }: { shopId: number; eligibility: ReviewEligibility | null; signedIn: boolean; onChanged: (next?: ReviewEligibility) => Promise<void> }) {
  const t = useTranslations("Reviews");
  const serverText = useServerText();
  const box = "mt-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm";
  if (!signedIn || eligibility?.reason === "sign_in") {
    return (
      <p className={box}>
        <Link href="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {t("signIn")}
        </Link>
      </p>
    );
  }
  if (!eligibility) return null;
  const hidden = eligibility.review?.hiddenBecause;
  return (
    <div className={box} data-testid="review-panel">
      {eligibility.reason === "own_shop" ? <p className="text-stone-700">{t("ownShop")}</p> : null}
      {eligibility.reason === "not_a_buyer" ? (
        <p className="text-stone-800" data-testid="review-not-eligible">
          {serverText(eligibility.message)}
        </p>
      ) : null}
      {hidden ? <p className="mb-3 text-sm text-red-800">{t(hidden === "moderated" ? "hiddenModerated" : "hiddenReversed")}</p> : null}
      {eligibility.canReview || eligibility.review ? (
        // An operator's hide stays with the review through edits; a new one starts free of it, so the author is offered the delete.
        <Suspense fallback={null}>
          <ReviewForm shopId={shopId} own={eligibility.review} canWrite={eligibility.canReview && hidden !== "moderated"} onChanged={(review) => onChanged({ ...eligibility, review })} />
        </Suspense>
      ) : null}
    </div>
  );
}

function ReviewItem({
  review,
  canVote,
  voted,
  onVoted,
  canReport,
  canReply,
  shopName,
  onReplied,
}: {
  review: PublicReview;
  canVote: boolean;
  voted: boolean;
  onVoted: (helpfulCount: number) => void;
  canReport: boolean;
  canReply: boolean;
  /** The shop's name as the page shows it (Marathi on a Marathi page when it has one). */
  shopName: string;
  onReplied: () => void;
}) {
  const t = useTranslations("Reviews");
  const serverText = useServerText();
  const locale = useLocale();
  const [open, setOpen] = useState<"report" | "reply" | null>(null);
  const date = formatDate(review.createdAt, locale);

  async function vote() {
    const answer = await callReviews<{ helpfulCount: number; msg: string }>("/api/v1/customers/reviews/helpful", { review_id: review.id });
    if (answer?.status === "success") onVoted(answer.data.helpfulCount);
    else toast.error(serverText(answer?.status === "failure" ? answer.errors.msg : null));
  }

  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars rating={review.rating} />
        <span className="sr-only">{t("rated", { ratingText: formatNumber(review.rating) })}</span>
        <span className="font-semibold text-stone-900">{review.author}</span>
        <span className="text-sm text-stone-600">{review.editedAt ? t("edited", { date }) : date}</span>
      </div>
      {review.purchasedIn ? <p className="mt-1 text-sm font-medium text-green-800">{t("verifiedPurchase", { month: formatMonthName(review.purchasedIn, locale) })}</p> : null}
      {review.body ? <p className="mt-2 whitespace-pre-line break-words text-stone-900">{review.body}</p> : null}
      {review.reply ? (
        <div className="mt-3 rounded-xl border-l-4 border-brand-600 bg-brand-50 p-3">
          <p className="text-sm font-semibold text-brand-900">{t("replyFrom", { shop: shopName })}</p>
          <p className="mt-1 whitespace-pre-line break-words text-stone-900">{review.reply.body}</p>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        <span className="text-stone-600">{t("helpfulCount", countArgs(review.helpfulCount))}</span>
        {canVote ? (
          <button type="button" onClick={() => void vote()} disabled={voted} aria-pressed={voted} className="min-h-11 rounded-lg border border-stone-300 px-3 font-semibold text-stone-800 hover:bg-stone-50 disabled:opacity-70">
            {voted ? t("markedHelpful") : t("helpful")}
          </button>
        ) : null}
        {canReply ? (
          <button type="button" onClick={() => setOpen(open === "reply" ? null : "reply")} aria-expanded={open === "reply"} className="min-h-11 rounded-lg px-3 font-semibold text-brand-700 hover:bg-brand-50">
            {review.reply ? t("editReply") : t("reply")}
          </button>
        ) : null}
        {canReport ? (
          <button type="button" onClick={() => setOpen(open === "report" ? null : "report")} aria-expanded={open === "report"} className="min-h-11 rounded-lg px-3 font-semibold text-stone-700 hover:bg-stone-50">
            {t("report")}
          </button>
        ) : null}
      </div>
      <Suspense fallback={null}>
        {open === "reply" ? (
          <ReplyForm
            reviewId={review.id}
            initial={review.reply?.body ?? ""}
            onDone={(saved) => {
              setOpen(null);
              if (saved) onReplied();
            }}
          />
        ) : null}
        {open === "report" ? <ReportForm reviewId={review.id} onDone={() => setOpen(null)} /> : null}
      </Suspense>
    </li>
  );
}
