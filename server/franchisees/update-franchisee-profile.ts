import "server-only";
import { eq } from "drizzle-orm";
import type { FranchiseeProfileInput } from "@/lib/validation/franchisee-profile";
import { PROFILE_MESSAGES } from "@/lib/validation/franchisee-profile";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { auditLog, categories, cities, franchisees, shops } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { sanitizeRichText } from "@/server/public/sanitize";
import { isMaharashtraPincode } from "@/server/reference/pincodes";
import { blindIndex } from "@/server/security/field-encryption";
import { revalidatePublicPages } from "@/server/shops/revalidate-public-pages";
import { getFranchiseeProfile } from "./get-franchisee-profile";
import { getFranchiseeShop } from "./get-franchisee-shop";

/**
 * SPEC §7 franchisee/update: the shop owner edits their shop. Rich text is sanitized on write (and
 * again on render); the Aadhaar number is kept only as its last four digits and a keyed hash. The
 * shop's public page shows the change at once (and within a minute from any cache).
 */
export async function updateFranchiseeProfile({ actor, input, db = appDb }: { actor: Actor; input: FranchiseeProfileInput; db?: Database }) {
  const owned = await getFranchiseeShop({ actor, db });
  const fieldError = (field: string, message: string) => new AppError("validation_failed", { userMessage: message, fieldErrors: { [field]: message } });

  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.category_id));
  if (!category) throw fieldError("category_id", PROFILE_MESSAGES.categoryRequired);
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.slug, input.franchisee_city));
  if (!city) throw fieldError("franchisee_city", PROFILE_MESSAGES.cityRequired);
  if (!isMaharashtraPincode(input.franchisee_pincode)) throw fieldError("franchisee_pincode", "Please enter a pincode in Maharashtra.");

  const before = await getFranchiseeProfile({ actor, db });
  const slug = await db.transaction(async (tx) => {
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
        updatedAt: new Date(),
      })
      .where(eq(shops.id, owned.shopId))
      .returning({ slug: shops.slug });
    await tx
      .update(franchisees)
      .set({
        pan: input.pan_no || null,
        ...(input.aadhar_no ? { aadhaarLast4: input.aadhar_no.slice(-4), aadhaarHash: blindIndex(input.aadhar_no) } : {}),
        updatedAt: new Date(),
      })
      .where(eq(franchisees.id, owned.franchiseeId));
    await tx.insert(auditLog).values({
      actorUserId: actor.userId,
      action: "shop.profile_updated",
      entityType: "shop",
      entityId: String(owned.shopId),
      before: before.data,
      after: { ...input, aadhar_no: input.aadhar_no ? `XXXXXXXX${input.aadhar_no.slice(-4)}` : undefined },
    });
    return shop!.slug;
  });

  revalidatePublicPages({ shop: { id: owned.shopId, slug } });
  return getFranchiseeProfile({ actor, db });
}
