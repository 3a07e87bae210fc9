/**
 * Who is looking at the page, as the browser may know it. Public pages are static and cached, so
 * they never read the session on the server: the header asks GET /api/v1/me from the browser.
 * Safe to import from client components.
 */
export type Role = "customer" | "franchisee" | "operator";

export type Viewer = {
  userId: string;
  roles: Role[];
  /** Present when the user is a verified customer: the customer menu is labelled with firstName. */
  customer?: { id: number; firstName: string; code: string | null };
  /** Present when the user keeps a shop: the franchisee menu is labelled with the shop's name. */
  franchisee?: { id: number; name: string };
  /** Present for the company's staff. */
  operator?: { name: string };
};

/** GET /api/v1/me answers `{ viewer: Viewer | null }` inside the product's envelope. */
export type MeResponse = { viewer: Viewer | null };
