import "server-only";
import { eq, sql } from "drizzle-orm";
import type { UpdateAdminShopForm } from "@/lib/validation/admin-shops";
import { type Actor, assertRole } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { categories, cities, franchisees, shops, user } from "@/server/db/schema";
import { AppError } from "@/server/errors";

export type AdminShop = {
  id: number;
  slug: string;
  status: "draft" | "published" | "suspended";
  publishedAt: string | null;
  createdAt: string;
  franchiseeId: number;
  franchiseeStatus: "active" | "suspended";
  ownerUserId: string;
  ownerMobile: string | null;
  ownerRoles: string;
  /** The owner has a password (a set-up code not yet used leaves none). */
  hasPassword: boolean;
  aadhaarLast4: string | null;
  cityName: string | null;
  categoryName: string;
  walletBalancePaise: number;
  salesCount: number;
  /** The edit form's values (the franchisee profile's fields plus the operator's). */
  form: UpdateAdminShopForm & { status: "draft" | "published" };
};

/** One shop with its franchisee for the operator's shop page; not_found for an unknown id. */
export async function getShopForOperator({ actor, shopId, db = appDb }: { actor: Actor; shopId: number; db?: Executor }): Promise<AdminShop> {
  assertRole(actor, "operator", "Only operators can open shops.");
  const [row] = await db
    .select({
      shop: shops,
      franchisee: franchisees,
      ownerMobile: user.phoneNumber,
      ownerRoles: user.role,
      citySlug: cities.slug,
      cityName: cities.name,
      categoryName: categories.name,
      hasPassword: sql<boolean>`EXISTS (SELECT 1 FROM account a WHERE a.user_id = ${user.id} AND a.provider_id = 'credential' AND a.password IS NOT NULL)`,
      walletBalancePaise: sql<number>`coalesce((SELECT balance_paise FROM ledger_accounts la WHERE la.kind = 'franchisee_wallet' AND la.shop_id = ${shops.id}), 0)`.mapWith(Number),
      // Bounded: the page says "10,000+" rather than count a big shop's whole history on every view.
      salesCount: sql<number>`(SELECT count(*) FROM (SELECT 1 FROM sales s WHERE s.shop_id = ${shops.id} LIMIT 10001) x)`.mapWith(Number),
    })
    .from(shops)
    .innerJoin(franchisees, eq(franchisees.id, shops.franchiseeId))
    .innerJoin(user, eq(user.id, franchisees.userId))
    .innerJoin(categories, eq(categories.id, shops.categoryId))
    .leftJoin(cities, eq(cities.id, shops.cityId))
    .where(eq(shops.id, shopId));
  if (!row) throw new AppError("not_found", { userMessage: "Shop not found." });
  const { shop, franchisee } = row;
  return {
    id: shop.id,
    slug: shop.slug,
    status: shop.status,
    publishedAt: shop.publishedAt?.toISOString() ?? null,
    createdAt: shop.createdAt.toISOString(),
    franchiseeId: franchisee.id,
    franchiseeStatus: franchisee.status,
    ownerUserId: franchisee.userId,
    ownerMobile: row.ownerMobile,
    ownerRoles: row.ownerRoles ?? "",
    hasPassword: row.hasPassword,
    aadhaarLast4: franchisee.aadhaarLast4,
    cityName: row.cityName,
    categoryName: row.categoryName,
    walletBalancePaise: row.walletBalancePaise,
    salesCount: row.salesCount,
    form: {
      franchisee_name: shop.name,
      franchisee_name_mr: shop.nameMr ?? "",
      franchisee_name_hi: shop.nameHi ?? "",
      category_id: shop.categoryId,
      email: shop.email ?? "",
      office_no: shop.officeNo ?? "",
      aadhar_no: "",
      pan_no: franchisee.pan ?? "",
      franchisee_state: "MAHARASHTRA",
      franchisee_city: row.citySlug ?? "",
      franchisee_pincode: shop.pincode ?? "",
      franchisee_address: shop.address,
      brands: shop.brands,
      opening_hours: shop.openingHours,
      details: shop.detailsHtml,
      features: shop.featuresHtml,
      latitude: shop.latitude,
      longitude: shop.longitude,
      owner_name: franchisee.ownerName,
      interest_rate: (shop.interestRateBp / 100).toString(),
      low_wallet_sales: String(shop.lowWalletSales),
      featured: shop.featured,
      best_deal: shop.bestDeal,
      // A suspended shop keeps its visibility setting for when it is restored.
      status: shop.status === "suspended" ? (shop.publishedAt ? "published" : "draft") : shop.status,
    },
  };
}
