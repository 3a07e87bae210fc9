import { getTranslations } from "next-intl/server";
import { NEAR_RADII_KM } from "@/lib/public/near-radii";
import { ShopFiltersForm, type ListingLanding, type ShopFilterValues } from "./shop-filters-client";

/**
 * The listing's filters (ShopFiltersForm in ./shop-filters-client.tsx) with their words from the
 * catalog: the form takes them as props, so the listing sends its browser the two dozen texts the
 * form shows instead of the Shops and HomeSearch namespaces (docs/benchmarks.md, "first view").
 */
export async function ShopFilters({ activeCount, ...props }: { initial: ShopFilterValues; cityName?: string; errors: Record<string, string>; activeCount: number; landing?: ListingLanding }) {
  const [t, h] = await Promise.all([getTranslations("Shops"), getTranslations("HomeSearch")]);
  const words = {
    search: t("search"),
    searchPlaceholder: t("searchPlaceholder"),
    pincode: t("pincode"),
    pincodePlaceholder: h("pincodePlaceholder"),
    city: t("city"),
    searchByCity: h("searchByCity"),
    clearCity: h("clearCity"),
    noCity: h("noCity"),
    sort: t("sort"),
    sortLatest: t("sortLatest"),
    sortName: t("sortName"),
    sortRating: t("sortRating"),
    sortNearest: t("sortNearest"),
    openNow: t("openNow"),
    fourStarsUp: t("fourStarsUp"),
    apply: t("apply"),
    nearMe: t("nearMe"),
    locating: t("locating"),
    locationDenied: t("locationDenied"),
    radius: t("radius"),
    anyDistance: t("anyDistance"),
    clear: t("clear"),
    filters: t("filters"),
    filtersButton: activeCount > 0 ? t("filtersCount", { count: activeCount }) : t("filters"),
    withinKm: NEAR_RADII_KM.map((km) => t("withinKm", { km })),
  };
  return <ShopFiltersForm {...props} words={words} />;
}
