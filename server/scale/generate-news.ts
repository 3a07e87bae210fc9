import { sql } from "drizzle-orm";
import type { Executor } from "../db/connect";
import { newsCategories } from "../db/schema";
import { demoNewsCategories } from "../demo/content/news";
import { hashPick, maxId } from "./bulk";
import { LAST_NAMES, MALE_FIRST_NAMES, NEWS_PARAGRAPHS, NEWS_SUBJECTS, NEWS_TOPICS, pickWord } from "./words";

const int = (n: number) => sql.raw(String(Math.trunc(n)));

/**
 * Generates `count` published articles over the news categories (the demo ones, added when
 * missing), published over the two years before `publishedBefore` (newest last), each with a
 * three-paragraph sanitized-style body, a pull quote and 0–3 approved comments. Set-based.
 */
export async function generateNews(tx: Executor, options: { count: number; publishedBefore: Date }): Promise<{ articles: number; comments: number }> {
  const { count, publishedBefore } = options;
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`news count must be a whole number, got ${count}`);
  if (count === 0) return { articles: 0, comments: 0 };
  await tx
    .insert(newsCategories)
    .values(demoNewsCategories.map((c, index) => ({ slug: c.slug, name: c.name, nameMr: c.nameMr, nameHi: c.nameHi, sortOrder: index + 1 })))
    .onConflictDoNothing({ target: newsCategories.slug });
  const base = await maxId(tx, "news");
  const commentBase = await maxId(tx, "comments");
  const g = sql`g`;
  const span = 730 * 86_400;
  await tx.execute(sql`
    INSERT INTO news (id, category_id, slug, title, body_html, quote, status, published_at, created_at, updated_at)
    OVERRIDING SYSTEM VALUE
    SELECT ${int(base)} + g, c.ids[1 + ${hashPick(g, 131, sql`c.n`)}],
           lower(regexp_replace(t.title, '[^A-Za-z0-9]+', '-', 'g')),
           t.title,
           '<p>' || ${pickWord(NEWS_PARAGRAPHS, hashPick(g, 137, NEWS_PARAGRAPHS.length))} || '</p><p>' ||
             ${pickWord(NEWS_PARAGRAPHS, hashPick(g, 139, NEWS_PARAGRAPHS.length))} || '</p><p><strong>' ||
             ${pickWord(NEWS_PARAGRAPHS, hashPick(g, 149, NEWS_PARAGRAPHS.length))} || '</strong></p>',
           ${pickWord(NEWS_PARAGRAPHS, hashPick(g, 151, NEWS_PARAGRAPHS.length))},
           'published', t.at, t.at, t.at
    FROM generate_series(1, ${int(count)}) AS g
    CROSS JOIN (SELECT array_agg(id ORDER BY sort_order, id) AS ids, count(*) AS n FROM news_categories) c
    CROSS JOIN LATERAL (
      SELECT ${pickWord(NEWS_SUBJECTS, hashPick(g, 157, NEWS_SUBJECTS.length))} || ': ' || ${pickWord(NEWS_TOPICS, hashPick(g, 163, NEWS_TOPICS.length))} || ' (' || g || ')' AS title,
             ${publishedBefore.toISOString()}::timestamptz - ((${int(count)} - g) * (${int(span)}::float8 / ${int(count)}) + 3600) * interval '1 second' AS at
    ) t`);
  const comments = await tx.execute(sql`
    INSERT INTO comments (id, news_id, name, email, body, status, created_at)
    OVERRIDING SYSTEM VALUE
    SELECT ${int(commentBase)} + row_number() OVER (ORDER BY n.id, k), n.id,
           ${pickWord(MALE_FIRST_NAMES, hashPick(sql`n.id * 4 + k`, 167, MALE_FIRST_NAMES.length))} || ' ' || left(${pickWord(LAST_NAMES, hashPick(sql`n.id * 4 + k`, 173, LAST_NAMES.length))}, 1) || '.',
           'reader' || (n.id * 4 + k) || '@example.com',
           'Useful to know, thank you for sharing this.', 'approved', n.published_at + k * interval '2 hours'
    FROM news n CROSS JOIN generate_series(1, 3) AS k
    WHERE n.id > ${int(base)} AND k <= n.id % 4`);
  return { articles: count, comments: comments.rowCount ?? 0 };
}
