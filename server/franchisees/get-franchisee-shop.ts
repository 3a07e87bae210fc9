import "server-only";
import { eq, sql } from "drizzle-orm";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { preparedQuery } from "@/server/db/prepared";
import { franchisees, shops } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { type Actor, assertRole } from "@/server/auth/actor";

export type FranchiseeShop = { franchiseeId: number; shopId: number; shopName: string; interestRateBp: number };

/**
 * The shop the acting franchisee keeps. Every franchisee operation starts here, so one shop owner
 * can only ever reach their own shop's sales, wallet and customers.
 */
export async function getFranchiseeShop({ actor, db = appDb }: { actor: Actor; db?: Executor }): Promise<FranchiseeShop> {
  assertRole(actor, "franchisee", "Please log in as a shop owner.");
  // Named and built once: every back-office page and API call starts here (server/db/prepared.ts).
  const [row] = await preparedQuery(db, "franchisees.franchisee_shop", (db) =>
    db
      .select({ franchiseeId: franchisees.id, shopId: shops.id, shopName: shops.name, interestRateBp: shops.interestRateBp, status: franchisees.status })
      .from(franchisees)
      .innerJoin(shops, eq(shops.franchiseeId, franchisees.id))
      .where(eq(franchisees.userId, sql.placeholder("userId"))),
  ).execute({ userId: actor.userId });
  if (!row) throw new AppError("forbidden", { userMessage: "No shop is linked to this account. Please contact the service provider." });
  if (row.status !== "active") throw new AppError("forbidden", { userMessage: "This shop account is suspended. Please contact the service provider." });
  return { franchiseeId: row.franchiseeId, shopId: row.shopId, shopName: row.shopName, interestRateBp: row.interestRateBp };
}
