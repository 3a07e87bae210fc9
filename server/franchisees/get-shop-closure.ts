import "server-only";
import { eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { shops } from "@/server/db/schema";
import { getFranchiseeShop } from "./get-franchisee-shop";
import type { ShopClosureState } from "./set-shop-closure";

/** The owner's current notice, for the back-office form. */
export async function getShopClosure({ actor, db = appDb }: { actor: Actor; db?: Executor }): Promise<ShopClosureState> {
  const owned = await getFranchiseeShop({ actor, db });
  const [row] = await db.select({ notice: shops.closedNotice, until: shops.closedUntil }).from(shops).where(eq(shops.id, owned.shopId));
  return { closed: Boolean(row?.notice), notice: row?.notice ?? "", until: row?.until ?? "" };
}
