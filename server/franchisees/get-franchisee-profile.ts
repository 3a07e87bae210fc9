import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { categories, cities, franchisees, shops, type OpeningHours } from "@/server/db/schema";
import { getFranchiseeShop } from "./get-franchisee-shop";

export type FranchiseeProfile = {
  franchisee_name: string;
  /** The shop's name in Marathi (Devanagari), "" when none. */
  franchisee_name_mr: string;
  franchisee_name_hi: string;
  category_id: number;
  email: string;
  office_no: string;
  /** Never the whole number: the last four digits, for "XXXX XXXX 1234". */
  aadhar_last4: string | null;
  pan_no: string;
  franchisee_state: string;
  franchisee_city: string;
  franchisee_pincode: string;
  franchisee_address: string;
  brands: string;
  opening_hours: OpeningHours;
  details: string;
  features: string;
  latitude: number | null;
  longitude: number | null;
};

/** docs/product.md#json-api franchisee/profile: the categories to choose from and the shop's profile. */
export async function getFranchiseeProfile({ actor, db = appDb }: { actor: Actor; db?: Executor }) {
  const owned = await getFranchiseeShop({ actor, db });
  const [[row], categoryRows] = await Promise.all([
    db
      .select({ shop: shops, pan: franchisees.pan, aadhaarLast4: franchisees.aadhaarLast4, citySlug: cities.slug })
      .from(shops)
      .innerJoin(franchisees, eq(franchisees.id, shops.franchiseeId))
      .leftJoin(cities, eq(cities.id, shops.cityId))
      .where(eq(shops.id, owned.shopId)),
    db.select({ id: categories.id, name: categories.name, nameMr: categories.nameMr, nameHi: categories.nameHi }).from(categories).orderBy(asc(categories.sortOrder), asc(categories.name)),
  ]);
  const shop = row!.shop;
  const data: FranchiseeProfile = {
    franchisee_name: shop.name,
    franchisee_name_mr: shop.nameMr ?? "",
    franchisee_name_hi: shop.nameHi ?? "",
    category_id: shop.categoryId,
    email: shop.email ?? "",
    office_no: shop.officeNo ?? "",
    aadhar_last4: row!.aadhaarLast4,
    pan_no: row!.pan ?? "",
    franchisee_state: shop.state,
    franchisee_city: row!.citySlug ?? "",
    franchisee_pincode: shop.pincode ?? "",
    franchisee_address: shop.address,
    brands: shop.brands,
    opening_hours: shop.openingHours,
    details: shop.detailsHtml,
    features: shop.featuresHtml,
    latitude: shop.latitude,
    longitude: shop.longitude,
  };
  return { categories: categoryRows, data };
}
