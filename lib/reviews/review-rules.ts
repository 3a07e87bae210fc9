/**
 * Reviews' rules and messages (docs/product.md#reviews) without zod, so the shop page's client code
 * reads them without loading a schema library; the schemas are in lib/validation/reviews.ts. English
 * texts are the product's exact messages; pages translate them through the `ReviewValidation`
 * catalog namespace by key (`reviewMessageKey`).
 */
export const REVIEW_MESSAGES = {
  shopRequired: "Please choose a shop.",
  reviewRequired: "Please choose a review.",
  ratingRequired: "Please choose 1 to 5 stars.",
  bodyTooShort: "A review should be at least 10 characters.",
  bodyTooLong: "A review should be at most 1,000 characters.",
  notEligible: "Only customers who bought here can review this shop",
  ownShop: "You cannot review your own shop.",
  shopNotFound: "Shop not found.",
  reviewNotFound: "Review not found.",
  published: "Thank you! Your review is published.",
  updated: "Your review has been updated.",
  deleted: "Your review has been deleted.",
  replyRequired: "Please write your reply.",
  replyTooLong: "A reply should be at most 1,000 characters.",
  replyPublished: "Your reply is published.",
  notYourShop: "You can only reply to reviews of your own shop.",
  helpfulThanks: "Thank you for your vote.",
  ownReviewHelpful: "You cannot mark your own review helpful.",
  reasonRequired: "Please choose a reason.",
  detailsRequired: "Please tell us what is wrong with this review.",
  detailsTooLong: "Details should be at most 500 characters.",
  reported: "Thank you. We will look at this review.",
  ownReviewReport: "You cannot report your own review.",
  tooManyReviews: "Too many reviews. Please try again later.",
  tooManyReports: "Too many reports. Please try again later.",
  signInToReview: "Please login to review this shop.",
  unknownValue: "unknown value.",
} as const;

export type ReviewMessageKey = keyof typeof REVIEW_MESSAGES;
export type ReviewMessageFn = (key: ReviewMessageKey) => string;

/** The catalog key of one of the English messages above (server answers arrive in English). */
export function reviewMessageKey(message: string): ReviewMessageKey | undefined {
  return (Object.keys(REVIEW_MESSAGES) as ReviewMessageKey[]).find((key) => REVIEW_MESSAGES[key] === message);
}

export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 1000;
export const REPLY_BODY_MIN = 2;
export const REPLY_BODY_MAX = 1000;
export const REPORT_DETAILS_MAX = 500;

/** Report reasons, in the order the form lists them (the review_report_reason enum). */
export const REVIEW_REPORT_REASONS = ["spam", "offensive", "not_genuine", "personal_info", "other"] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

/** The shop page's orders: newest first, most helpful first, lowest rated first. */
export const REVIEW_SORTS = ["newest", "helpful", "lowest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** The back office's filters of the owner's reviews: all of them, or those without the owner's reply. */
export const OWNER_REVIEW_FILTERS = ["all", "unanswered"] as const;
export type OwnerReviewFilter = (typeof OWNER_REVIEW_FILTERS)[number];

/** Reviews per page of a shop's list. */
export const REVIEWS_PAGE_SIZE = 10;

/**
 * Characters as a person counts them and as PostgreSQL's char_length does (code points): the
 * database checks the same limits, so an emoji (two UTF-16 units) never passes here and fails there.
 */
export const characterCount = (text: string) => Array.from(text).length;

/** The English texts, as the server answers them. */
export const englishReviewMessage: ReviewMessageFn = (key) => REVIEW_MESSAGES[key];

/**
 * The listing's "Top rated" order ranks a shop as if it had REVIEW_PRIOR_WEIGHT more reviews of
 * REVIEW_PRIOR_MEAN stars (a Bayesian average), so a few reviews move a shop little and many move
 * it far. PostgreSQL keeps it in `shops.rating_rank` (server/db/schema/shops.ts), whose expression
 * must say the same: tests/integration/shops-top-rated.test.ts compares the two.
 */
export const REVIEW_PRIOR_MEAN = 3.5;
export const REVIEW_PRIOR_WEIGHT = 5;

/** A shop's "Top rated" rank in hundredths of a star: 350 for a shop nobody has rated. */
export function ratingRank(reviewCount: number, ratingSum: number): number {
  // In whole numbers until the one division, so a rank that ends in .5 rounds up as PostgreSQL's round() does.
  return Math.round((100 * (2 * REVIEW_PRIOR_WEIGHT * REVIEW_PRIOR_MEAN + 2 * ratingSum)) / (2 * (REVIEW_PRIOR_WEIGHT + reviewCount)));
}
