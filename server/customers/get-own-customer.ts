import "server-only";
import { eq, sql } from "drizzle-orm";
import { type Actor, assertRole } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { preparedQuery } from "@/server/db/prepared";
import { customers } from "@/server/db/schema";
import { AppError } from "@/server/errors";

export type OwnCustomer = typeof customers.$inferSelect;

export const notACustomer = () => new AppError("forbidden", { userMessage: "Please log in as a customer." });

/**
 * The customer record of the acting user. Every customer-portal operation starts here, so a
 * customer only ever reaches their own profile, KYC, purchases, commissions, downline and
 * favourites: the id comes from the session, never from a request.
 */
export async function getOwnCustomer({ actor, db = appDb }: { actor: Actor; db?: Executor }): Promise<OwnCustomer> {
  assertRole(actor, "customer");
  // Named and built once: every customer page and API call starts here (server/db/prepared.ts).
  const [row] = await preparedQuery(db, "customers.own_customer", (db) => db.select().from(customers).where(eq(customers.userId, sql.placeholder("userId")))).execute({ userId: actor.userId });
  if (!row || row.status !== "active") throw notACustomer();
  return row;
}
