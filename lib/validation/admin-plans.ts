import "./zod-setup";
import { z } from "zod";
import { serialId } from "./serial-id";
import type { PlanDraftInput } from "./commissions";

const RUPEES = /^\d{1,9}(\.\d{1,2})?$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

const rupees = (label: string) =>
  z.string().trim().transform((value) => value.replace(/[,₹\s]/g, "")).pipe(z.string().regex(RUPEES, `Enter ${label} in rupees, e.g. 1000 or 1000.50.`));
const percent = (label: string) =>
  z.string().trim().transform((value) => value.replace(/[%\s]/g, "")).pipe(
    z.string().regex(PERCENT, `Enter ${label} as a percentage, e.g. 2 or 2.5.`).refine((value) => Number(value) <= 100, `${label[0]!.toUpperCase()}${label.slice(1)} cannot exceed 100%.`),
  );

/** "18, 15, 12, 9, 6" → [1800, 1500, 1200, 900, 600] (basis points), or null when any part is not a percentage. */
export function parseLevelShares(text: string): number[] | null {
  const parts = text.split(/[,;\s]+/).filter(Boolean);
  if (parts.length === 0 || parts.some((p) => !PERCENT.test(p.replace(/%$/, "")))) return null;
  return parts.map((p) => Math.round(Number(p.replace(/%$/, "")) * 100));
}

const toPaise = (rupeesText: string) => {
  const [whole, fraction = ""] = rupeesText.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
};
const toBp = (percentText: string) => Math.round(Number(percentText) * 100);

/**
 * The "new plan version" form, in the units an operator thinks in: rupees and percentages. Level
 * shares are percentages of the shop's fee, level 1 first; together at most 100% of the fee (the
 * rest stays with the company).
 */
export const adminPlanFormSchema = z.object({
  effectiveMonth: z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Choose the month it takes effect (YYYY-MM)."),
  levelShares: z.string().trim().min(1, "Enter the level shares, level 1 first, e.g. 18, 15, 12, 9, 6.").superRefine((text, context) => {
    if (text === "") return; // min(1) has said it
    const shares = parseLevelShares(text);
    if (!shares) return void context.addIssue({ code: "custom", message: "Enter each level's share as a percentage, separated by commas, e.g. 18, 15, 12, 9, 6." });
    if (shares.length > 20) return void context.addIssue({ code: "custom", message: "At most 20 levels." });
    const sum = shares.reduce((a, b) => a + b, 0);
    if (sum > 10_000) context.addIssue({ code: "custom", message: `The level shares add up to ${sum / 100}% of the fee: at most 100%.` });
  }),
  qualifyingThreshold: rupees("the qualifying purchases"),
  monthlyCap: rupees("the monthly cap"),
  minPayout: rupees("the minimum payout"),
  tdsRate: percent("the TDS rate"),
  tdsRateNoPan: percent("the TDS rate without PAN"),
  tdsThreshold: rupees("the TDS threshold"),
  notes: z.string().trim().max(1000, "At most 1,000 characters.").optional(),
});
export type AdminPlanForm = z.input<typeof adminPlanFormSchema>;
export type AdminPlanFormOutput = z.output<typeof adminPlanFormSchema>;

export function planFormToDraft(form: AdminPlanFormOutput): PlanDraftInput {
  return {
    effectiveMonth: form.effectiveMonth,
    levelSharesBp: parseLevelShares(form.levelShares)!,
    qualifyingThresholdPaise: toPaise(form.qualifyingThreshold),
    monthlyCapPaise: toPaise(form.monthlyCap),
    minPayoutPaise: toPaise(form.minPayout),
    tdsRateBp: toBp(form.tdsRate),
    tdsRateNoPanBp: toBp(form.tdsRateNoPan),
    tdsThresholdPaise: toPaise(form.tdsThreshold),
    notes: form.notes || undefined,
  };
}

/** Domain field names → form field names, so the engine's field errors land under the right input. */
export const PLAN_FIELD_OF: Record<string, keyof AdminPlanForm> = {
  effectiveMonth: "effectiveMonth",
  levelSharesBp: "levelShares",
  qualifyingThresholdPaise: "qualifyingThreshold",
  monthlyCapPaise: "monthlyCap",
  minPayoutPaise: "minPayout",
  tdsRateBp: "tdsRate",
  tdsRateNoPanBp: "tdsRateNoPan",
  tdsThresholdPaise: "tdsThreshold",
  notes: "notes",
};

export const adminSimulateSchema = z.object({
  planId: serialId("That plan version does not exist."),
  month: z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Choose a month to simulate (YYYY-MM)."),
});
export const adminPlanIdSchema = z.object({ planId: serialId("That plan version does not exist.") });
