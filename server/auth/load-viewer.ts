import "server-only";
import { eq } from "drizzle-orm";
import type { Viewer } from "@/lib/auth/viewer";
import type { Executor } from "@/server/db/connect";
import { customers, franchisees, shops, user } from "@/server/db/schema";
import { parseRoles } from "./roles";

/**
 * The Viewer (lib/auth/viewer.ts) of a signed-in user id: roles from the admin plugin's column,
 * narrowed to what is live (an active customer record, an active franchisee). Null for a banned
 * or missing user.
 */
export async function loadViewer(db: Executor, userId: string): Promise<Viewer | null> {
  const [row] = await db
    .select(VIEWER_COLUMNS)
    .from(user)
    .leftJoin(customers, eq(customers.userId, user.id))
    .leftJoin(franchisees, eq(franchisees.userId, user.id))
    .leftJoin(shops, eq(shops.franchiseeId, franchisees.id))
    .where(eq(user.id, userId));
  return row ? viewerOf(userId, row) : null;
}

/** What a Viewer is made of, for loadViewer and for the session check that reads it in its own statement. */
export const VIEWER_COLUMNS = {
  role: user.role,
  name: user.name,
  banned: user.banned,
  customerId: customers.id,
  customerStatus: customers.status,
  firstName: customers.firstName,
  code: customers.code,
  franchiseeId: franchisees.id,
  franchiseeStatus: franchisees.status,
  ownerName: franchisees.ownerName,
  shopName: shops.name,
};

type ViewerRow = {
  role: string | null;
  name: string;
  banned: boolean | null;
  customerId: number | null;
  customerStatus: string | null;
  firstName: string | null;
  code: string | null;
  franchiseeId: number | null;
  franchiseeStatus: string | null;
  ownerName: string | null;
  shopName: string | null;
};

/** The Viewer of a user's row (VIEWER_COLUMNS); null for a banned user. */
export function viewerOf(userId: string, row: ViewerRow): Viewer | null {
  if (row.banned) return null;
  const declared = parseRoles(row.role);
  const viewer: Viewer = { userId, roles: [] };
  if (declared.includes("customer") && row.customerId !== null && row.customerStatus === "active") {
    viewer.roles.push("customer");
    viewer.customer = { id: row.customerId, firstName: row.firstName ?? "", code: row.code };
  }
  if (declared.includes("franchisee") && row.franchiseeId !== null && row.franchiseeStatus === "active") {
    viewer.roles.push("franchisee");
    viewer.franchisee = { id: row.franchiseeId, name: row.shopName ?? row.ownerName ?? row.name };
  }
  if (declared.includes("operator")) {
    viewer.roles.push("operator");
    viewer.operator = { name: row.name };
  }
  return viewer;
}
