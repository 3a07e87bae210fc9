import "server-only";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { getFranchiseeShop } from "@/server/franchisees/get-franchisee-shop";
import { readWalletBalance } from "@/server/ledger/ensure-account";

/** What the Add Sale form needs to show the interest a sale will cost before it is recorded. */
export async function getAddSaleContext({ actor, db = appDb }: { actor: Actor; db?: Executor }) {
  const shop = await getFranchiseeShop({ actor, db });
  return { shopName: shop.shopName, interestRateBp: shop.interestRateBp, walletPaise: await readWalletBalance(db, shop.shopId) };
}
