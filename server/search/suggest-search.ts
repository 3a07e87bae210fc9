import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { db as appDb } from "@/server/db/client";
import { localizedName, localizedNameLang } from "@/lib/localized";
import { SUGGEST_MIN_CHARS, type SuggestQuery, type Suggestions } from "@/lib/validation/search";

/** How many of each group the box shows. */
const LIMITS = { shops: 6, categories: 3, towns: 3 } as const;
/** Words of a query past this many are ignored (each costs an index probe). */
const MAX_WORDS = 5;
/**
 * A category or town is suggested when this much of the query's trigrams appear in its names' key
 * (word similarity): a one-letter slip in a five-letter word scores 0.33, an unrelated word ~0.1.
 */
const MIN_WORD_SIMILARITY = 0.3;

type NameRow = { name: string; name_mr: string | null; name_hi: string | null };
type ShopRow = NameRow & { id: number; slug: string; town: string | null; town_mr: string | null; town_hi: string | null; category: string; category_mr: string | null; category_hi: string | null };
type PlaceRow = NameRow & { slug: string };
type WordRow = { w: string; known: boolean; near: string | null };

const names = (row: NameRow) => ({ name: row.name, nameMr: row.name_mr, nameHi: row.name_hi });

/**
 * The search box's suggestions (docs/decisions/134-discovery-search.md): published shops, categories and
 * towns whose names match what was typed, in any script. Both sides are folded by the SQL function
 * search_key, so a Latin spelling meets a Devanagari name. For shops, each typed word that begins
 * no word of any shop (`search_words`) is first replaced by the nearest one (pg_trgm similarity,
 * 0.3 and up, a KNN walk of short words), then the shops whose key contains every word are read from
 * the GIN trigram index. Categories and towns are small tables, scored whole.
 */
export async function suggestSearch({ input, db = appDb }: { input: SuggestQuery; db?: Executor }): Promise<Suggestions> {
  const empty: Suggestions = { shops: [], categories: [], towns: [] };
  if ([...input.q].length < SUGGEST_MIN_CHARS) return empty;
  // Folded by the function the columns use; a key holds only [a-z0-9 ], so LIKE needs no escaping.
  const [folded] = (await db.execute<{ key: string }>(sql`select search_key(${input.q}) as key`)).rows;
  const key = folded?.key ?? "";
  if (key.length < SUGGEST_MIN_CHARS) return empty;
  const typedWords = [...new Set(key.split(" ").filter((w) => w.length >= SUGGEST_MIN_CHARS))].slice(0, MAX_WORDS);

  const [words, categoryRows, townRows] = await Promise.all([
    // '{' sorts after every letter and digit: word >= w and word < w || '{' is "begins with w" on the primary key.
    db.execute<WordRow>(sql`
      select q.w,
             exists (select 1 from search_words where word >= q.w and word < q.w || '{') as known,
             case when not exists (select 1 from search_words where word >= q.w and word < q.w || '{')
                  then (select word from search_words where word % q.w order by word <-> q.w limit 1) end as near
      from unnest(${sql.param(typedWords)}::text[]) as q(w)`),
    db.execute<PlaceRow>(sql`
      select slug, name, name_mr, name_hi from categories
      where word_similarity(${key}, search_key) >= ${MIN_WORD_SIMILARITY}
      order by word_similarity(${key}, search_key) desc, sort_order
      limit ${LIMITS.categories}`),
    db.execute<PlaceRow>(sql`
      select slug, name, name_mr, name_hi from cities
      where word_similarity(${key}, search_key) >= ${MIN_WORD_SIMILARITY}
      order by word_similarity(${key}, search_key) desc, popular desc, sort_order
      limit ${LIMITS.towns}`),
  ]);

  // A word no shop has and nothing resembles (a town's name, say) narrows nothing: the other groups show it.
  // Numbers are not in the word list (a shop number is matched by its digits, never corrected).
  const shopWords = words.rows.map((row) => (row.known || /^[0-9]+$/.test(row.w) ? row.w : row.near)).filter((w): w is string => Boolean(w));
  const shopRows =
    shopWords.length === 0
      ? { rows: [] as ShopRow[] }
      : await db.execute<ShopRow>(sql`
          select s.id, s.slug, s.name, s.name_mr, s.name_hi,
                 t.name as town, t.name_mr as town_mr, t.name_hi as town_hi,
                 c.name as category, c.name_mr as category_mr, c.name_hi as category_hi
          from (
            select id, category_id, city_id, review_count from shops
            where status = 'published' and ${sql.join(
              shopWords.map((w) => sql`search_key like ${`%${w}%`}`),
              sql` and `,
            )}
            limit ${LIMITS.shops}
          ) p
          join shops s on s.id = p.id
          join categories c on c.id = s.category_id
          left join cities t on t.id = s.city_id
          order by p.review_count desc, s.id desc`);

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
