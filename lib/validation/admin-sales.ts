import "./zod-setup";
import { z } from "zod";

/** Operator console: all sales (issue 8 part 3). */
export const SALE_STATUS_FILTERS = ["all", "recorded", "reversed"] as const;
export type SaleStatusFilter = (typeof SALE_STATUS_FILTERS)[number];

export type OperatorSaleFilters = {
  shopId: number | null;
  customerCode: string;
  /** Asia/Kolkata calendar days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  status: SaleStatusFilter;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD that is a real calendar day, else "". */
export function readDay(value: string): string {
  if (!DAY.test(value)) return "";
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : "";
}

/** The list's filters from a query string; anything malformed is dropped rather than failing the page. */
export function readSaleFilters(params: Record<string, string | string[] | undefined>): OperatorSaleFilters {
  const text = (key: string) => (typeof params[key] === "string" ? (params[key] as string).trim() : "");
  const shop = text("shop");
  const status = text("status");
  return {
    shopId: /^\d{1,15}$/.test(shop) ? Number(shop) : null,
    customerCode: text("customer").toUpperCase().slice(0, 20),
    from: readDay(text("from")),
    to: readDay(text("to")),
    status: (SALE_STATUS_FILTERS as readonly string[]).includes(status) ? (status as SaleStatusFilter) : "all",
  };
}

/** The filters back as a query string (pager links, the CSV link). */
export function saleFilterQuery(filters: OperatorSaleFilters): Record<string, string | undefined> {
  return {
    shop: filters.shopId === null ? undefined : String(filters.shopId),
    customer: filters.customerCode || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    status: filters.status === "all" ? undefined : filters.status,
  };
}

/** The reversal dialog's one field (the sale's id is bound to the action on the page). */
export const reverseSaleSchema = z.object({
  reason: z.string({ error: "Please give the reason for the reversal." }).trim().min(1, "Please give the reason for the reversal.").max(500, "The reason should be at most 500 characters."),
});
