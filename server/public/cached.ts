import "server-only";
import { unstable_cache } from "next/cache";
import { listCategories } from "@/server/shops/list-categories";
import { listCities } from "@/server/shops/list-cities";
import type { CategoryData, CityOption } from "@/lib/public/types";

/**
 * Reference lists read by many pages (the header's All Ads menu, the city select), cached across
 * requests for five minutes. A failing database must not break the site's chrome: the header
 * then shows its menu without categories.
 */
const cachedCategories = unstable_cache(() => listCategories(), ["public-categories"], { revalidate: 300, tags: ["categories"] });
const cachedCities = unstable_cache(() => listCities(), ["public-cities"], { revalidate: 3600, tags: ["cities"] });

export async function categoriesForMenus(): Promise<CategoryData[]> {
  try {
    return await cachedCategories();
  } catch (error) {
    console.error("[public] categories unavailable:", error instanceof Error ? error.message : error);
    return [];
  }
}

export async function citiesForSelect(): Promise<CityOption[]> {
  try {
    return await cachedCities();
  } catch (error) {
    console.error("[public] cities unavailable:", error instanceof Error ? error.message : error);
    return [];
  }
}
