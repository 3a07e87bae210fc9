import "server-only";
import { asc } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { db as appDb } from "@/server/db/client";
import { newsCategories } from "@/server/db/schema";

export type NewsCategoryData = { id: number; slug: string; name: string; nameMr: string | null; nameHi: string | null };

/** News categories for the news list's filter. */
export async function listNewsCategories(options: { db?: Executor } = {}): Promise<NewsCategoryData[]> {
  const db = options.db ?? appDb;
  return db
    .select({ id: newsCategories.id, slug: newsCategories.slug, name: newsCategories.name, nameMr: newsCategories.nameMr, nameHi: newsCategories.nameHi })
    .from(newsCategories)
    .orderBy(asc(newsCategories.sortOrder), asc(newsCategories.name));
}
