import "./zod-setup";
import { z } from "zod";
import { toLatinDigits } from "@/lib/format";
import { PERIODS } from "@/lib/time";

/**
 * Franchisee inputs (docs/product.md#validation-rules-and-messages Add sale), shared by the forms (react-hook-form + zodResolver) and the
 * server. English texts are the product's exact messages; forms translate them through the
 * `FranchiseeValidation` catalog namespace by key (see `makeSalesSchemas`).
 */
export const SALES_MESSAGES = {
  codeRequired: "Please enter customer code.",
  codeInvalid: "Please enter a valid customer code.",
  amountRequired: "Please enter amount.",
  amountInvalid: "Please enter a valid amount in rupees.",
  amountPositive: "Amount should be more than ₹0.",
  amountTooSmall: "Amount should be at least ₹1.00.",
  amountTooLarge: "Amount should be at most ₹10,00,000.",
  itemsRequired: "Please enter items.",
  itemsTooLong: "Items should be at most 200 characters.",
  keyReused: "This key was used for a different sale.",
  tooManyChecks: "Too many customer checks. Please try again later.",
} as const;

export type SalesMessageKey = keyof typeof SALES_MESSAGES;
export type SalesMessageFn = (key: SalesMessageKey) => string;
const english: SalesMessageFn = (key) => SALES_MESSAGES[key];

/** The catalog key of one of the English messages above (server answers arrive in English). */
export function salesMessageKey(message: string): SalesMessageKey | undefined {
  return (Object.keys(SALES_MESSAGES) as SalesMessageKey[]).find((key) => SALES_MESSAGES[key] === message);
}

/** Largest single sale a shop can record (₹10,00,000): beyond it is a typing mistake, not a purchase. */
export const MAX_SALE_PAISE = 10_00_000_00;

/**
 * Smallest sale (₹1), and at a shop that charges a fee the smallest amount whose fee, rounded half
 * up, is at least one paisa: amount × rate ≥ 5,000 (docs/decisions/112-sale-idempotency-and-minimum.md). A 0 %
 * shop charges nothing by the operator's choice; ₹1 is then the only floor.
 */
export const MIN_SALE_PAISE = 1_00;
export function minimumSalePaise(interestRateBp: number): number {
  return interestRateBp > 0 ? Math.max(MIN_SALE_PAISE, Math.ceil(5_000 / interestRateBp)) : MIN_SALE_PAISE;
}
const RUPEES = /^\d{1,9}(\.\d{1,2})?$/;

export function makeSalesSchemas(m: SalesMessageFn = english) {
  const customerCode = z
    .string({ error: m("codeRequired") })
    .trim()
    .min(1, m("codeRequired"))
    .max(20, m("codeInvalid"))
    .transform((code) => code.toUpperCase());

  /** The amount as typed in rupees ("1500", "1,500.50"), checked, then as paise. */
  const amount = z
    .union([z.string(), z.number()], { error: m("amountRequired") })
    // Devanagari digits (a Marathi or Hindi keyboard) count as the same amount.
    .transform((value) => toLatinDigits(String(value)).replace(/[,\s₹]/g, ""))
    .refine((value) => value.length > 0, m("amountRequired"))
    .refine((value) => value.length === 0 || RUPEES.test(value), m("amountInvalid"))
    .transform((value) => Math.round(Number(value) * 100))
    .refine((paise) => paise > 0, { message: m("amountPositive"), abort: true })
    .refine((paise) => paise >= MIN_SALE_PAISE, m("amountTooSmall"))
    .refine((paise) => paise <= MAX_SALE_PAISE, m("amountTooLarge"));

  const items = z.string({ error: m("itemsRequired") }).trim().min(1, m("itemsRequired")).max(200, m("itemsTooLong"));

  return {
    checkCustomer: z.object({ cust_id: customerCode }),
    /** The form's fields; the idempotency key rides along from the form's mount. */
    addSale: z.object({ cust_id: customerCode, amount, items, idempotency_key: z.string().trim().min(8).max(100) }),
  };
}

export const { checkCustomer: checkCustomerSchema, addSale: addSaleSchema } = makeSalesSchemas();
export type AddSaleForm = z.input<typeof addSaleSchema>;

/** Body of the paged franchisee lists; the page itself travels in the path. */
export const listQuerySchema = z.object({ filter: z.enum(PERIODS).default("all") });

/**
 * The back office's sales and transactions lists (and their CSV): the period, and optionally one
 * customer's code, any case; empty means every customer (docs/product.md#shop-owner-screens).
 */
export const shopListQuerySchema = listQuerySchema.extend({
  customer: z
    .string()
    .trim()
    .max(20, SALES_MESSAGES.codeInvalid)
    .transform((code) => toLatinDigits(code).toUpperCase())
    .refine((code) => code === "" || /^DLMP\d{6,14}$/.test(code), SALES_MESSAGES.codeInvalid)
    .transform((code) => code || undefined)
    .optional(),
});
export type ShopListQuery = z.output<typeof shopListQuerySchema>;
