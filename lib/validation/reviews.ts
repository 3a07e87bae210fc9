import "./zod-setup";
import { z } from "zod";

/**
 * Reviews (docs/product.md#reviews): the inputs of writing, replying, voting and reporting, shared
 * by the forms and the server. English texts are the product's exact messages; forms translate them
 * through the `ReviewValidation` catalog namespace by key (`reviewMessageKey`).
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
const english: ReviewMessageFn = (key) => REVIEW_MESSAGES[key];

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

/** Reviews per page of a shop's list. */
export const REVIEWS_PAGE_SIZE = 10;

/**
 * Characters as a person counts them and as PostgreSQL's char_length does (code points): the
 * database checks the same limits, so an emoji (two UTF-16 units) never passes here and fails there.
 */
export const characterCount = (text: string) => Array.from(text).length;

/** Text as written, with Windows line ends made plain and the ends trimmed. */
const cleanText = (text: string) => text.replace(/\r\n?/g, "\n").trim();

export function makeReviewSchemas(m: ReviewMessageFn = english) {
  const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);
  const rating = z.coerce.number({ error: m("ratingRequired") }).int(m("ratingRequired")).min(1, m("ratingRequired")).max(5, m("ratingRequired"));
  /** Optional words: empty means a rating without text. */
  const body = z
    .string({ error: m("bodyTooShort") })
    .nullish()
    .transform((value) => (value == null ? null : cleanText(value)))
    .transform((value) => (value === "" ? null : value))
    .refine((value) => value === null || characterCount(value) >= REVIEW_BODY_MIN, m("bodyTooShort"))
    .refine((value) => value === null || characterCount(value) <= REVIEW_BODY_MAX, m("bodyTooLong"));

  const write = z.object({ shop_id: id(m("shopRequired")), rating, body });
  const ofShop = z.object({ shop_id: id(m("shopRequired")) });
  const reply = z.object({
    review_id: id(m("reviewRequired")),
    body: z
      .string({ error: m("replyRequired") })
      .transform(cleanText)
      .refine((value) => characterCount(value) >= REPLY_BODY_MIN, m("replyRequired"))
      .refine((value) => characterCount(value) <= REPLY_BODY_MAX, m("replyTooLong")),
  });
  const ofReview = z.object({ review_id: id(m("reviewRequired")) });
  const report = z
    .object({
      review_id: id(m("reviewRequired")),
      reason: z.enum(REVIEW_REPORT_REASONS, { error: m("reasonRequired") }),
      details: z
        .string({ error: m("detailsTooLong") })
        .nullish()
        .transform((value) => cleanText(value ?? ""))
        .refine((value) => characterCount(value) <= REPORT_DETAILS_MAX, m("detailsTooLong")),
    })
    .refine((value) => value.reason !== "other" || value.details !== "", { message: m("detailsRequired"), path: ["details"] });
  const list = z.object({
    shop_id: id(m("shopRequired")),
    sort: z.enum(REVIEW_SORTS, { error: m("unknownValue") }).default("newest"),
    /** The previous page's `next_cursor`; absent for the first page. */
    cursor: z.string().max(200, m("unknownValue")).optional(),
  });
  return { write, ofShop, reply, ofReview, report, list };
}

export const {
  write: writeReviewSchema,
  ofShop: shopReviewSchema,
  reply: replyToReviewSchema,
  ofReview: reviewIdSchema,
  report: reportReviewSchema,
  list: listShopReviewsSchema,
} = makeReviewSchemas();
export type WriteReviewInput = z.input<typeof writeReviewSchema>;
export type ShopReviewInput = z.input<typeof shopReviewSchema>;
export type ReplyToReviewInput = z.input<typeof replyToReviewSchema>;
export type ReviewIdInput = z.input<typeof reviewIdSchema>;
export type ReportReviewInput = z.input<typeof reportReviewSchema>;
export type ListShopReviewsInput = z.input<typeof listShopReviewsSchema>;

/** The operator's hide or restore: which review and why (kept in the audit log). */
export const moderateReviewSchema = z.object({
  review_id: z.coerce.number({ error: "Please choose a review." }).int("Please choose a review.").positive("Please choose a review."),
  reason: z
    .string({ error: "Please give the reason." })
    .trim()
    .min(1, "Please give the reason.")
    .max(500, "The reason should be at most 500 characters."),
});
export type ModerateReviewInput = z.input<typeof moderateReviewSchema>;
