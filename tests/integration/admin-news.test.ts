import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleInputSchema, newsCategoryInputSchema } from "../../lib/validation/admin-news";
import { news, newsCategories } from "../../server/db/schema";
import { parseInput } from "../../server/http/validation";
import { createArticle } from "../../server/news/create-article";
import { createNewsCategory } from "../../server/news/create-news-category";
import { getArticle } from "../../server/news/get-article";
import { listArticlesForOperator } from "../../server/news/list-articles-for-operator";
import { listNews } from "../../server/news/list-news";
import { listNewsCategoriesForOperator } from "../../server/news/list-news-categories-for-operator";
import { moveNewsCategory } from "../../server/news/move-news-category";
import { previewArticleBody } from "../../server/news/preview-article-body";
import { storeNewsImage } from "../../server/news/store-news-image";
import { updateArticle } from "../../server/news/update-article";
import { updateNewsCategory } from "../../server/news/update-news-category";
import { auditOf, createOperatorActor, GHOST_OPERATOR, NOT_OPERATORS } from "../support/admin-factories";
import { dropTemplate, freshWorld, type World } from "../support/commission-factories";
import { createNewsCategory as seedNewsCategory } from "../support/public-factories";

let world: World;
beforeAll(async () => {
  world = await freshWorld();
});
afterAll(async () => {
  await world.close();
  await dropTemplate();
});

const article = (values: Record<string, unknown>) => parseInput(articleInputSchema, values);
const day = (n: number) => new Date(Date.UTC(2026, 9, n, 6));

