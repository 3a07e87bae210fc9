import "server-only";
import { and, countDistinct, eq, sum } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { franchisees, shops, sales } from "@/server/db/schema";
import { readWalletBalance } from "@/server/ledger/ensure-account";
import { listShopSales } from "@/server/sales/list-shop-sales";
import { listWalletTransactions } from "@/server/wallet/list-wallet-transactions";
import { getFranchiseeShop } from "./get-franchisee-shop";

/** The five things a complete shop profile has (SPEC: completion shown as n/5). */
export const PROFILE_STEPS = ["address", "contact", "identity", "timing", "image"] as const;
export type ProfileStep = (typeof PROFILE_STEPS)[number];

export type FranchiseeDashboard = {
  shopName: string;
  goal: { status: "success" | "failure"; completed: number; missing: ProfileStep[] };
  counts: { walletPaise: number; salesPaise: number; saleCount: number; uniqueCustomers: number; visitors: number };
  sales: Awaited<ReturnType<typeof listShopSales>>["data"];
  transactions: Awaited<ReturnType<typeof listWalletTransactions>>["data"];
};

/** Everything /franchisee-dashboard shows, for the acting shop owner only. */
export async function getFranchiseeDashboard({ actor, db = appDb }: { actor: Actor; db?: Executor }): Promise<FranchiseeDashboard> {
  const owned = await getFranchiseeShop({ actor, db });
  const [[shop], [totals], walletPaise, latestSales, latestTransactions] = await Promise.all([
    db
      .select({ name: shops.name, address: shops.address, pincode: shops.pincode, cityId: shops.cityId, latitude: shops.latitude, email: shops.email, officeNo: shops.officeNo, mobile: shops.mobile, openingHours: shops.openingHours, image1: shops.image1, visitors: shops.visitors, pan: franchisees.pan })
      .from(shops)
      .innerJoin(franchisees, eq(franchisees.id, shops.franchiseeId))
      .where(eq(shops.id, owned.shopId)),
    db
      .select({ amount: sum(sales.amountPaise), customers: countDistinct(sales.customerId), count: countDistinct(sales.id) })
      .from(sales)
      .where(and(eq(sales.shopId, owned.shopId), eq(sales.status, "recorded"))),
    readWalletBalance(db, owned.shopId),
    listShopSales({ actor, shop: owned, db }),
    listWalletTransactions({ actor, shop: owned, db }),
  ]);

  const done: Record<ProfileStep, boolean> = {
    address: Boolean(shop!.address && shop!.pincode && shop!.cityId && shop!.latitude !== null),
    contact: Boolean(shop!.email && (shop!.officeNo || shop!.mobile)),
    identity: Boolean(shop!.pan),
    timing: shop!.openingHours.length > 0,
    image: Boolean(shop!.image1),
  };
  const missing = PROFILE_STEPS.filter((step) => !done[step]);
  return {
    shopName: shop!.name,
    goal: { status: missing.length === 0 ? "success" : "failure", completed: PROFILE_STEPS.length - missing.length, missing },
    counts: {
      walletPaise,
      salesPaise: Number(totals?.amount ?? 0),
      saleCount: Number(totals?.count ?? 0),
      uniqueCustomers: Number(totals?.customers ?? 0),
      visitors: shop!.visitors,
    },
    sales: latestSales.data,
    transactions: latestTransactions.data,
  };
}
