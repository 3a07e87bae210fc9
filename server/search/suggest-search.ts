import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { db as appDb } from "@/server/db/client";
import { localizedName, localizedNameLang } from "@/lib/localized";
import { SUGGEST_MIN_CHARS, type SuggestQuery, type Suggestions } from "@/lib/validation/search";

/** How many of each group the box shows. */
const LIMITS = { shops: 6, categories: 3, towns: 3 } as const;
/**
 * A suggestion must share at least this much of its trigrams with the query (word similarity of the
 * spelling keys): a one-letter slip in a five-letter word still scores 0.33, an unrelated word ~0.1.
 */
const MIN_SIMILARITY = 0.3;

type NameRow = { name: string; name_mr: string | null; name_hi: string | null };
type ShopRow = NameRow & { id: number; slug: string; town: string | null; town_mr: string | null; town_hi: string | null; category: string; category_mr: string | null; category_hi: string | null };
type PlaceRow = NameRow & { slug: string };

const names = (row: NameRow) => ({ name: row.name, nameMr: row.name_mr, nameHi: row.name_hi });

/**
 * The search box's suggestions (docs/decisions/discovery-search.md): published shops, categories and
 * towns nearest to what was typed, in any script. Both sides are folded by the SQL function
 * search_key, so a Latin spelling meets a Devanagari name; each group is a nearest-first walk of a
 * GiST trigram index (`<->>`, one minus word similarity), so the 100,000th shop costs what the
 * first does, and matches too far from the query are dropped.
 */
export async function suggestSearch({ input, db = appDb }: { input: SuggestQuery; db?: Executor }): Promise<Suggestions> {
  const empty: Suggestions = { shops: [], categories: [], towns: [] };
  if ([...input.q].length < SUGGEST_MIN_CHARS) return empty;
  // The key is folded once, by the same function the columns use (an immutable call on a constant).
  const [folded] = (await db.execute<{ key: string }>(sql`select search_key(${input.q}) as key`)).rows;
  const key = folded?.key ?? "";
  if (key.length < SUGGEST_MIN_CHARS) return empty;
  const maxDistance = 1 - MIN_SIMILARITY;

  const [shopRows, categoryRows, townRows] = await Promise.all([
    db.execute<ShopRow>(sql`
      select * from (
        select s.id, s.slug, s.name, s.name_mr, s.name_hi,
               t.name as town, t.name_mr as town_mr, t.name_hi as town_hi,
               c.name as category, c.name_mr as category_mr, c.name_hi as category_hi,
               s.search_key <->> ${key} as distance
        from shops s
        join categories c on c.id = s.category_id
        left join cities t on t.id = s.city_id
        where s.status = 'published'
        order by s.search_key <->> ${key}
        limit ${LIMITS.shops}
      ) nearest where distance <= ${maxDistance}`),
    db.execute<PlaceRow>(sql`
      select slug, name, name_mr, name_hi from (
        select slug, name, name_mr, name_hi, search_key <->> ${key} as distance from categories order by 5 limit ${LIMITS.categories}
      ) nearest where distance <= ${maxDistance}`),
    db.execute<PlaceRow>(sql`
      select slug, name, name_mr, name_hi from (
        select slug, name, name_mr, name_hi, search_key <->> ${key} as distance from cities order by search_key <->> ${key} limit ${LIMITS.towns}
      ) nearest where distance <= ${maxDistance}`),
  ]);

  const lang = input.lang;
  return {
    shops: shopRows.rows.map((row) => ({
      id: Number(row.id),
      slug: row.slug,
      name: localizedName(names(row), lang),
      ...(localizedNameLang(names(row), lang) ? { nameLang: "en" as const } : {}),
      town: row.town === null ? null : localizedName({ name: row.town, nameMr: row.town_mr, nameHi: row.town_hi }, lang),
      category: localizedName({ name: row.category, nameMr: row.category_mr, nameHi: row.category_hi }, lang),
    })),
    categories: categoryRows.rows.map((row) => ({ slug: row.slug, name: localizedName(names(row), lang) })),
    towns: townRows.rows.map((row) => ({ slug: row.slug, name: localizedName(names(row), lang) })),
  };
}
