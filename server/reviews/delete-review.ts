import "server-only";
import { and, eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { getOwnCustomer } from "@/server/customers/get-own-customer";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { reviews, shops } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { parseInput } from "@/server/http/validation";
import { revalidatePublicPages } from "@/server/shops/revalidate-public-pages";
import { REVIEW_MESSAGES, type ShopReviewInput, shopReviewSchema } from "@/lib/validation/reviews";

/**
 * The author deletes their review of a shop, with its reply, votes and reports (docs/product.md#reviews);
 * the shop's counts follow by trigger (reviews_uncount_shop_rating). They may write a new one later
 * while they still have a purchase there.
 */
export async function deleteReview({ actor, input, db = appDb }: { actor: Actor; input: ShopReviewInput; db?: Database }): Promise<{ reviewId: number; msg: string }> {
  const customer = await getOwnCustomer({ actor, db });
  const { shop_id: shopId } = parseInput(shopReviewSchema, input);
  const [deleted] = await db
    .delete(reviews)
    .where(and(eq(reviews.shopId, shopId), eq(reviews.customerId, customer.id)))
    .returning({ id: reviews.id });
  if (!deleted) throw new AppError("not_found", { userMessage: REVIEW_MESSAGES.reviewNotFound });
  const [shop] = await db.select({ id: shops.id, slug: shops.slug }).from(shops).where(eq(shops.id, shopId));
  if (shop) revalidatePublicPages({ shop });
  return { reviewId: deleted.id, msg: REVIEW_MESSAGES.deleted };
}
