/** Shapes the public pages and the /api/v1 public endpoints answer. Safe for client components. */

export type ShopCardData = {
  id: number;
  slug: string;
  name: string;
  nameMr: string | null;
  /** Public path or URL of the main image; the default image when the shop has none. */
  image: string;
  hasImage: boolean;
  city: string | null;
  /** The town's Devanagari name, when known. */
  cityMr: string | null;
  citySlug: string | null;
  pincode: string | null;
  address: string;
  category: string;
  categoryMr: string | null;
  categorySlug: string;
  featured: boolean;
  bestDeal: boolean;
  /** Metres from the searcher, when the listing is "near me". */
  distanceMetres?: number;
};

export type CategoryData = { id: number; slug: string; name: string; nameMr: string | null; icon: string | null; popular: boolean; adsCount: number };

export type CityOption = { slug: string; name: string; nameMr: string | null };

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
  /** The Marathi title, when the writer gave one. */
  titleMr: string | null;
  image: string;
  hasImage: boolean;
  category: string;
  categoryMr: string | null;
  categorySlug: string;
  /** Plain-text excerpt (markup stripped), cut with an ellipsis. */
  excerpt: string;
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

/**
 * English names at English URLs; the Devanagari name (when there is one) on the Marathi and Hindi
 * pages. For names — shops, categories, towns — Marathi and Hindi readers share the Devanagari
 * spelling, so Hindi pages show it too.
 */
export function localName(locale: string, name: string, nameMr: string | null | undefined): string {
  return locale === "en" ? name : nameMr || name;
}

/** The `lang` of a name shown by localName: Marathi when the Devanagari name was chosen on a non-Marathi page. */
export function localNameLang(locale: string, nameMr: string | null | undefined): string | undefined {
  return locale !== "en" && locale !== "mr" && nameMr ? "mr" : undefined;
}

/** A shop card's words in the page's language (see localName). */
export function localShopCard(locale: string, shop: Pick<ShopCardData, "name" | "nameMr" | "category" | "categoryMr" | "city" | "cityMr">) {
  return {
    name: localName(locale, shop.name, shop.nameMr),
    nameLang: localNameLang(locale, shop.nameMr),
    category: localName(locale, shop.category, shop.categoryMr),
    city: shop.city === null ? null : localName(locale, shop.city, shop.cityMr),
  };
}

/**
 * A news title in the page's language: the Marathi title on Marathi pages only. A Marathi headline
 * is a Marathi sentence, not a name, so Hindi pages keep the English one.
 */
export function localTitle(locale: string, title: string, titleMr: string | null | undefined): string {
  return locale === "mr" && titleMr ? titleMr : title;
}

export type NewsArticleData = {
  id: number;
  slug: string;
  title: string;
  titleMr: string | null;
  image: string;
  hasImage: boolean;
  category: string;
  categoryMr: string | null;
  categorySlug: string;
  /** Sanitized HTML. */
  bodyHtml: string;
  /** the product's 'quata'. */
  quote: string | null;
  comments: number;
  publishedAt: string;
  updatedAt: string;
};

export type CommentsPage = { comments: CommentData[]; count: number; page: number; pageSize: number; pages: number };
