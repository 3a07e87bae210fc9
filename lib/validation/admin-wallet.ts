import "./zod-setup";
import { z } from "zod";

/** Operator console: a shop's wallet (issue 8 part 3): top-ups and corrections. */
export const ADMIN_WALLET_MESSAGES = {
  amountRequired: "Please enter the amount in rupees.",
  amountInvalid: "Please enter an amount in rupees, e.g. 5000 or 2,500.50.",
  amountPositive: "The amount should be more than ₹0.",
  amountTooLarge: "One entry can be at most ₹10,00,000.",
  methodRequired: "Please choose how the money was paid.",
  referenceRequired: "Please enter the UTR, UPI or cheque reference.",
  referenceTooLong: "The reference should be at most 80 characters.",
  directionRequired: "Please choose credit or debit.",
  reasonRequired: "Please give the reason for the correction.",
  reasonTooLong: "The reason should be at most 500 characters.",
  postingInvalid: "Please enter the number of a posting on this wallet, or leave it empty.",
} as const;

const m = ADMIN_WALLET_MESSAGES;
export const PAYMENT_METHODS = ["upi", "neft", "cash", "cheque"] as const;
export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = { upi: "UPI", neft: "NEFT", cash: "Cash", cheque: "Cheque" };
/** Larger than any honest single top-up: beyond it is a typing mistake (an extra zero). */
export const MAX_WALLET_ENTRY_PAISE = 10_00_000_00;

/** Rupees as typed ("5000", "2,500.50", "₹100") to paise. */
export const rupeesAmount = z
  .union([z.string(), z.number()], { error: m.amountRequired })
  .transform((value) => String(value).replace(/[,\s₹]/g, ""))
  .refine((value) => value.length > 0, m.amountRequired)
  .refine((value) => value.length === 0 || /^\d{1,9}(\.\d{1,2})?$/.test(value), m.amountInvalid)
  .transform((value) => Math.round(Number(value) * 100))
  .refine((paise) => paise > 0, m.amountPositive)
  .refine((paise) => paise <= MAX_WALLET_ENTRY_PAISE, m.amountTooLarge);

const idempotencyKey = z.string().trim().min(8).max(100);

export const topUpSchema = z
  .object({
    amount: rupeesAmount,
    method: z.enum(PAYMENT_METHODS, { error: m.methodRequired }),
    reference: z.string().trim().max(80, m.referenceTooLong).default(""),
    idempotency_key: idempotencyKey,
  })
  .superRefine((value, ctx) => {
    // Cash has no bank reference; everything else does, and the reconciliation needs it.
    if (value.method !== "cash" && value.reference.length === 0) ctx.addIssue({ code: "custom", path: ["reference"], message: m.referenceRequired });
  });
export type TopUpForm = z.input<typeof topUpSchema>;

export const correctionSchema = z.object({
  direction: z.enum(["credit", "debit"], { error: m.directionRequired }),
  amount: rupeesAmount,
  reason: z.string({ error: m.reasonRequired }).trim().min(1, m.reasonRequired).max(500, m.reasonTooLong),
  /** The posting this one corrects, when there is one (a mistyped top-up). */
  corrects_posting_id: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).replace(/^#/, "").trim())
    .refine((value) => value === "" || /^\d{1,15}$/.test(value), m.postingInvalid)
    .transform((value) => (value === "" ? null : Number(value)))
    .default(null),
  idempotency_key: idempotencyKey,
});
export type CorrectionForm = z.input<typeof correctionSchema>;
