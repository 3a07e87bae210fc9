import type { Executor } from "../../server/db/connect";
import { cities, comments, news, newsCategories } from "../../server/db/schema";
import { createShop } from "./factories";

/** Builders for the public site's tests (cities, news, comments); shops come from factories.ts. */
let counter = 0;
const unique = () => `${process.pid % 1000}${Date.now() % 100000}${(counter += 1)}`;

export async function createCity(db: Executor, overrides: Partial<typeof cities.$inferInsert> = {}) {
  const suffix = unique();
  const [row] = await db
    .insert(cities)
    .values({ slug: `town-${suffix}`, name: `Town ${suffix}`, latitude: 21.15, longitude: 79.08, ...overrides })
    .returning();
  return row!;
}

export async function createNewsCategory(db: Executor, overrides: Partial<typeof newsCategories.$inferInsert> = {}) {
  const suffix = unique();
  const [row] = await db.insert(newsCategories).values({ slug: `news-cat-${suffix}`, name: `News ${suffix}`, ...overrides }).returning();
  return row!;
}

export async function createArticle(db: Executor, overrides: Partial<typeof news.$inferInsert> = {}) {
  const suffix = unique();
  const categoryId = overrides.categoryId ?? (await createNewsCategory(db)).id;
  const [row] = await db
    .insert(news)
    .values({
      categoryId,
      slug: `article-${suffix}`,
      title: `Article ${suffix}`,
      bodyHtml: "<p>Body</p>",
      status: "published",
      publishedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createComment(db: Executor, values: { newsId: number } & Partial<typeof comments.$inferInsert>) {
  const [row] = await db
    .insert(comments)
    .values({ name: "Reader", email: "reader@example.test", body: "Nice article", status: "approved", ...values })
    .returning();
  return row!;
}

export { createShop };
