import { z } from "zod";
import { PERIODS } from "@/lib/time";

/** Largest single sale a shop can record (₹10,00,000): beyond it is a typing mistake, not a purchase. */
export const MAX_SALE_PAISE = 10_00_000_00;

const customerCode = z
  .string({ error: "Please enter customer code." })
  .trim()
  .min(1, "Please enter customer code.")
  .max(20, "Please enter a valid customer code.")
  .transform((code) => code.toUpperCase());

/** SPEC's checkCustomer: the Verify button. */
export const checkCustomerSchema = z.object({ cust_id: customerCode });

/** SPEC's addSales body: sales { cust_id, amount (rupees), items }, plus the form's idempotency key. */
export const addSaleSchema = z.object({
  cust_id: customerCode,
  amount: z
    .union([z.string(), z.number()], { error: "Please enter amount." })
    .transform((value) => String(value).trim())
    .refine((value) => value.length > 0, "Please enter amount.")
    .refine((value) => /^\d+(\.\d{1,2})?$/.test(value.replace(/,/g, "")), "Please enter a valid amount in rupees.")
    .transform((value) => Math.round(Number(value.replace(/,/g, "")) * 100))
    .refine((paise) => paise > 0, "Amount should be more than ₹0.")
    .refine((paise) => paise <= MAX_SALE_PAISE, "Amount should be at most ₹10,00,000."),
  items: z.string({ error: "Please enter items." }).trim().min(1, "Please enter items.").max(200, "Items should be at most 200 characters."),
  idempotency_key: z.string().trim().min(8).max(100),
});

export const listQuerySchema = z.object({
  filter: z.enum(PERIODS).default("all"),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});

export type AddSaleInput = z.input<typeof addSaleSchema>;
