import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { db as appDb } from "@/server/db/client";

/**
 * Whether the town page (or category-in-town page) of these slugs exists, that is lists at least one
 * published shop: the listing's `/shops?city=&category=` then names it canonical
 * (docs/decisions/137-town-pages.md). One index probe.
 */
export async function hasTownPage(options: { input: { town: string; category?: string }; db?: Executor }): Promise<boolean> {
  const db = options.db ?? appDb;
  const { town, category } = options.input;
  const result = await db.execute<{ found: boolean }>(
    sql`select exists (
          select 1 from shops s join cities c on c.id = s.city_id
           where c.slug = ${town} and s.status = 'published'
                 ${category === undefined ? sql`` : sql`and s.category_id = (select id from categories where slug = ${category})`}
        ) as found`,
  );
  return result.rows[0]?.found === true;
}
