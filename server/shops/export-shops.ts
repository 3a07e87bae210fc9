import "server-only";
import { and, desc, lt } from "drizzle-orm";
import { type Actor, assertRole } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { shops } from "@/server/db/schema";
import { istTimestamp } from "@/server/http/csv-stream";
import { adminShopWhere, selectAdminShops, toAdminShopRow, type AdminShopFilters } from "./list-shops-for-operator";

export const SHOPS_CSV_HEADER = ["Shop id", "Shop", "Category", "City", "Pincode", "Owner", "Owner mobile", "Shop status", "Owner status", "Interest rate (%)", "Featured", "Best deal", "Wallet balance (₹)", "Created at (IST)"] as const;
const BATCH = 2_000;

/** The shop list with the same filters, every matching shop, newest first, in batches by id. */
export async function* exportShops({ actor, filters, db = appDb }: { actor: Actor; filters: AdminShopFilters; db?: Executor }) {
  assertRole(actor, "operator", "Only operators can export shops.");
  const where = adminShopWhere(filters);
  let beforeId: number | undefined;
  for (;;) {
    const rows = await selectAdminShops(db, and(where, beforeId !== undefined ? lt(shops.id, beforeId) : undefined))
      .orderBy(desc(shops.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    yield rows.map((raw) => {
      const row = toAdminShopRow(raw);
      return [row.id, row.name, row.categoryName, row.cityName, row.pincode, row.ownerName, row.ownerMobile, row.status, row.franchiseeStatus, (row.interestRateBp / 100).toFixed(2), row.featured ? "yes" : "no", row.bestDeal ? "yes" : "no", (row.walletBalancePaise / 100).toFixed(2), istTimestamp(row.createdAt)];
    });
    if (rows.length < BATCH) return;
    beforeId = rows[rows.length - 1]!.id;
  }
}
