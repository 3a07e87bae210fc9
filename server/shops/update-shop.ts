import "server-only";
import { eq } from "drizzle-orm";
import { ADMIN_SHOP_MESSAGES, type UpdateAdminShopInput } from "@/lib/validation/admin-shops";
import { recordAudit } from "@/server/audit/record-audit";
import { type Actor, assertRole } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { franchisees, shops } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { revalidatePublicPages } from "@/server/shops/revalidate-public-pages";
import { ownerIdentityValues, resolveShopProfileRefs, shopProfileValues } from "@/server/shops/shop-profile-values";

/** What the audit entry keeps of a shop and its owner (never the Aadhaar number, only its last four). */
function auditView(shop: typeof shops.$inferSelect, franchisee: typeof franchisees.$inferSelect) {
  return {
    name: shop.name,
    nameMr: shop.nameMr,
    nameHi: shop.nameHi,
    categoryId: shop.categoryId,
    email: shop.email,
    officeNo: shop.officeNo,
    cityId: shop.cityId,
    pincode: shop.pincode,
    address: shop.address,
    brands: shop.brands,
    openingHours: shop.openingHours,
    detailsHtml: shop.detailsHtml,
    featuresHtml: shop.featuresHtml,
    latitude: shop.latitude,
    longitude: shop.longitude,
    interestRateBp: shop.interestRateBp,
    lowWalletSales: shop.lowWalletSales,
    featured: shop.featured,
    bestDeal: shop.bestDeal,
    status: shop.status,
    ownerName: franchisee.ownerName,
    pan: franchisee.pan,
    aadhaarLast4: franchisee.aadhaarLast4,
  };
}

/**
 * An operator edits any field of a shop: what the owner edits on their profile, plus the interest
 * rate, the low-wallet warning's number of sales (docs/product.md#notifications), the featured and
 * best-deal flags and whether it is published. A suspended shop stays
 * suspended (restore it to change its visibility). Rates apply to sales recorded from now on: a
 * sale keeps the rate it was recorded with. The public pages refresh at once.
 */
export async function updateShop({ actor, shopId, input, db = appDb, now = new Date() }: { actor: Actor; shopId: number; input: UpdateAdminShopInput; db?: Database; now?: Date }) {
  assertRole(actor, "operator", "Only operators can edit shops.");
  const refs = await resolveShopProfileRefs({ db, input, messages: ADMIN_SHOP_MESSAGES });

  const saved = await db.transaction(async (tx) => {
    const [current] = await tx.select({ shop: shops, franchisee: franchisees }).from(shops).innerJoin(franchisees, eq(franchisees.id, shops.franchiseeId)).where(eq(shops.id, shopId)).for("update");
    if (!current) throw new AppError("not_found", { userMessage: "Shop not found." });
    const suspended = current.shop.status === "suspended";
    const [shop] = await tx
      .update(shops)
      .set({
        ...shopProfileValues(input, refs, now),
        interestRateBp: input.interest_rate,
        ...(input.low_wallet_sales === undefined ? {} : { lowWalletSales: input.low_wallet_sales }),
        featured: input.featured,
        bestDeal: input.best_deal,
        ...(suspended ? {} : { status: input.status, publishedAt: input.status === "published" ? (current.shop.publishedAt ?? now) : current.shop.publishedAt }),
      })
      .where(eq(shops.id, shopId))
      .returning();
    const [franchisee] = await tx
      .update(franchisees)
      .set({ ownerName: input.owner_name, ...ownerIdentityValues(input, now) })
      .where(eq(franchisees.id, current.franchisee.id))
      .returning();
    await recordAudit(tx, { actor, action: "shop.update", entityType: "shop", entityId: shopId, before: auditView(current.shop, current.franchisee), after: auditView(shop!, franchisee!) });
    return shop!;
  });

  revalidatePublicPages({ shop: { id: saved.id, slug: saved.slug } });
  return { shopId: saved.id, status: saved.status };
}
