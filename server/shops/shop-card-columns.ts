import "server-only";
import { categories, cities, shops } from "@/server/db/schema";
import { averageRating, DEFAULT_SHOP_IMAGE, type OpeningPeriod, type ShopCardData } from "@/lib/public/types";
import { imagePath } from "@/lib/public/media-path";

/** The columns a shop card needs; select them with `.from(shops).innerJoin(categories).leftJoin(cities)`. */
export const shopCardColumns = {
  id: shops.id,
  slug: shops.slug,
  name: shops.name,
  nameMr: shops.nameMr,
  nameHi: shops.nameHi,
  image1: shops.image1,
  city: cities.name,
  cityMr: cities.nameMr,
  cityHi: cities.nameHi,
  citySlug: cities.slug,
  pincode: shops.pincode,
  address: shops.address,
  category: categories.name,
  categoryMr: categories.nameMr,
  categoryHi: categories.nameHi,
  categorySlug: categories.slug,
  featured: shops.featured,
  bestDeal: shops.bestDeal,
  reviewCount: shops.reviewCount,
  reviewRatingSum: shops.reviewRatingSum,
  mobile: shops.mobile,
  hours: shops.openingHours,
  closedNotice: shops.closedNotice,
  closedUntil: shops.closedUntil,
  latitude: shops.latitude,
  longitude: shops.longitude,
};

export type ShopCardRow = {
  id: number;
  slug: string;
  name: string;
  nameMr: string | null;
  nameHi: string | null;
  image1: string | null;
  city: string | null;
  cityMr: string | null;
  cityHi: string | null;
  citySlug: string | null;
  pincode: string | null;
  address: string;
  category: string;
  categoryMr: string | null;
  categoryHi: string | null;
  categorySlug: string;
  featured: boolean;
  bestDeal: boolean;
  reviewCount: number;
  reviewRatingSum: number;
  mobile: string | null;
  hours: OpeningPeriod[];
  closedNotice: string | null;
  closedUntil: string | null;
  latitude: number | null;
  longitude: number | null;
};

export function toShopCard(row: ShopCardRow, distanceMetres?: number | null): ShopCardData {
  const { image1, reviewCount, reviewRatingSum, closedNotice, closedUntil, ...rest } = row;
  return {
    ...rest,
    closure: { notice: closedNotice, until: closedUntil },
    rating: { average: averageRating(reviewRatingSum, reviewCount), count: reviewCount },
    image: image1 ? imagePath(image1) : DEFAULT_SHOP_IMAGE,
    hasImage: Boolean(image1),
    ...(distanceMetres == null ? {} : { distanceMetres: Math.round(distanceMetres) }),
  };
}
