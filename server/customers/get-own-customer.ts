import "server-only";
import { eq } from "drizzle-orm";
import { hasRole, type Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { customers, treeNodes } from "@/server/db/schema";
import { AppError } from "@/server/errors";

export type OwnCustomer = typeof customers.$inferSelect;

const notACustomer = () => new AppError("forbidden", { userMessage: "Please log in as a customer." });

/**
 * The customer record of the acting user. Every customer-portal operation starts here, so a
 * customer only ever reaches their own profile, KYC, purchases, commissions, downline and
 * favourites: the id comes from the session, never from a request.
 */
export async function getOwnCustomer({ actor, db = appDb }: { actor: Actor; db?: Executor }): Promise<OwnCustomer> {
  if (!hasRole(actor, "customer")) throw notACustomer();
  const [row] = await db.select().from(customers).where(eq(customers.userId, actor.userId));
  if (!row || row.status !== "active") throw notACustomer();
  return row;
}

/**
 * The same, with the customer's place in the referral tree (null before placement) read in the
 * same statement: the dashboard needs both before its figures, and each round trip costs the
 * web process CPU (docs/benchmarks.md, 2026-11-24: logged-in pages under load).
 */
export async function getOwnCustomerWithTreePath({ actor, db = appDb }: { actor: Actor; db?: Executor }): Promise<{ customer: OwnCustomer; treePath: string | null }> {
  if (!hasRole(actor, "customer")) throw notACustomer();
  const [row] = await db
    .select({ customer: customers, treePath: treeNodes.path })
    .from(customers)
    .leftJoin(treeNodes, eq(treeNodes.customerId, customers.id))
    .where(eq(customers.userId, actor.userId));
  if (!row || row.customer.status !== "active") throw notACustomer();
  return row;
}
