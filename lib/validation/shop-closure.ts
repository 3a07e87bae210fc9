import "./zod-setup";
import { z } from "zod";
import { kolkataDate } from "@/lib/time";

/** The "temporarily closed" notice an owner sets in the back office (docs/product.md#shop-hours). */
export const CLOSURE_MESSAGES = {
  noticeRequired: "Please write what customers should know, for example: Closed for Diwali.",
  noticeTooLong: "The notice should be at most 200 characters.",
  untilInvalid: "Please choose a date.",
  untilPast: "The reopening date cannot be in the past.",
  untilTooFar: "Please choose a date within a year.",
} as const;
export type ClosureMessageKey = keyof typeof CLOSURE_MESSAGES;
export type ClosureMessageFn = (key: ClosureMessageKey) => string;
const english: ClosureMessageFn = (key) => CLOSURE_MESSAGES[key];

export function closureMessageKey(message: string): ClosureMessageKey | undefined {
  return (Object.keys(CLOSURE_MESSAGES) as ClosureMessageKey[]).find((key) => CLOSURE_MESSAGES[key] === message);
}

const DAY_MS = 86_400_000;

/**
 * closed: whether the notice is on; notice: what the shop page shows; until: the last closed day
 * (India date), empty for "until I switch it off". `now` fixes "today" (the server passes its clock).
 */
export function makeClosureSchema(m: ClosureMessageFn = english, now: () => Date = () => new Date()) {
  return z
    .object({
      closed: z.boolean(),
      notice: z.string().trim().max(200, m("noticeTooLong")),
      until: z.union([z.literal(""), z.iso.date(m("untilInvalid"))]),
    })
    .superRefine((value, ctx) => {
      if (!value.closed) return;
      if (!value.notice) ctx.addIssue({ code: "custom", path: ["notice"], message: m("noticeRequired") });
      if (value.until) {
        const today = kolkataDate(now());
        if (value.until < today) ctx.addIssue({ code: "custom", path: ["until"], message: m("untilPast") });
        else if (value.until > kolkataDate(new Date(now().getTime() + 366 * DAY_MS))) ctx.addIssue({ code: "custom", path: ["until"], message: m("untilTooFar") });
      }
    });
}

export const shopClosureSchema = makeClosureSchema();
export type ShopClosureInput = z.output<typeof shopClosureSchema>;
