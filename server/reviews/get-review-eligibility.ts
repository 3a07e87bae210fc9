import "server-only";
import { and, eq } from "drizzle-orm";
import { type Actor, hasRole } from "@/server/auth/actor";
import { getOwnCustomer } from "@/server/customers/get-own-customer";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { reviews, shopCustomers } from "@/server/db/schema";
import { parseInput } from "@/server/http/validation";
import { REVIEW_MESSAGES, type ShopReviewInput, shopReviewSchema } from "@/lib/validation/reviews";
import type { ReviewEligibility } from "@/lib/reviews/types";
import { findReviewShop } from "./find-review-shop";
import { type OwnReview, toOwnReview } from "./own-review";

export type { ReviewEligibility };

/**
 * What the shop page offers the viewer (docs/product.md#reviews): the form (with their review when
 * they wrote one), or the reason they cannot review. A visitor without a login is `actor` undefined.
 */
export async function getReviewEligibility({ actor, input, db = appDb }: { actor?: Actor; input: ShopReviewInput; db?: Executor }): Promise<ReviewEligibility> {
  const { shop_id: shopId } = parseInput(shopReviewSchema, input);
  const shop = await findReviewShop(db, shopId);
  const refused = (reason: "sign_in" | "own_shop" | "not_a_buyer", message: string, review: OwnReview | null = null, isOwner = false): ReviewEligibility => ({ canReview: false, reason, message, review, isOwner });
  if (actor?.userId && actor.userId === shop.ownerUserId) return refused("own_shop", REVIEW_MESSAGES.ownShop, null, true);
  if (!actor || !hasRole(actor, "customer")) return refused("sign_in", REVIEW_MESSAGES.signInToReview);

  const customer = await getOwnCustomer({ actor, db });
  const [[bought], [own]] = await Promise.all([
    db.select({ n: shopCustomers.recordedSales }).from(shopCustomers).where(and(eq(shopCustomers.shopId, shopId), eq(shopCustomers.customerId, customer.id))),
    db.select().from(reviews).where(and(eq(reviews.shopId, shopId), eq(reviews.customerId, customer.id))),
  ]);
  const review = own ? toOwnReview(own) : null;
  if (!bought) return refused("not_a_buyer", REVIEW_MESSAGES.notEligible, review);
  return { canReview: true, reason: null, message: null, review, isOwner: false };
}