describe("operator console: news", () => {
  it("saves a draft with its body sanitized on write; drafts stay off the public site", async () => {
    const { db } = world;
    const operator = await createOperatorActor(db);
    const category = await seedNewsCategory(db);
    const created = await createArticle({
      actor: operator,
      input: article({ title: "Diwali offers at Sitabuldi", categoryId: category.id, bodyHtml: '<p onclick="steal()">Big <strong>discounts</strong></p><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a>', quote: "Prices fall" }),
      db,
    });
    expect(created).toMatchObject({ slug: "diwali-offers-at-sitabuldi", status: "draft" });
    const [row] = await db.select().from(news).where(eq(news.id, created.id));
    expect(row!.bodyHtml).toBe("<p>Big <strong>discounts</strong></p><a rel=\"nofollow noopener noreferrer\">x</a>");
    expect(row).toMatchObject({ status: "draft", publishedAt: null, authorId: operator.userId, quote: "Prices fall" });
    await expect(getArticle({ id: created.id, db })).rejects.toMatchObject({ code: "not_found" });
    const [entry] = await auditOf(db, "news", created.id);
    expect(entry).toMatchObject({ action: "news.create", after: { title: "Diwali offers at Sitabuldi", status: "draft" } });
  });

  it("publishes (published_at set once), unpublishes and republishes keeping the first date; the slug follows the title; audited", async () => {
    const { db } = world;
    const operator = await createOperatorActor(db);
    const category = await seedNewsCategory(db);
    const base = { title: "Water cut on Monday", categoryId: category.id, bodyHtml: "<p>Ward 12.</p>" };
    const { id } = await createArticle({ actor: operator, input: article(base), db, now: day(1) });
    await updateArticle({ actor: operator, input: { ...article({ ...base, status: "published" }), id }, db, now: day(2) });
    expect((await getArticle({ id, db })).publishedAt).toBe(day(2).toISOString());
    expect((await listNews({ db })).news.map((n) => n.id)).toContain(id);
    await updateArticle({ actor: operator, input: { ...article({ ...base, status: "draft" }), id }, db, now: day(3) });
    await expect(getArticle({ id, db })).rejects.toMatchObject({ code: "not_found" });
    expect((await listNews({ db })).news.map((n) => n.id)).not.toContain(id);
    await updateArticle({ actor: operator, input: { ...article({ ...base, title: "Water cut moved to Tuesday", status: "published" }), id }, db, now: day(4) });
    const republished = await getArticle({ id, db });
    expect(republished).toMatchObject({ slug: "water-cut-moved-to-tuesday", title: "Water cut moved to Tuesday", publishedAt: day(2).toISOString() });
    expect((await auditOf(db, "news", id)).map((e) => e.action)).toEqual(["news.publish", "news.unpublish", "news.publish", "news.create"]);
    const publishedAt = (await db.select({ at: news.publishedAt }).from(news).where(eq(news.id, id)))[0]!.at;
    expect(publishedAt).toEqual(day(2));
    // Publishing straight from the new-article form sets the date at once.
    const direct = await createArticle({ actor: operator, input: article({ ...base, title: "Flash news", status: "published" }), db, now: day(5) });
    expect((await getArticle({ id: direct.id, db })).publishedAt).toBe(day(5).toISOString());
  });

  it("refuses an empty (once sanitized) body, an unknown category, an image not uploaded here, and non-operators; writes nothing without its audit entry", async () => {
    const { db } = world;
    const operator = await createOperatorActor(db);
    const category = await seedNewsCategory(db);
    expect(() => article({ title: "", categoryId: "", bodyHtml: "" })).toThrow(expect.objectContaining({ fieldErrors: { title: "Please enter the title.", categoryId: "Please choose a category.", bodyHtml: "Please write the article." } }));
    await expect(createArticle({ actor: operator, input: article({ title: "T", categoryId: category.id, bodyHtml: "<script>x()</script>" }), db })).rejects.toMatchObject({ fieldErrors: { bodyHtml: "Please write the article." } });
    await expect(createArticle({ actor: operator, input: article({ title: "T", categoryId: 99_999, bodyHtml: "<p>x</p>" }), db })).rejects.toMatchObject({ fieldErrors: { categoryId: "Please choose a category." } });
    await expect(createArticle({ actor: operator, input: article({ title: "T", categoryId: category.id, bodyHtml: "<p>x</p>", image: "https://elsewhere.example/a.jpg" }), db })).rejects.toMatchObject({ fieldErrors: { image: expect.any(String) } });
    for (const actor of NOT_OPERATORS) {
      await expect(createArticle({ actor, input: article({ title: "T", categoryId: category.id, bodyHtml: "<p>x</p>" }), db })).rejects.toMatchObject({ code: "forbidden" });
      await expect(listArticlesForOperator({ actor, filters: { status: "all", q: "" }, db })).rejects.toMatchObject({ code: "forbidden" });
      expect(() => previewArticleBody({ actor, bodyHtml: "<p>x</p>" })).toThrow(expect.objectContaining({ code: "forbidden" }));
      await expect(storeNewsImage({ actor, data: Buffer.from("x") })).rejects.toMatchObject({ code: "forbidden" });
    }
    await expect(createArticle({ actor: GHOST_OPERATOR, input: article({ title: "Ghost article", categoryId: category.id, bodyHtml: "<p>x</p>" }), db })).rejects.toThrow();
    expect(await db.select().from(news).where(eq(news.title, "Ghost article"))).toHaveLength(0);
  });

  it("stores an uploaded image as WebP and saves the article with it; previews with the same sanitizer", async () => {
    const { db } = world;
    const operator = await createOperatorActor(db);
    const category = await seedNewsCategory(db);
    const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#13795b" } }).jpeg().toBuffer();
    const { image } = await storeNewsImage({ actor: operator, data: jpeg });
    expect(image).toMatch(/^\/media\/news\/[a-f0-9]{32}\.webp$/);
    const { id } = await createArticle({ actor: operator, input: article({ title: "New bus stand", categoryId: category.id, bodyHtml: "<p>Opens soon.</p>", image, status: "published" }), db });
    expect(await getArticle({ id, db })).toMatchObject({ image, hasImage: true });
    expect(previewArticleBody({ actor: operator, bodyHtml: '<h1>Hi</h1><p style="color:red">x</p><iframe src="https://x"></iframe>' })).toEqual({ html: "<h2>Hi</h2><p>x</p>" });
  });

  it("lists drafts and published articles with filters by status, category and title", async () => {
    const { db } = world;
    const operator = await createOperatorActor(db);
    const category = await seedNewsCategory(db);
    const other = await seedNewsCategory(db);
    const a = await createArticle({ actor: operator, input: article({ title: "Zebra crossing 100% repainted", categoryId: category.id, bodyHtml: "<p>x</p>" }), db });
    const b = await createArticle({ actor: operator, input: article({ title: "Zebra park opens", categoryId: other.id, bodyHtml: "<p>x</p>", status: "published" }), db });
    const ids = async (filters: Parameters<typeof listArticlesForOperator>[0]["filters"]) => (await listArticlesForOperator({ actor: operator, filters, db })).rows.map((r) => r.id);
    expect(await ids({ status: "all", q: "zebra" })).toEqual([b.id, a.id]);
    expect(await ids({ status: "draft", q: "zebra" })).toEqual([a.id]);
    expect(await ids({ status: "all", categoryId: other.id, q: "" })).toEqual([b.id]);
    expect(await ids({ status: "all", q: "100%" })).toEqual([a.id]);
  });

  it("saves a news category's Hindi name beside the Marathi one, audited before and after", async () => {
    const { db } = world;
    const operator = await createOperatorActor(db);
    expect(() => parseInput(newsCategoryInputSchema, { name: "Farming", nameHi: "क".repeat(61) })).toThrow(expect.objectContaining({ fieldErrors: { nameHi: "The Hindi name should be at most 60 characters." } }));
    const created = await createNewsCategory({ actor: operator, input: parseInput(newsCategoryInputSchema, { name: "Farming", nameMr: "शेती", nameHi: "खेती" }), db });
    expect((await db.select().from(newsCategories).where(eq(newsCategories.id, created.id)))[0]).toMatchObject({ nameMr: "शेती", nameHi: "खेती" });
    await updateNewsCategory({ actor: operator, input: { ...parseInput(newsCategoryInputSchema, { name: "Farming", nameMr: "शेती", nameHi: "खेती-बाड़ी", slug: created.slug }), id: created.id }, db });
    expect((await auditOf(db, "news_category", created.id))[0]).toMatchObject({ action: "news_category.update", before: { nameHi: "खेती" }, after: { nameHi: "खेती-बाड़ी" } });
    expect((await listNewsCategoriesForOperator({ actor: operator, db })).find((c) => c.id === created.id)).toMatchObject({ nameMr: "शेती", nameHi: "खेती-बाड़ी" });
  });

  it("creates, renames and reorders news categories, audited; a taken slug is refused", async () => {
    const { db } = world;
    const operator = await createOperatorActor(db);
    const one = await createNewsCategory({ actor: operator, input: parseInput(newsCategoryInputSchema, { name: "Sports" }), db });
    const two = await createNewsCategory({ actor: operator, input: parseInput(newsCategoryInputSchema, { name: "Weather", nameMr: "हवामान" }), db });
    await expect(createNewsCategory({ actor: operator, input: parseInput(newsCategoryInputSchema, { name: "Sport", slug: "sports" }), db })).rejects.toMatchObject({ fieldErrors: { slug: "Another news category already uses this slug." } });
    await updateNewsCategory({ actor: operator, input: { ...parseInput(newsCategoryInputSchema, { name: "Sports & Games", slug: "sports" }), id: one.id }, db });
    expect((await db.select().from(newsCategories).where(eq(newsCategories.id, one.id)))[0]).toMatchObject({ name: "Sports & Games", slug: "sports" });
    const order = async () => (await listNewsCategoriesForOperator({ actor: operator, db })).map((c) => c.id);
    expect((await order()).slice(-2)).toEqual([one.id, two.id]);
    await moveNewsCategory({ actor: operator, input: { id: two.id, direction: "up" }, db });
    expect((await order()).slice(-2)).toEqual([two.id, one.id]);
    expect((await auditOf(db, "news_category", one.id)).map((e) => e.action)).toEqual(["news_category.update", "news_category.create"]);
    expect((await auditOf(db, "news_category", two.id)).map((e) => e.action)).toEqual(["news_category.move", "news_category.create"]);
    for (const actor of NOT_OPERATORS) {
      await expect(createNewsCategory({ actor, input: parseInput(newsCategoryInputSchema, { name: "X" }), db })).rejects.toMatchObject({ code: "forbidden" });
      await expect(moveNewsCategory({ actor, input: { id: one.id, direction: "up" }, db })).rejects.toMatchObject({ code: "forbidden" });
    }
  });
});
