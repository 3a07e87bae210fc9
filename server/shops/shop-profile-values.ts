import "server-only";
import { eq } from "drizzle-orm";
import type { FranchiseeProfileInput } from "@/lib/validation/franchisee-profile";
import type { Database } from "@/server/db/connect";
import { categories, cities, franchisees, shops } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { sanitizeRichText } from "@/server/public/sanitize";
import { isMaharashtraPincode } from "@/server/reference/pincodes";
import { blindIndex } from "@/server/security/field-encryption";

/** The profile fields a shop owner and an operator both edit (the operator's form adds its own). */
export type ShopProfileFields = FranchiseeProfileInput;

const fieldError = (field: string, message: string) => new AppError("validation_failed", { userMessage: message, fieldErrors: { [field]: message } });

/**
 * The category and city a profile names, as ids, or a field error in the caller's words when one
 * does not exist (and when the pincode is not in Maharashtra). Read before the write's transaction.
 */
export async function resolveShopProfileRefs(options: { db: Database; input: ShopProfileFields; messages: { categoryRequired: string; cityRequired: string } }): Promise<{ categoryId: number; cityId: number }> {
  const { db, input, messages } = options;
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.category_id));
  if (!category) throw fieldError("category_id", messages.categoryRequired);
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.slug, input.franchisee_city));
  if (!city) throw fieldError("franchisee_city", messages.cityRequired);
  if (!isMaharashtraPincode(input.franchisee_pincode)) throw fieldError("franchisee_pincode", "Please enter a pincode in Maharashtra.");
  return { categoryId: category.id, cityId: city.id };
}

/** The shop row's columns for a profile: rich text sanitized on write, opening hours in a stable order. */
export function shopProfileValues(input: ShopProfileFields, refs: { categoryId: number; cityId: number }, now: Date) {
  return {
    name: input.franchisee_name,
    nameMr: input.franchisee_name_mr || null,
    nameHi: input.franchisee_name_hi || null,
    categoryId: refs.categoryId,
    email: input.email || null,
    officeNo: input.office_no || null,
    state: input.franchisee_state,
    cityId: refs.cityId,
    pincode: input.franchisee_pincode,
    address: input.franchisee_address,
    brands: input.brands,
    openingHours: [...input.opening_hours].sort((a, b) => a.day.localeCompare(b.day) || a.open.localeCompare(b.open)),
    detailsHtml: sanitizeRichText(input.details),
    featuresHtml: sanitizeRichText(input.features),
    latitude: input.latitude,
    longitude: input.longitude,
    updatedAt: now,
  } satisfies Partial<typeof shops.$inferInsert>;
}

/** The owner's identity columns: the PAN, and the Aadhaar number only as its last four digits and a keyed hash. */
export function ownerIdentityValues(input: ShopProfileFields, now: Date) {
  return {
    pan: input.pan_no || null,
    ...(input.aadhar_no ? { aadhaarLast4: input.aadhar_no.slice(-4), aadhaarHash: blindIndex(input.aadhar_no) } : {}),
    updatedAt: now,
  } satisfies Partial<typeof franchisees.$inferInsert>;
}
