import { expect, type Page } from "@playwright/test";
import { DEMO, query } from "./auth";

const PAGE_SIZE = 5;
// The start of this month in India, as the lists' "This month" filter counts it (lib/time.ts periodStart).
const MONTH_START = "(date_trunc('month', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata')";

/**
 * How many sales the demo customer bought, or the demo shop recorded, in all or this month. The
 * demo data has fixed counts, but how they fall into months depends on the day it was loaded and
 * on today (on the 1st there may be none yet): tests read such counts here, never from a constant.
 */
export async function demoSalesCount(of: "customer" | "shop", period: "all" | "month"): Promise<number> {
  const owner =
    of === "customer"
      ? `customer_id = (SELECT c.id FROM customers c JOIN "user" u ON u.id = c.user_id WHERE u.phone_number = $1)`
      : `shop_id = (SELECT s.id FROM shops s JOIN franchisees f ON f.id = s.franchisee_id JOIN "user" u ON u.id = f.user_id WHERE u.phone_number = $1)`;
  const since = period === "month" ? ` AND created_at >= ${MONTH_START}` : "";
  const [row] = await query<{ n: string }>(`SELECT count(*)::text AS n FROM sales WHERE ${owner}${since}`, [of === "customer" ? DEMO.customer.mobile : DEMO.franchisee.mobile]);
  return Number(row!.n);
}

/** A list's first page for `count` rows: "Page 1 of N" (N at least 1), and the list's empty text when there are none. */
export async function expectFirstPageOf(page: Page, count: number, emptyText: string) {
  await expect(page.getByText(`Page 1 of ${Math.max(1, Math.ceil(count / PAGE_SIZE))}`, { exact: true })).toBeVisible();
  if (count === 0) await expect(page.getByText(emptyText)).toBeVisible();
  else await expect(page.locator("tbody tr")).toHaveCount(Math.min(count, PAGE_SIZE));
}
