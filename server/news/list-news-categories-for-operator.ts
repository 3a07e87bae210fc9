import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Executor } from "@/server/db/connect";
import { news, newsCategories } from "@/server/db/schema";
import { assertRole } from "@/server/auth/actor";

/** News categories in display order with their article counts. */
export async function listNewsCategoriesForOperator({ actor, db = appDb }: { actor: Actor; db?: Executor }) {
  assertRole(actor, "operator");
  return db
    .select({
      id: newsCategories.id,
      slug: newsCategories.slug,
      name: newsCategories.name,
      nameMr: newsCategories.nameMr,
      nameHi: newsCategories.nameHi,
      sortOrder: newsCategories.sortOrder,
      articles: sql<number>`count(${news.id})::int`,
      published: sql<number>`(count(${news.id}) FILTER (WHERE ${news.status} = 'published'))::int`,
    })
    .from(newsCategories)
    .leftJoin(news, eq(news.categoryId, newsCategories.id))
    .groupBy(newsCategories.id)
    .orderBy(asc(newsCategories.sortOrder), asc(newsCategories.name), asc(newsCategories.id));
}
