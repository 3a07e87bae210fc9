/** Shapes the public pages and the /api/v1 public endpoints answer. Safe for client components. */
import { localizedName, localizedNameLang } from "../localized";

export type ShopCardData = {
  id: number;
  slug: string;
  name: string;
  nameMr: string | null;
  nameHi: string | null;
  /** Public path or URL of the main image; the default image when the shop has none. */
  image: string;
  hasImage: boolean;
  city: string | null;
  /** The town's Marathi and Hindi names, when known. */
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
  /** Metres from the searcher, when the listing is "near me". */
  distanceMetres?: number;
  /** The shop's public reviews (docs/product.md#reviews): average to one decimal (null without any) and count. */
  rating: { average: number | null; count: number };
  /** The public contact number (ten digits) for Call and WhatsApp, when the shop gives one. */
  mobile: string | null;
  /** Opening hours and the owner's closure notice, for "Open now" / "Closes at" (lib/public/opening-hours.ts). */
  hours: OpeningPeriod[];
  closure: { notice: string | null; until: string | null };
  latitude: number | null;
  longitude: number | null;
};

/** The mean of a shop's stars to one decimal, as cards and the shop page show it; null without reviews. */
export function averageRating(ratingSum: number, count: number): number | null {
  return count > 0 ? Math.round((ratingSum / count) * 10) / 10 : null;
}

export type CategoryData = { id: number; slug: string; name: string; nameMr: string | null; nameHi: string | null; icon: string | null; popular: boolean; adsCount: number };

export type CityOption = { slug: string; name: string; nameMr: string | null; nameHi: string | null };

export type LocationData = CityOption & { adsCount: number };

export type ShopListResult = {
  shops: ShopCardData[];
  /** Matches, counted up to a cap (COUNT_CAP); `countCapped` says there are more. */
  count: number;
  countCapped: boolean;
  page: number;
  pageSize: number;
  hasMore: boolean;
};

export type NewsCardData = {
  id: number;
  slug: string;
  title: string;
  /** The Marathi and Hindi titles, when the writer gave them (shown only with their own text: lib/localized.ts). */
  titleMr: string | null;
  titleHi: string | null;
  image: string;
  hasImage: boolean;
  category: string;
  categoryMr: string | null;
  categoryHi: string | null;
  categorySlug: string;
  /** Plain-text excerpt (markup stripped), cut with an ellipsis; the Marathi and Hindi ones when the article has those texts. */
  excerpt: string;
  excerptMr: string | null;
  excerptHi: string | null;
  comments: number;
  publishedAt: string;
};

export type NewsListResult = { news: NewsCardData[]; count: number; page: number; pageSize: number; hasMore: boolean };

export type CommentData = { id: number; name: string; comment: string; createdAt: string };

export const DEFAULT_SHOP_IMAGE = "/images/default-shop.svg";
export const DEFAULT_NEWS_IMAGE = "/images/default-news.svg";

/** docs/product.md#business-constants: previews cut at a length, with an ellipsis. */
export function cutText(text: string, length: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > length ? `${clean.slice(0, length).trimEnd()}…` : clean;
}

export function shopPath(shop: { id: number; slug: string }): string {
  return `/shops/${shop.id}/${shop.slug}`;
}

/**
 * A town's shop page, or a category's within it (docs/decisions/137-town-pages.md): the pages search
 * engines index for "kirana in Wardha"; `/shops?city=&category=` names them canonical.
 */
export function townPath(town: string, category?: string | null): string {
  return category ? `/shops/in/${town}/${category}` : `/shops/in/${town}`;
}

export function newsPath(article: { id: number; slug: string }): string {
  return `/news/${article.id}/${article.slug}`;
}

export type OpeningPeriod = { day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun"; open: string; close: string };

export type ShopDetailData = ShopCardData & {
  brands: string;
  visitors: number;
  owner: string;
  mobile: string | null;
  officeNo: string | null;
  email: string | null;
  openingHours: OpeningPeriod[];
  /** Sanitized HTML. */
  detailsHtml: string;
  featuresHtml: string;
  latitude: number | null;
  longitude: number | null;
  /** Slider images besides the main one (image2, image3), when present. */
  images: string[];
  state: string;
  updatedAt: string;
};

/** A shop card's words in the page's language (lib/localized.ts). */
export function localShopCard(locale: string, shop: Pick<ShopCardData, "name" | "nameMr" | "nameHi" | "category" | "categoryMr" | "categoryHi" | "city" | "cityMr" | "cityHi">) {
  const names = { name: shop.name, nameMr: shop.nameMr, nameHi: shop.nameHi };
  return {
    name: localizedName(names, locale),
    nameLang: localizedNameLang(names, locale),
    category: localizedName({ name: shop.category, nameMr: shop.categoryMr, nameHi: shop.categoryHi }, locale),
    city: shop.city === null ? null : localizedName({ name: shop.city, nameMr: shop.cityMr, nameHi: shop.cityHi }, locale),
  };
}

export type NewsArticleData = {
  id: number;
  slug: string;
  title: string;
  titleMr: string | null;
  titleHi: string | null;
  image: string;
  hasImage: boolean;
  category: string;
  categoryMr: string | null;
  categoryHi: string | null;
  categorySlug: string;
  /** Sanitized HTML: the English text, and the Marathi and Hindi ones when written. */
  bodyHtml: string;
  bodyMrHtml: string | null;
  bodyHiHtml: string | null;
  /** the product's 'quata'. */
  quote: string | null;
  comments: number;
  publishedAt: string;
  updatedAt: string;
};

export type CommentsPage = { comments: CommentData[]; count: number; page: number; pageSize: number; pages: number };

/** A shop on the listing's map: where it is and what its marker's card shows. */
export type ShopPosition = { id: number; slug: string; name: string; nameMr: string | null; nameHi: string | null; category: string; categoryMr: string | null; categoryHi: string | null; lat: number; lng: number };
export type ShopPositions = { positions: ShopPosition[]; capped: boolean };
