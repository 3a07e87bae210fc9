/** What the reviews API answers (docs/product.md#json-api), for the server and the shop page's client code alike. */
import type { OwnerReviewFilter, ReviewSort } from "./review-rules";

/** A shop's rating as its cards and page show it: the kept counts (shops.review_*), no aggregate over reviews. */
export type ReviewSummary = {
  shopId: number;
  shopName: string;
  count: number;
  /** The mean of the public reviews' stars to one decimal; null without reviews. */
  average: number | null;
  /** How many public reviews gave each number of stars: stars[5] … stars[1]. */
  stars: Record<1 | 2 | 3 | 4 | 5, number>;
};

export type PublicReview = {
  id: number;
  rating: number;
  body: string | null;
  /** First name and the last name's initial ("Ravi K."): never the mobile or the whole surname. */
  author: string;
  createdAt: string;
  editedAt: string | null;
  helpfulCount: number;
  /** "YYYY-MM": the India month of the author's latest recorded purchase at the shop ("Verified purchase"). */
  purchasedIn: string | null;
  reply: { body: string; shopName: string; createdAt: string; editedAt: string | null } | null;
};

export type ShopReviewsPage = { summary: ReviewSummary; sort: ReviewSort; reviews: PublicReview[]; nextCursor: string | null };

/**
 * The shop owner's reviews in the back office: the public ones newest first (what visitors see), with
 * how many still wait for the owner's reply. Counts are of the shop whether or not it is published.
 */
export type OwnerReviewsPage = { summary: ReviewSummary; filter: OwnerReviewFilter; /** On the first page only (null after a cursor). */ unanswered: number | null; reviews: PublicReview[]; nextCursor: string | null };

/** A review as its author sees it: with whether the public sees it, and why not. */
export type OwnReview = {
  id: number;
  shopId: number;
  rating: number;
  body: string | null;
  createdAt: string;
  editedAt: string | null;
  helpfulCount: number;
  isPublic: boolean;
  /** Why the public does not see it: an operator hid it, or every purchase of the author there was reversed. */
  hiddenBecause: "moderated" | "purchases_reversed" | null;
};

export type ReviewEligibility = {
  canReview: boolean;
  /** Why not, for the page to say so instead of showing a button that fails. */
  reason: "sign_in" | "own_shop" | "not_a_buyer" | null;
  /** The English message of the reason (the page shows its catalog's words for it). */
  message: string | null;
  /** The viewer's own review of the shop, public or not (they may edit or delete it). */
  review: OwnReview | null;
  /** The viewer keeps this shop: they may reply to its reviews, never review it. */
  isOwner: boolean;
};
