import "server-only";
import { eq } from "drizzle-orm";
import { recordAudit } from "@/server/audit/record-audit";
import { type Actor, assertRole } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { franchisees, shops } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { revalidatePublicPages } from "@/server/shops/revalidate-public-pages";

/**
 * An operator lifts a suspension: the owner can log in and record sales again, and the shop returns
 * to what it was — published if it had ever been published, else a draft.
 */
export async function restoreShop({ actor, shopId, reason = "", db = appDb, now = new Date() }: { actor: Actor; shopId: number; reason?: string; db?: Database; now?: Date }) {
  assertRole(actor, "operator", "Only operators can restore shops.");
  const result = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: shops.status, slug: shops.slug, publishedAt: shops.publishedAt, franchiseeId: franchisees.id, franchiseeStatus: franchisees.status })
      .from(shops)
      .innerJoin(franchisees, eq(franchisees.id, shops.franchiseeId))
      .where(eq(shops.id, shopId))
      .for("update");
    if (!current) throw new AppError("not_found", { userMessage: "Shop not found." });
    if (current.status !== "suspended" && current.franchiseeStatus !== "suspended") throw new AppError("conflict", { userMessage: "This shop is not suspended." });
    const status = current.status === "suspended" ? (current.publishedAt ? "published" : "draft") : current.status;
    await tx.update(shops).set({ status, updatedAt: now }).where(eq(shops.id, shopId));
    await tx.update(franchisees).set({ status: "active", updatedAt: now }).where(eq(franchisees.id, current.franchiseeId));
    await recordAudit(tx, {
      actor,
      action: "shop.restore",
      entityType: "shop",
      entityId: shopId,
      before: { status: current.status, franchiseeStatus: current.franchiseeStatus },
      after: { status, franchiseeStatus: "active", reason: reason.trim() || null },
    });
    return { slug: current.slug, status };
  });
  revalidatePublicPages({ shop: { id: shopId, slug: result.slug } });
  return { shopId, status: result.status };
}
