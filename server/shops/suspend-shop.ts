import "server-only";
import { eq } from "drizzle-orm";
import { recordAudit } from "@/server/audit/record-audit";
import { type Actor, assertRole } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { franchisees, session, shops } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { revalidatePublicPages } from "@/server/shops/revalidate-public-pages";

/**
 * An operator suspends a shop and its franchisee, with a reason: the shop leaves every public page
 * (they show published shops only, refreshed at once), the owner can no longer log in (the
 * franchisee login and every franchisee page want an active franchisee) nor record a sale, and
 * every session of the owner's account ends now — a shop owner who is also a customer is signed out
 * of that too and logs in again as a customer. Money is untouched: the wallet keeps its balance.
 */
export async function suspendShop({ actor, shopId, reason, db = appDb, now = new Date() }: { actor: Actor; shopId: number; reason: string; db?: Database; now?: Date }) {
  assertRole(actor, "operator", "Only operators can suspend shops.");
  const why = reason.trim();
  if (!why) throw new AppError("validation_failed", { fieldErrors: { reason: "Please give a reason." } });

  const result = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: shops.status, slug: shops.slug, franchiseeId: franchisees.id, franchiseeStatus: franchisees.status, userId: franchisees.userId })
      .from(shops)
      .innerJoin(franchisees, eq(franchisees.id, shops.franchiseeId))
      .where(eq(shops.id, shopId))
      .for("update");
    if (!current) throw new AppError("not_found", { userMessage: "Shop not found." });
    if (current.status === "suspended" && current.franchiseeStatus === "suspended") throw new AppError("conflict", { userMessage: "This shop is already suspended." });
    await tx.update(shops).set({ status: "suspended", updatedAt: now }).where(eq(shops.id, shopId));
    await tx.update(franchisees).set({ status: "suspended", updatedAt: now }).where(eq(franchisees.id, current.franchiseeId));
    const revoked = await tx.delete(session).where(eq(session.userId, current.userId)).returning({ id: session.id });
    await recordAudit(tx, {
      actor,
      action: "shop.suspend",
      entityType: "shop",
      entityId: shopId,
      before: { status: current.status, franchiseeStatus: current.franchiseeStatus },
      after: { status: "suspended", franchiseeStatus: "suspended", reason: why, sessionsRevoked: revoked.length },
    });
    return { slug: current.slug, sessionsRevoked: revoked.length };
  });
  revalidatePublicPages({ shop: { id: shopId, slug: result.slug } });
  return { shopId, sessionsRevoked: result.sessionsRevoked };
}
