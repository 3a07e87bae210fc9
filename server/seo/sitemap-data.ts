import "server-only";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { db as appDb } from "@/server/db/client";
import { news, shops } from "@/server/db/schema";

/** The sitemap protocol's limit: at most 50,000 URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

export async function countSitemapEntries(options: { db?: Executor } = {}) {
  const db = options.db ?? appDb;
  const [[shopCount], [newsCount]] = await Promise.all([
    db.select({ count: sql<number>`count(*)::int` }).from(shops).where(eq(shops.status, "published")),
    db.select({ count: sql<number>`count(*)::int` }).from(news).where(eq(news.status, "published")),
  ]);
  return { shops: shopCount?.count ?? 0, news: newsCount?.count ?? 0 };
}

/**
 * One sitemap file's worth of published shops (file n holds the n-th block of 50,000 by id).
 * Keyset on id, so file 2 does not scan the first 50,000 rows' worth of OFFSET.
 */
export async function sitemapShops(options: { file: number; db?: Executor }) {
  const db = options.db ?? appDb;
  const [boundary] =
    options.file === 1
      ? [{ after: 0 }]
      : await db.execute<{ after: number }>(
          sql`select coalesce(max(id), 0)::bigint as after from (select id from shops where status = 'published' order by id limit ${(options.file - 1) * SITEMAP_MAX_URLS}) s`,
        ).then((r) => r.rows.map((row) => ({ after: Number(row.after) })));
  return db
    .select({ id: shops.id, slug: shops.slug, updatedAt: shops.updatedAt })
    .from(shops)
    .where(and(eq(shops.status, "published"), gt(shops.id, boundary?.after ?? 0)))
    .orderBy(asc(shops.id))
    .limit(SITEMAP_MAX_URLS);
}

export async function sitemapNews(options: { file: number; db?: Executor }) {
  const db = options.db ?? appDb;
  return db
    .select({ id: news.id, slug: news.slug, updatedAt: news.updatedAt })
    .from(news)
    .where(eq(news.status, "published"))
    .orderBy(asc(news.id))
    .limit(SITEMAP_MAX_URLS)
    .offset((options.file - 1) * SITEMAP_MAX_URLS);
}

/**
 * The town pages and category-in-town pages that list at least one published shop (only those
 * exist: docs/decisions/137-town-pages.md), towns A–Z with each town's categories after it, and when a
 * shop on each last changed. At most 535 towns × the categories: one file.
 */
export async function sitemapTownPages(options: { db?: Executor } = {}): Promise<{ town: string; category: string | null; updatedAt: Date }[]> {
  const db = options.db ?? appDb;
  const result = await db.execute<{ town: string; category: string | null; updated_at: string }>(
    sql`select t.slug as town, c.slug as category, n.updated_at
          from (select city_id, category_id, max(updated_at) as updated_at from shops
                 where status = 'published' and city_id is not null
                 group by grouping sets ((city_id), (city_id, category_id))) n
          join cities t on t.id = n.city_id
          left join categories c on c.id = n.category_id
         order by t.slug, c.sort_order nulls first, c.slug
         limit ${SITEMAP_MAX_URLS}`,
  );
  return result.rows.map((row) => ({ town: row.town, category: row.category, updatedAt: new Date(row.updated_at) }));
}
