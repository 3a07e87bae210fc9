import "server-only";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { db as appDb } from "@/server/db/client";
import { categories, cities, customers, shops } from "@/server/db/schema";
import type { CategoryData, LocationData, NewsCardData, ShopCardData } from "@/lib/public/types";
import { listCategories } from "@/server/shops/list-categories";
import { shopCardColumns, toShopCard } from "@/server/shops/shop-card-columns";
import { listNews } from "@/server/news/list-news";
import { listTopRatedShops } from "@/server/shops/list-top-rated-shops";

export const HOME_TAB_SIZE = 8;

export type HomeContent = {
  categories: CategoryData[];
  popularCategories: CategoryData[];
  latest: ShopCardData[];
  featured: ShopCardData[];
  bestDeal: ShopCardData[];
  /** The best rated everywhere; the page asks for those near the visitor once they say where they are. */
  topRated: ShopCardData[];
  locations: LocationData[];
  news: NewsCardData[];
  counts: { ads: number; register: number; verify: number };
};

/** Everything the home page shows (docs/product.md#json-api home/get_home_content), from real data. */
export async function getHomeContent(options: { db?: Executor } = {}): Promise<HomeContent> {
  const db = options.db ?? appDb;
  const cardsWhere = (extra?: ReturnType<typeof eq>) => and(eq(shops.status, "published"), extra);
  const cards = (extra?: ReturnType<typeof eq>) =>
    db
      .select(shopCardColumns)
      .from(shops)
      .innerJoin(categories, eq(categories.id, shops.categoryId))
      .leftJoin(cities, eq(cities.id, shops.cityId))
      .where(cardsWhere(extra))
      // NULLS LAST as in the partial indexes, so the tabs are index walks.
      .orderBy(sql`${shops.createdAt} desc nulls last`)
      .limit(HOME_TAB_SIZE);

  const [allCategories, latest, featured, bestDeal, topRated, locations, newsList, [shopCount], [customerCounts]] = await Promise.all([
    listCategories({ db }),
    cards(),
    cards(eq(shops.featured, true)),
    cards(eq(shops.bestDeal, true)),
    listTopRatedShops({ db }),
    db
      .select({
        slug: cities.slug,
        name: cities.name,
        nameMr: cities.nameMr,
        nameHi: cities.nameHi,
        // Spelt out: Drizzle leaves columns unqualified in a one-table query.
        adsCount: sql<number>`(select count(*)::int from shops s where s.city_id = "cities"."id" and s.status = 'published')`,
      })
      .from(cities)
      .where(eq(cities.popular, true))
      .orderBy(asc(cities.sortOrder), asc(cities.name)),
    listNews({ db, page: 1, pageSize: 3, excerptLength: 123 }),
    db.select({ count: sql<number>`count(*)::int` }).from(shops).where(eq(shops.status, "published")),
    db
      .select({
        register: sql<number>`count(*) filter (where ${customers.status} <> 'blocked')::int`,
        verify: sql<number>`count(*) filter (where ${customers.status} = 'active' and ${isNotNull(customers.verifiedAt)})::int`,
      })
      .from(customers),
  ]);

  return {
    categories: allCategories,
    popularCategories: allCategories.filter((category) => category.popular),
    latest: latest.map((row) => toShopCard(row)),
    featured: featured.map((row) => toShopCard(row)),
    bestDeal: bestDeal.map((row) => toShopCard(row)),
    topRated,
    locations,
    news: newsList.news,
    counts: { ads: shopCount?.count ?? 0, register: customerCounts?.register ?? 0, verify: customerCounts?.verify ?? 0 },
  };
}
