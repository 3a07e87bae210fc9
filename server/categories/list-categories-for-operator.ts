import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { categories, shops } from "@/server/db/schema";
import { assertRole } from "@/server/auth/actor";

export type OperatorCategoryRow = {
  id: number;
  slug: string;
  name: string;
  nameMr: string | null;
  nameHi: string | null;
  icon: string | null;
  popular: boolean;
  sortOrder: number;
  shops: number;
  publishedShops: number;
};

/** Every shop category in display order with its shop counts (categories are a few dozen: no paging). */
export async function listCategoriesForOperator({ actor, db = appDb }: { actor: Actor; db?: Executor }): Promise<OperatorCategoryRow[]> {
  assertRole(actor, "operator");
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      nameMr: categories.nameMr,
      nameHi: categories.nameHi,
      icon: categories.icon,
      popular: categories.popular,
      sortOrder: categories.sortOrder,
      shops: sql<number>`count(${shops.id})::int`,
      publishedShops: sql<number>`(count(${shops.id}) FILTER (WHERE ${shops.status} = 'published'))::int`,
    })
    .from(categories)
    .leftJoin(shops, eq(shops.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id));
}
