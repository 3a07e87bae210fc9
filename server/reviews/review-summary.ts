import "server-only";
import { and, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { shops } from "@/server/db/schema";
import { averageRating } from "@/lib/public/types";
import type { ReviewSummary } from "@/lib/reviews/types";

export type { ReviewSummary };

/** The summary of a published shop, or undefined for an unknown or unpublished one. */
export async function reviewSummary(db: Executor, shopId: number): Promise<ReviewSummary | undefined> {
  const [shop] = await db
    .select({
      id: shops.id,
      name: shops.name,
      count: shops.reviewCount,
      sum: shops.reviewRatingSum,
      s1: shops.reviewStars1,
      s2: shops.reviewStars2,
      s3: shops.reviewStars3,
      s4: shops.reviewStars4,
      s5: shops.reviewStars5,
    })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.status, "published")));
  if (!shop) return undefined;
  return {
    shopId: shop.id,
    shopName: shop.name,
    count: shop.count,
    average: averageRating(shop.sum, shop.count),
    stars: { 1: shop.s1, 2: shop.s2, 3: shop.s3, 4: shop.s4, 5: shop.s5 },
  };
}
