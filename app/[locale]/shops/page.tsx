import type { Metadata } from "next";
import { localizedName } from "@/lib/localized";
import { getLocale, getTranslations } from "next-intl/server";
import { firstValues, parseShopQueryLeniently } from "@/lib/validation/public";
import { townPath } from "@/lib/public/types";
import { categoriesForMenus, citiesForSelect } from "@/server/public/cached";
import { hasTownPage } from "@/server/shops/has-town-page";
import { pageAlternates } from "@/server/seo/page-alternates";
import { isUnindexedQuery, ShopListing } from "@/components/shops/shop-listing";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The URL a filtered listing names as canonical (docs/product.md#urls-and-redirects): the town page
 * of its town and category where that page exists (docs/decisions/137-town-pages.md), else the plain
 * city/category query.
 */
async function canonicalHref(query: { city?: string; category?: string }) {
  if (query.city && (await hasTownPage({ input: { town: query.city, category: query.category } }).catch(() => false))) return townPath(query.city, query.category);
  const q: Record<string, string> = {};
  if (query.city) q.city = query.city;
  if (query.category) q.category = query.category;
  return { pathname: "/shops", query: q };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations("Shops");
  const locale = await getLocale();
  const { query } = parseShopQueryLeniently(firstValues(await searchParams));
  const [categories, cities] = await Promise.all([categoriesForMenus(), citiesForSelect()]);
  const category = categories.find((c) => c.slug === query.category);
  const city = cities.find((c) => c.slug === query.city);
  const categoryName = category ? localizedName(category, locale) : undefined;
  const cityName = city ? localizedName(city, locale) : undefined;
  const title =
    categoryName && cityName
      ? t("metaTitleBoth", { category: categoryName, city: cityName })
      : categoryName
        ? t("metaTitleCategory", { category: categoryName })
        : cityName
          ? t("metaTitleCity", { city: cityName })
          : t("metaTitle");
  const alternates = await pageAlternates(await canonicalHref(query));
  return {
    title,
    description: t("metaDescription"),
    alternates,
    openGraph: { title, description: t("metaDescription"), url: alternates.canonical },
    robots: isUnindexedQuery(query) ? { index: false, follow: true } : undefined,
  };
}

/** Shops listing (docs/product.md#screens-and-routes): category sidebar, filters, first page on the server, infinite scroll. */
export default async function ShopsPage({ searchParams }: Props) {
  return <ShopListing raw={firstValues(await searchParams)} />;
}
