import "./zod-setup";
import { z } from "zod";

/** The customers list's filters (query string); the export takes the same ones. */
export const CUSTOMER_STATUS_FILTERS = ["all", "active", "pending", "blocked"] as const;
export const CUSTOMER_KYC_FILTERS = ["any", "complete", "incomplete"] as const;
export type CustomerStatusFilter = (typeof CUSTOMER_STATUS_FILTERS)[number];
export type CustomerKycFilter = (typeof CUSTOMER_KYC_FILTERS)[number];

export const customerListQuerySchema = z.object({
  q: z.string().trim().max(100, "Search text should be at most 100 characters.").default(""),
  status: z.enum(CUSTOMER_STATUS_FILTERS).catch("all").default("all"),
  kyc: z.enum(CUSTOMER_KYC_FILTERS).catch("any").default("any"),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

/** What a search box's text means: a mobile number, a customer code, or part of a name. */
export type CustomerSearch =
  | { kind: "none" }
  | { kind: "mobile"; mobile: string }
  | { kind: "code"; code: string }
  | { kind: "name"; text: string }
  | { kind: "too_short" };

export const NAME_SEARCH_MIN_LENGTH = 3;

/**
 * Reads the operator's search text. Ten digits (optionally with +91 or spaces) are a mobile number;
 * DLMP followed by digits, or up to nine digits alone, are a customer code (DLMP000123 = "123");
 * anything else of at least three characters is part of a name. Each is an index lookup.
 */
export function classifyCustomerSearch(raw: string): CustomerSearch {
  const text = raw.trim();
  if (text === "") return { kind: "none" };
  const compact = text.replace(/[\s-]/g, "");
  const mobile = compact.match(/^(?:\+?91|0)?([6-9]\d{9})$/);
  if (mobile) return { kind: "mobile", mobile: mobile[1]! };
  const code = compact.match(/^(?:dlmp)?(\d{1,9})$/i);
  if (code && (/^dlmp/i.test(compact) || compact.length <= 9)) {
    const n = Number(code[1]);
    if (n >= 1) return { kind: "code", code: `DLMP${String(n).padStart(6, "0")}` };
  }
  if (Array.from(text).length < NAME_SEARCH_MIN_LENGTH) return { kind: "too_short" };
  return { kind: "name", text };
}

const reason = z
  .string({ error: "Please give a reason." })
  .trim()
  .min(3, "Please give a reason (at least 3 characters).")
  .max(500, "The reason should be at most 500 characters.");

export const blockCustomerSchema = z.object({ customerId: z.coerce.number().int().positive(), reason });
export type BlockCustomerInput = z.output<typeof blockCustomerSchema>;
