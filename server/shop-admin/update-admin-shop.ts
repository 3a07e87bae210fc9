import "server-only";
import { eq } from "drizzle-orm";
import { ADMIN_SHOP_MESSAGES, type UpdateAdminShopInput } from "@/lib/validation/admin-shops";
import { recordAudit } from "@/server/audit/record-audit";
import { hasRole, type Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { categories, cities, franchisees, shops } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { sanitizeRichText } from "@/server/public/sanitize";
import { isMaharashtraPincode } from "@/server/reference/pincodes";
import { blindIndex } from "@/server/security/field-encryption";
import { revalidatePublicPages } from "@/server/shops/revalidate-public-pages";

const fieldError = (field: string, message: string) => new AppError("validation_failed", { userMessage: message, fieldErrors: { [field]: message } });

/** What the audit entry keeps of a shop and its owner (never the Aadhaar number, only its last four). */
function auditView(shop: typeof shops.$inferSelect, franchisee: typeof franchisees.$inferSelect) {
  return {
    name: shop.name,
    nameMr: shop.nameMr,
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
 * rate, the featured and best-deal flags and whether it is published. A suspended shop stays
 * suspended (restore it to change its visibility). Rates apply to sales recorded from now on: a
 * sale keeps the rate it was recorded with. The public pages refresh at once.
 */
export async function updateAdminShop({ actor, shopId, input, db = appDb, now = new Date() }: { actor: Actor; shopId: number; input: UpdateAdminShopInput; db?: Database; now?: Date }) {
  if (!hasRole(actor, "operator")) throw new AppError("forbidden", { userMessage: "Only operators can edit shops." });
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.category_id));
  if (!category) throw fieldError("category_id", ADMIN_SHOP_MESSAGES.categoryRequired);
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.slug, input.franchisee_city));
  if (!city) throw fieldError("franchisee_city", ADMIN_SHOP_MESSAGES.cityRequired);
  if (!isMaharashtraPincode(input.franchisee_pincode)) throw fieldError("franchisee_pincode", "Please enter a pincode in Maharashtra.");

  const saved = await db.transaction(async (tx) => {
    const [current] = await tx.select({ shop: shops, franchisee: franchisees }).from(shops).innerJoin(franchisees, eq(franchisees.id, shops.franchiseeId)).where(eq(shops.id, shopId)).for("update");
    if (!current) throw new AppError("not_found", { userMessage: "Shop not found." });
    const suspended = current.shop.status === "suspended";
    const [shop] = await tx
      .update(shops)
      .set({
        name: input.franchisee_name,
        nameMr: input.franchisee_name_mr || null,
        categoryId: category.id,
        email: input.email || null,
        officeNo: input.office_no || null,
        state: input.franchisee_state,
        cityId: city.id,
        pincode: input.franchisee_pincode,
        address: input.franchisee_address,
        brands: input.brands,
        openingHours: [...input.opening_hours].sort((a, b) => a.day.localeCompare(b.day) || a.open.localeCompare(b.open)),
        detailsHtml: sanitizeRichText(input.details),
        featuresHtml: sanitizeRichText(input.features),
        latitude: input.latitude,
        longitude: input.longitude,
        interestRateBp: input.interest_rate,
        featured: input.featured,
        bestDeal: input.best_deal,
        ...(suspended ? {} : { status: input.status, publishedAt: input.status === "published" ? (current.shop.publishedAt ?? now) : current.shop.publishedAt }),
        updatedAt: now,
      })
      .where(eq(shops.id, shopId))
      .returning();
    const [franchisee] = await tx
      .update(franchisees)
      .set({
        ownerName: input.owner_name,
        pan: input.pan_no || null,
        ...(input.aadhar_no ? { aadhaarLast4: input.aadhar_no.slice(-4), aadhaarHash: blindIndex(input.aadhar_no) } : {}),
        updatedAt: now,
      })
      .where(eq(franchisees.id, current.franchisee.id))
      .returning();
    await recordAudit(tx, { actor, action: "shop.update", entityType: "shop", entityId: shopId, before: auditView(current.shop, current.franchisee), after: auditView(shop!, franchisee!) });
    return shop!;
  });

  revalidatePublicPages({ shop: { id: saved.id, slug: saved.slug } });
  return { shopId: saved.id, status: saved.status };
}
