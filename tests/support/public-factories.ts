import { eq } from "drizzle-orm";
import type { Database, Executor } from "../../server/db/connect";
import { cities, comments, news, newsCategories } from "../../server/db/schema";
import { loadReferenceData } from "../../server/reference/load-reference-data";
import { createShop } from "./factories";

/** Builders for the public site's tests (cities, news, comments); shops come from factories.ts. */
let counter = 0;
const unique = () => `${process.pid % 1000}${Date.now() % 100000}${(counter += 1)}`;

/**
 * A real town from the reference data (loaded once per run; idempotent). Tests never add towns:
 * the reference-data test counts them.
 */
export async function referenceTown(db: Database, slug: string) {
  await loadReferenceData(db);
  const [row] = await db.select().from(cities).where(eq(cities.slug, slug)).limit(1);
  if (!row) throw new Error(`reference town ${slug} missing`);
  return row;
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
