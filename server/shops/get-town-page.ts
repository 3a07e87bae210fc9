import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { db as appDb } from "@/server/db/client";
import { categories, cities } from "@/server/db/schema";
import { AppError } from "@/server/errors";

/** How many neighbouring towns a town page links to. */
export const NEIGHBOUR_TOWNS = 6;

export type TownPageTown = { id: number; slug: string; name: string; nameMr: string | null; nameHi: string | null };
export type TownPageCategory = { id: number; slug: string; name: string; nameMr: string | null; nameHi: string | null };

export type TownPage = {
  town: TownPageTown & { district: string | null };
  /** The category of a category-in-town page; null on the town's own page. */
  category: TownPageCategory | null;
  /** Published shops the page lists (the town's, or the town's in the category). */
  shopCount: number;
  /** The town's categories that have published shops, in menu order, with their counts there. */
  categories: (TownPageCategory & { shopCount: number })[];
  /** The nearest other towns with published shops (in the page's category, on a category page), nearest first. */
  neighbours: (TownPageTown & { distanceKm: number })[];
};

/** Kilometres between two points along the earth's surface (haversine, mean radius). */
function greatCircleKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

/**
 * What a town page or a category-in-town page shows besides its shops (docs/decisions/137-town-pages.md):
 * the town, the category, the town's other categories with shops and the nearest towns with shops.
 * Not found when a slug names nothing or the page would list no published shop, so only pages worth
 * indexing exist. Public: no actor.
 */
export async function getTownPage(options: { input: { town: string; category?: string }; db?: Executor }): Promise<TownPage> {
  const db = options.db ?? appDb;
  const { input } = options;
  const [town, category] = await Promise.all([
    db
      .select({ id: cities.id, slug: cities.slug, name: cities.name, nameMr: cities.nameMr, nameHi: cities.nameHi, district: cities.district, latitude: cities.latitude, longitude: cities.longitude })
      .from(cities)
      .where(eq(cities.slug, input.town))
      .limit(1)
      .then((rows) => rows[0] ?? null),
    input.category === undefined
      ? null
      : db
          .select({ id: categories.id, slug: categories.slug, name: categories.name, nameMr: categories.nameMr, nameHi: categories.nameHi })
          .from(categories)
          .where(eq(categories.slug, input.category))
          .limit(1)
          .then((rows) => rows[0] ?? null),
  ]);
  if (!town || (input.category !== undefined && !category)) throw new AppError("not_found", { message: "unknown town or category" });

  // Both are served by shops_published_category_city_created_idx (category, city of published shops;
  // PostgreSQL 18 skips through its few categories when only the town is given).
  const [inTown, neighbours] = await Promise.all([
    db
      .execute<{ id: number; slug: string; name: string; name_mr: string | null; name_hi: string | null; shop_count: number }>(
        sql`select c.id, c.slug, c.name, c.name_mr, c.name_hi, n.shop_count
              from (select category_id, count(*)::int as shop_count from shops
                     where status = 'published' and city_id = ${town.id} group by category_id) n
              join categories c on c.id = n.category_id
             order by c.sort_order, c.name`,
      )
      .then((result) => result.rows),
    // The 535 reference towns nearest first, then an index probe each until six have shops (OFFSET 0
    // keeps the sort below the probes; without it PostgreSQL probed every town first). Nearest by
    // the flat-earth distance, which ranks towns a few hundred km apart as the great circle does, at
    // a fifth of earth_distance's cost over every town (docs/benchmarks.md).
    db
      .execute<{ id: number; slug: string; name: string; name_mr: string | null; name_hi: string | null; latitude: number; longitude: number }>(
        sql`select c.id, c.slug, c.name, c.name_mr, c.name_hi, c.latitude, c.longitude
              from (select c.*, (c.latitude - ${town.latitude}) ^ 2 + ((c.longitude - ${town.longitude}) * ${Math.cos((town.latitude * Math.PI) / 180)}) ^ 2 as nearness
                      from cities c
                     where c.id <> ${town.id}
                     order by nearness, c.slug
                    offset 0) c
             where exists (select 1 from shops s where s.city_id = c.id and s.status = 'published'
                           ${category ? sql`and s.category_id = ${category.id}` : sql``})
             limit ${NEIGHBOUR_TOWNS}`,
      )
      .then((result) => result.rows),
  ]);

  const townCategories = inTown.map((row) => ({ id: row.id, slug: row.slug, name: row.name, nameMr: row.name_mr, nameHi: row.name_hi, shopCount: row.shop_count }));
  const shopCount = category ? (townCategories.find((c) => c.id === category.id)?.shopCount ?? 0) : townCategories.reduce((sum, c) => sum + c.shopCount, 0);
  if (shopCount === 0) throw new AppError("not_found", { message: "no published shop on this town page" });

  return {
    town: { id: town.id, slug: town.slug, name: town.name, nameMr: town.nameMr, nameHi: town.nameHi, district: town.district },
    category,
    shopCount,
    categories: townCategories,
    neighbours: neighbours.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      nameMr: row.name_mr,
      nameHi: row.name_hi,
      distanceKm: Math.round(greatCircleKm(town, { latitude: Number(row.latitude), longitude: Number(row.longitude) }) * 10) / 10,
    })),
  };
}
