import "./zod-setup";
import { z } from "zod";
import { characterCount, OWNER_REVIEW_FILTERS, REPLY_BODY_MAX, REPLY_BODY_MIN, REPORT_DETAILS_MAX, REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_REPORT_REASONS, REVIEW_SORTS, type ReviewMessageFn, englishReviewMessage } from "@/lib/reviews/review-rules";

export * from "@/lib/reviews/review-rules";

/** Text as written, with Windows line ends made plain and the ends trimmed. */
const cleanText = (text: string) => text.replace(/\r\n?/g, "\n").trim();

export function makeReviewSchemas(m: ReviewMessageFn = englishReviewMessage) {
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
  const owner = z.object({
    filter: z.enum(OWNER_REVIEW_FILTERS, { error: m("unknownValue") }).default("all"),
    cursor: z.string().max(200, m("unknownValue")).optional(),
  });
  return { write, ofShop, reply, ofReview, report, list, owner };
}

export const {
  write: writeReviewSchema,
  ofShop: shopReviewSchema,
  reply: replyToReviewSchema,
  ofReview: reviewIdSchema,
  report: reportReviewSchema,
  list: listShopReviewsSchema,
  owner: ownerReviewsSchema,
} = makeReviewSchemas();
export type WriteReviewInput = z.input<typeof writeReviewSchema>;
export type ShopReviewInput = z.input<typeof shopReviewSchema>;
export type ReplyToReviewInput = z.input<typeof replyToReviewSchema>;
export type ReviewIdInput = z.input<typeof reviewIdSchema>;
export type ReportReviewInput = z.input<typeof reportReviewSchema>;
export type ListShopReviewsInput = z.input<typeof listShopReviewsSchema>;
export type OwnerReviewsInput = z.input<typeof ownerReviewsSchema>;

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
