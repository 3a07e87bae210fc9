import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { CreateFranchiseeShopInput } from "@/lib/validation/admin-shops";
import { ADMIN_SHOP_MESSAGES } from "@/lib/validation/admin-shops";
import { recordAudit } from "@/server/audit/record-audit";
import { type Actor, assertRole } from "@/server/auth/actor";
import { hashUserPassword } from "@/server/auth/credentials";
import { parseRoles } from "@/server/auth/roles";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { isUniqueViolation } from "@/server/db/errors";
import { account, categories, cities, franchisees, shops, user } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { isMaharashtraPincode } from "@/server/reference/pincodes";
import { revalidatePublicPages } from "@/server/shops/revalidate-public-pages";
import { sendSms } from "@/server/sms/send-sms";
import { issueFranchiseeCode, textFranchiseeCode, type FranchiseeCode } from "@/server/franchisees/send-franchisee-password-code";

export type CreatedFranchiseeShop = {
  shopId: number;
  franchiseeId: number;
  userId: string;
  /** password: the operator's password was set; code: a set-up code was texted; existing: the number's account keeps its own password. */
  credential: "password" | "code" | "existing";
};

const fieldError = (field: string, message: string, code: "validation_failed" | "conflict" = "validation_failed") =>
  new AppError(code, { userMessage: message, fieldErrors: { [field]: message } });

/** The shop's URL slug (as the demo data makes them): ASCII words joined by dashes; a Devanagari-only name gets "shop". */
function shopSlug(name: string): string {
  const slug = name.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 80);
  return slug || "shop";
}

const MOBILE_HAS_SHOP = "This mobile number already keeps a shop. Open that shop instead.";
const MOBILE_NOT_USABLE = "This mobile number belongs to an account that is not verified or is blocked.";
const EXISTING_KEEPS_PASSWORD = "This number already has a DLMP account with its own password: choose \"Send a set-up code by SMS\" (the owner keeps their password and is told by SMS).";

/**
 * An operator opens a shop for a new franchisee (issue 8 part 2): the owner's login (mobile, name,
 * and a password typed by the operator or a one-time set-up code by SMS for the reset-password
 * pages), the franchisee record and the shop, in one transaction with its audit entry. A number
 * that already has a verified account (a customer who opens a shop) gains the franchisee role and
 * keeps its own password — an operator never overwrites someone's password.
 */
export async function createFranchiseeShop({ actor, input, db = appDb, now = new Date() }: { actor: Actor; input: CreateFranchiseeShopInput; db?: Database; now?: Date }): Promise<CreatedFranchiseeShop> {
  assertRole(actor, "operator", "Only operators can create franchisees.");
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.category_id));
  if (!category) throw fieldError("category_id", ADMIN_SHOP_MESSAGES.categoryRequired);
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.slug, input.city));
  if (!city) throw fieldError("city", ADMIN_SHOP_MESSAGES.cityRequired);
  if (!isMaharashtraPincode(input.pincode)) throw fieldError("pincode", "Please enter a pincode in Maharashtra.");
  const passwordHash = input.credential === "password" ? await hashUserPassword(input.password) : null;

  let result: { created: CreatedFranchiseeShop; code: FranchiseeCode | null; slug: string };
  try {
    result = await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: user.id, role: user.role, verified: user.phoneNumberVerified, banned: user.banned, franchiseeId: franchisees.id })
        .from(user)
        .leftJoin(franchisees, eq(franchisees.userId, user.id))
        .where(eq(user.phoneNumber, input.mobile))
        .for("update", { of: user });

      let userId: string;
      let credential: CreatedFranchiseeShop["credential"];
      if (existing) {
        if (existing.franchiseeId !== null) throw fieldError("mobile", MOBILE_HAS_SHOP, "conflict");
        if (existing.verified !== true || existing.banned) throw fieldError("mobile", MOBILE_NOT_USABLE, "conflict");
        if (input.credential === "password") throw fieldError("credential", EXISTING_KEEPS_PASSWORD, "conflict");
        const roles = new Set<string>(parseRoles(existing.role));
        roles.add("franchisee");
        await tx.update(user).set({ role: [...roles].join(","), updatedAt: now }).where(eq(user.id, existing.id));
        userId = existing.id;
        credential = "existing";
      } else {
        userId = randomUUID();
        await tx.insert(user).values({
          id: userId,
          name: input.owner_name,
          // Better Auth's user needs an email; shop owners log in by mobile, so a placeholder per number.
          email: `franchisee-${input.mobile}@franchisees.invalid`,
          phoneNumber: input.mobile,
          phoneNumberVerified: true,
          role: "franchisee",
          createdAt: now,
          updatedAt: now,
        });
        if (passwordHash) await tx.insert(account).values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash });
        credential = passwordHash ? "password" : "code";
      }

      const [franchisee] = await tx.insert(franchisees).values({ userId, ownerName: input.owner_name, createdAt: now, updatedAt: now }).returning({ id: franchisees.id });
      const slug = shopSlug(input.shop_name);
      const [shop] = await tx
        .insert(shops)
        .values({
          franchiseeId: franchisee!.id,
          slug,
          name: input.shop_name,
          categoryId: category.id,
          // The owner's number is the shop's contact number until someone says otherwise (as in the demo data).
          mobile: input.mobile,
          cityId: city.id,
          pincode: input.pincode,
          address: input.address,
          interestRateBp: input.interest_rate,
          featured: input.featured,
          bestDeal: input.best_deal,
          status: input.status,
          publishedAt: input.status === "published" ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: shops.id });
      const code = credential === "code" ? await issueFranchiseeCode(tx, { userId, mobile: input.mobile, purpose: "setup" }) : null;

      // Never the password, not even hashed.
      const shown = { ...input, password: undefined };
      await recordAudit(tx, {
        actor,
        action: "franchisee.create",
        entityType: "shop",
        entityId: shop!.id,
        after: { ...shown, franchiseeId: franchisee!.id, userId, credential, slug },
      });
      return { created: { shopId: shop!.id, franchiseeId: franchisee!.id, userId, credential }, code, slug };
    });
  } catch (error) {
    // Two operators typing the same number at once: the second finds it taken.
    if (isUniqueViolation(error)) throw fieldError("mobile", MOBILE_HAS_SHOP, "conflict");
    throw error;
  }

  if (result.code) await textFranchiseeCode(db, result.code);
  else if (result.created.credential === "existing") {
    await sendSms(db, { to: input.mobile, body: "DLMP: your shop is now linked to this mobile number. Log in at the franchisee login with your DLMP password.", purpose: "notice" });
  }
  if (input.status === "published") revalidatePublicPages({ shop: { id: result.created.shopId, slug: result.slug } });
  return result.created;
}
