import type { CustomerDashboard } from "@/server/customers/get-customer-dashboard";

/**
 * What a value looks like after it crossed the JSON API: dates arrive as ISO strings. Components
 * that render both a server page's rows and rows a client fetched take `Row | Wire<Row>`.
 */
export type Wire<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/*
 * The JSON API's own shapes, where they differ from the domain's (docs/product.md#json-api keeps
 * the product's field names: `f_name`, `cust_id`, `left_side`, …). Route handlers and server
 * actions map domain results to these; client components read only these. One module, so a change
 * of shape is one change the compiler follows to both sides.
 */

/** A node of `POST /api/v1/customers/downline`: "0" marks an empty slot, null one not loaded yet. */
export type DownlineNodeWire = {
  id: number;
  code: string;
  f_name: string;
  l_name: string;
  gender: "male" | "female" | null;
  city: string | null;
  level: number;
  left_count: number;
  right_count: number;
  left_side: DownlineNodeWire | "0" | null;
  right_side: DownlineNodeWire | "0" | null;
};

/** A search match of `POST /api/v1/customers/downline` with `{ search }`. */
export type DownlineMatchWire = { id: number; code: string; f_name: string; l_name: string; city: string | null; level: number; side: "L" | "R" };

/** `POST /api/v1/franchisee/checkCustomer`: the first name and the last name's initial ("K."). */
export type CheckedCustomerWire = { cust_id: string; f_name: string; l_name: string };

/**
 * What `POST /api/v1/customers/dashboard` answers, and what /dashboard reads: one type for the
 * route's mapping and the page, so the compiler sees when they part. The latest statements are the
 * product's `commision`. The estimate keeps the product's names with the product's values (this
 * month's figures as numbers, the rates as dash-joined strings); the structured trends the page
 * draws are beside them under `trends`. The estimate once spread the trends and then overwrote
 * `members` with a number, and the page read "undefined"
 * (docs/decisions/116-customer-dashboard-wire-shape.md).
 */
export type CustomerDashboardWire = Wire<Omit<CustomerDashboard, "estimate" | "commission">> & {
  estimate: {
    date: string;
    goal_percent: number;
    /** This month's purchases, in paise. */
    purchase: number;
    vistor: number;
    /** This month's commission, in paise. */
    commision: number;
    members: number;
    set_purchase: string;
    visit_rate: string;
    set_commision: string;
    set_members: string;
    trends: CustomerDashboard["estimate"];
  };
  commision: Wire<CustomerDashboard["commission"]>;
};
