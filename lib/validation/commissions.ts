import "./zod-setup";
import { z } from "zod";

/** Inputs of the commission engine's operator actions (the console, issue 8, shares these). */
export const commissionMonthSchema = z.object({
  month: z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Enter the month as YYYY-MM."),
});

/**
 * A bank's unique transaction reference: NEFT UTRs have 16 characters, RTGS 22; letters and digits
 * only. Typed in lower case, it is recorded in upper case.
 */
export const UTR_MESSAGE = "A UTR has 16 to 22 letters and digits, e.g. SBIN326123456789.";
export const utrSchema = z.string().trim().min(1, "Enter the bank reference (UTR).").toUpperCase().regex(/^[A-Z0-9]{16,22}$/, UTR_MESSAGE);

export const markPayoutPaidSchema = z.object({
  lineId: z.coerce.number().int().positive(),
  utr: utrSchema,
});

export const markPayoutFailedSchema = z.object({
  lineId: z.coerce.number().int().positive(),
  reason: z.string().trim().min(1, "Say why the payment failed.").max(200, "At most 200 characters."),
});

const paise = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const planDraftSchema = z.object({
  effectiveMonth: z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Enter the month as YYYY-MM."),
  qualifyingThresholdPaise: paise,
  levelSharesBp: z.array(z.coerce.number().int().min(0).max(10_000)).min(1).max(20)
    .refine((shares) => shares.reduce((a, b) => a + b, 0) <= 10_000, "The level shares add up to more than 100 %."),
  monthlyCapPaise: paise,
  minPayoutPaise: paise,
  tdsRateBp: z.coerce.number().int().min(0).max(10_000),
  tdsRateNoPanBp: z.coerce.number().int().min(0).max(10_000),
  tdsThresholdPaise: paise,
  notes: z.string().trim().max(1000).optional(),
});
export type PlanDraftInput = z.input<typeof planDraftSchema>;
