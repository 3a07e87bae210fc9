import "server-only";
import { and, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { db as appDb } from "@/server/db/client";
import { categories, cities, franchisees, shops } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { sanitizeRichText } from "@/server/public/sanitize";
import type { ShopDetailData } from "@/lib/public/types";
import { shopCardColumns, toShopCard } from "./shop-card-columns";
import { imagePath } from "@/lib/public/media-path";

/** One published shop for its public page (docs/product.md#screens-and-routes Shop detail). Unknown or unpublished: not_found. */
export async function getShop(options: { id: number; db?: Executor }): Promise<ShopDetailData> {
  const db = options.db ?? appDb;
  const [row] = await db
    .select({
      ...shopCardColumns,
      brands: shops.brands,
      visitors: shops.visitors,
      owner: franchisees.ownerName,
      officeNo: shops.officeNo,
      email: shops.email,
      detailsHtml: shops.detailsHtml,
      featuresHtml: shops.featuresHtml,
      image2: shops.image2,
      image3: shops.image3,
      state: shops.state,
      updatedAt: shops.updatedAt,
    })
    .from(shops)
    .innerJoin(categories, eq(categories.id, shops.categoryId))
    .innerJoin(franchisees, eq(franchisees.id, shops.franchiseeId))
    .leftJoin(cities, eq(cities.id, shops.cityId))
    .where(and(eq(shops.id, options.id), eq(shops.status, "published")))
    .limit(1);
  if (!row) throw new AppError("not_found", { userMessage: "Shop not found." });

  const { image2, image3, brands, visitors, owner, officeNo, email, detailsHtml, featuresHtml, state, updatedAt, ...card } = row;
  return {
    ...toShopCard(card),
    brands,
    visitors,
    owner,
    officeNo,
    email,
    openingHours: card.hours,
    detailsHtml: sanitizeRichText(detailsHtml),
    featuresHtml: sanitizeRichText(featuresHtml),
    images: [image2, image3].filter((image): image is string => Boolean(image)).map(imagePath),
    state,
    updatedAt: updatedAt.toISOString(),
  };
}
