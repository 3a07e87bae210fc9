import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { preparedQuery } from "@/server/db/prepared";
import { franchisees, shopSaleTotals, shops } from "@/server/db/schema";
import { listShopSales } from "@/server/sales/list-shop-sales";
import { listWalletTransactions } from "@/server/wallet/list-wallet-transactions";
import { getFranchiseeShop } from "./get-franchisee-shop";

/** The five things a complete shop profile has (docs/product.md: completion shown as n/5). */
export const PROFILE_STEPS = ["address", "contact", "identity", "timing", "image"] as const;
export type ProfileStep = (typeof PROFILE_STEPS)[number];

export type FranchiseeDashboard = {
  shopName: string;
  shopNameMr: string | null;
  shopNameHi: string | null;
  goal: { status: "success" | "failure"; completed: number; missing: ProfileStep[] };
  counts: { walletPaise: number; salesPaise: number; saleCount: number; uniqueCustomers: number; visitors: number };
  sales: Awaited<ReturnType<typeof listShopSales>>["data"];
  transactions: Awaited<ReturnType<typeof listWalletTransactions>>["data"];
};

/** Everything /franchisee-dashboard shows, for the acting shop owner only. */
export async function getFranchiseeDashboard({ actor, db = appDb }: { actor: Actor; db?: Executor }): Promise<FranchiseeDashboard> {
  const owned = await getFranchiseeShop({ actor, db });
  // The shop's profile, its sale totals and its wallet in one statement, named and built once (each
  // statement is a round trip the web process pays for, and drizzle's building a tenth of its CPU;
  // server/db/prepared.ts). The totals are maintained by triggers on sales (sales_count_shop_totals, sales_recount_shop_totals): a busy
  // shop's whole history is not read on every view. No row yet means no recorded sale. Reading
  // never creates a wallet.
  const shopAndTotals = preparedQuery(db, "franchisees.dashboard", (db) =>
    db
      .select({
        name: shops.name, nameMr: shops.nameMr, nameHi: shops.nameHi, address: shops.address, pincode: shops.pincode, cityId: shops.cityId, latitude: shops.latitude, email: shops.email, officeNo: shops.officeNo, mobile: shops.mobile, openingHours: shops.openingHours, image1: shops.image1, visitors: shops.visitors, pan: franchisees.pan,
        salesPaise: sql<string>`coalesce(${shopSaleTotals.salesPaise}, 0)::text`,
        saleCount: sql<string>`coalesce(${shopSaleTotals.saleCount}, 0)::text`,
        uniqueCustomers: sql<string>`coalesce(${shopSaleTotals.uniqueCustomers}, 0)::text`,
        walletPaise: sql<string>`(SELECT coalesce(max(balance_paise), 0) FROM ledger_accounts WHERE kind = 'franchisee_wallet' AND shop_id = ${shops.id})::text`,
      })
      .from(shops)
      .innerJoin(franchisees, eq(franchisees.id, shops.franchiseeId))
      .leftJoin(shopSaleTotals, eq(shopSaleTotals.shopId, shops.id))
      .where(eq(shops.id, sql.placeholder("shopId"))),
  );
  const [[shop], latestSales, latestTransactions] = await Promise.all([
    shopAndTotals.execute({ shopId: owned.shopId }),
    listShopSales({ actor, shop: owned, db, withCount: false }),
    listWalletTransactions({ actor, shop: owned, db, withCount: false }),
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
    shopNameMr: shop!.nameMr,
    shopNameHi: shop!.nameHi,
    goal: { status: missing.length === 0 ? "success" : "failure", completed: PROFILE_STEPS.length - missing.length, missing },
    counts: {
      walletPaise: Number(shop!.walletPaise),
      salesPaise: Number(shop!.salesPaise),
      saleCount: Number(shop!.saleCount),
      uniqueCustomers: Number(shop!.uniqueCustomers),
      visitors: shop!.visitors,
    },
    sales: latestSales.data,
    transactions: latestTransactions.data,
  };
}
