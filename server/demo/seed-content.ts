import type { Transaction } from "../db/connect";
import { categories, comments, news, newsCategories } from "../db/schema";
import { demoCategories } from "./content/categories";
import { demoNews, demoNewsCategories } from "./content/news";
import { storeDemoNewsImage } from "./store-demo-images";

const DAY = 86_400_000;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}

/** Shop categories and the news section with its comments and pictures. Returns category ids by slug. */
export async function seedContent(tx: Transaction, now: Date): Promise<Map<string, number>> {
  const categoryRows = await tx
    .insert(categories)
    .values(demoCategories.map((c) => ({ slug: c.slug, name: c.name, nameMr: c.nameMr, nameHi: c.nameHi, icon: c.icon, popular: c.popular, sortOrder: c.sortOrder })))
    .onConflictDoNothing({ target: categories.slug })
    .returning({ id: categories.id, slug: categories.slug });
  const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));

  const newsCategoryRows = await tx
    .insert(newsCategories)
    .values(demoNewsCategories.map((c, index) => ({ slug: c.slug, name: c.name, nameMr: c.nameMr, nameHi: c.nameHi, sortOrder: index + 1 })))
    .onConflictDoNothing({ target: newsCategories.slug })
    .returning({ id: newsCategories.id, slug: newsCategories.slug });
  const newsCategoryIds = new Map(newsCategoryRows.map((row) => [row.slug, row.id]));

  const images = await Promise.all(demoNews.map((article) => storeDemoNewsImage(article.key)));
  const publishedAtOf = (article: (typeof demoNews)[number]) => new Date(now.getTime() - article.daysAgo * DAY);
  // The articles in one statement, ids in list order (VALUES rows are inserted in order), then all
  // their comments in another, mapped back to their article by slug.
  const newsRows = await tx
    .insert(news)
    .values(
      demoNews.map((article, index) => {
        const publishedAt = publishedAtOf(article);
        const categoryId = newsCategoryIds.get(article.categorySlug);
        if (!categoryId) throw new Error(`demo news ${article.key}: unknown category ${article.categorySlug}`);
        return {
          categoryId,
          slug: slugify(article.title),
          title: article.title,
          titleMr: article.titleMr,
          titleHi: article.titleHi,
          bodyHtml: article.bodyHtml,
          bodyMrHtml: article.bodyMrHtml,
          bodyHiHtml: article.bodyHiHtml,
          quote: article.quote,
          image: images[index],
          status: "published" as const,
          publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        };
      }),
    )
    .returning({ id: news.id, slug: news.slug });
  const newsIdBySlug = new Map(newsRows.map((row) => [row.slug, row.id]));
  if (newsIdBySlug.size !== demoNews.length) throw new Error("demo news: two articles have the same slug");
  const commentRows = demoNews.flatMap((article) => {
    const publishedAt = publishedAtOf(article);
    const newsId = newsIdBySlug.get(slugify(article.title))!;
    return article.comments.map((comment) => {
      const createdAt = new Date(Math.max(publishedAt.getTime() + 3_600_000, now.getTime() - comment.daysAgo * DAY));
      return { newsId, name: comment.name, email: comment.email, body: comment.body, status: "approved" as const, createdAt };
    });
  });
  if (commentRows.length > 0) await tx.insert(comments).values(commentRows);
  return categoryIds;
}
