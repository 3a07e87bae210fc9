import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { db as appDb } from "@/server/db/client";
import { categories, shops } from "@/server/db/schema";
import type { CategoryData } from "@/lib/public/types";

/** Every shop category in display order, with its count of published shops (the product's ads count). */
export async function listCategories(options: { db?: Executor } = {}): Promise<CategoryData[]> {
  const db = options.db ?? appDb;
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      nameMr: categories.nameMr,
      nameHi: categories.nameHi,
      icon: categories.icon,
      popular: categories.popular,
      adsCount: sql<number>`count(${shops.id})::int`,
    })
    .from(categories)
    .leftJoin(shops, and(eq(shops.categoryId, categories.id), eq(shops.status, "published")))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}
