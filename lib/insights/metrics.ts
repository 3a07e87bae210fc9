/**
 * The figures of a shop's insights (docs/product.md#shop-insights), in the order the page, the table,
 * the CSV and the API show them. Safe in the browser: types and constants only.
 */

/** Taps on a shop's controls that the browser reports (`data-shop-event` on the control). */
export const TAP_EVENTS = ["call", "whatsapp", "directions", "share"] as const;
export type TapEvent = (typeof TAP_EVENTS)[number];

/** What visitors did, counted per shop per India day (shop_daily_stats). */
export const VISITOR_METRICS = ["views", "calls", "whatsapp", "directions", "shares", "favouritesAdded", "favouritesRemoved", "impressions"] as const;
export type VisitorMetric = (typeof VISITOR_METRICS)[number];

/** What the shop's recorded (not reversed) sales say, per India day. */
export const SALES_METRICS = ["sales", "salesPaise", "interestPaise", "uniqueCustomers", "newCustomers"] as const;
export type SalesMetric = (typeof SALES_METRICS)[number];

export const INSIGHT_METRICS = [...VISITOR_METRICS, ...SALES_METRICS] as const;
export type InsightMetric = (typeof INSIGHT_METRICS)[number];

/** Money figures (integer paise), shown as rupees. */
export const MONEY_METRICS: ReadonlySet<InsightMetric> = new Set(["salesPaise", "interestPaise"]);

/** The tap a control's `data-shop-event` names, and the day column it adds to. */
export const TAP_COLUMN: Record<TapEvent, VisitorMetric> = { call: "calls", whatsapp: "whatsapp", directions: "directions", share: "shares" };

export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

export type InsightDay = { day: string } & Record<InsightMetric, number>;

export type InsightFigure = {
  metric: InsightMetric;
  /** This period's total (unique customers: distinct over the period, not a sum of days). */
  value: number;
  previous: number;
  /** Change against the previous period in whole percent; null when the previous period had none. */
  changePercent: number | null;
};

export type ShopInsights = {
  shopId: number;
  shopName: string;
  days: InsightPeriod;
  /** First and last India day of the period (YYYY-MM-DD), the last being today. */
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  figures: InsightFigure[];
  /** One entry per day of the period, oldest first, zeros included. */
  series: InsightDay[];
};

/** Whole-percent change from `previous` to `value`; null when there is nothing to compare with. */
export function changePercent(value: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((value - previous) / previous) * 100);
}
