import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as newsGet, POST as newsPost } from "../../app/api/v1/news/news/[page]/route";
import { POST as newsSingleRoute } from "../../app/api/v1/news/single/route";
import { POST as commentRoute } from "../../app/api/v1/news/comments/route";
import { POST as commentsAll } from "../../app/api/v1/news/commentsall/[page]/route";
import { POST as contactsRoute } from "../../app/api/v1/others/contacts/route";
import { GET as sitemapIndex } from "../../app/sitemap.xml/route";
import { GET as sitemapFile } from "../../app/sitemaps/[name]/route";
import { comments, contactMessages } from "../../server/db/schema";
import type { NewsListResult } from "../../lib/public/types";
import { connectTestDb } from "../support/db";
import { createArticle, createComment, createNewsCategory } from "../support/public-factories";

const { db, pool } = connectTestDb();
const newsSingle = (request: Request) => newsSingleRoute(request, {});
const postCommentRoute = (request: Request) => commentRoute(request, {});
const contacts = (request: Request) => contactsRoute(request, {});
afterAll(() => pool.end());

const url = (path: string) => `http://test.local${path}`;
const ctx = (page: string) => ({ params: Promise.resolve({ page }) });
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(url(path), { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: typeof body === "string" ? body : JSON.stringify(body) });
const json = async (response: Response) => (await response.json()) as { status: string; data: never; errors: Record<string, string> | null };

describe("news API", () => {
  let category: Awaited<ReturnType<typeof createNewsCategory>>;
  let article: Awaited<ReturnType<typeof createArticle>>;
  let draft: Awaited<ReturnType<typeof createArticle>>;

  beforeAll(async () => {
    category = await createNewsCategory(db);
    article = await createArticle(db, {
      categoryId: category.id,
      title: "Market day",
      quote: "Fresh every morning",
      bodyHtml: `<p>${"Long text ".repeat(60)}</p><script>alert(1)</script><img src=x onerror=alert(1)>`,
    });
    draft = await createArticle(db, { categoryId: category.id, status: "draft" });
    for (let i = 0; i < 12; i += 1) await createComment(db, { newsId: article.id, name: `Reader ${i}` });
    await createComment(db, { newsId: article.id, name: "Hidden", status: "hidden" });
    await createComment(db, { newsId: article.id, name: "Waiting", status: "pending" });
  });

  it("lists published news of a category with a 250-character plain excerpt", async () => {
    const response = await newsGet(new Request(url(`/api/v1/news/news/0?category=${category.slug}`)), ctx("0"));
    const body = (await response.json()) as { data: NewsListResult & { categories: { slug: string }[] } };
    expect(body.data.count).toBe(1);
    const [card] = body.data.news;
    expect(card!.excerpt.length).toBeLessThanOrEqual(251);
    expect(card!.excerpt).not.toMatch(/<|script/);
    expect(card!.comments).toBe(12);
    expect(body.data.categories.map((c) => c.slug)).toContain(category.slug);
    const viaPost = await newsPost(post("/api/v1/news/news/1", { category: category.slug }), ctx("1"));
    expect(((await viaPost.json()) as { data: NewsListResult }).data.count).toBe(1);
  });

  it("refuses bad pages and bad categories", async () => {
    expect((await newsGet(new Request(url("/api/v1/news/news/x")), ctx("x"))).status).toBe(422);
    expect((await newsGet(new Request(url("/api/v1/news/news/-1")), ctx("-1"))).status).toBe(422);
    expect((await newsGet(new Request(url("/api/v1/news/news/1?category=%3Cscript%3E")), ctx("1"))).status).toBe(422);
  });

  it("shows an article with sanitized body and approved comments only; 404 for drafts and unknown ids", async () => {
    const response = await newsSingle(post("/api/v1/news/single", { id: article.id }));
    const body = (await response.json()) as { data: { bodyHtml: string; quote: string; comment_data: { name: string }[]; comments: number } };
    expect(body.data.bodyHtml).not.toMatch(/script|onerror|<img/);
    expect(body.data.quote).toBe("Fresh every morning");
    expect(body.data.comments).toBe(12);
    expect(body.data.comment_data.map((c) => c.name)).not.toContain("Hidden");
    expect(body.data.comment_data.map((c) => c.name)).not.toContain("Waiting");
    for (const id of [draft.id, 999999999]) {
      const missing = await newsSingle(post("/api/v1/news/single", { id }));
      expect(missing.status).toBe(404);
      expect(await json(missing)).toMatchObject({ status: "failure", errors: { msg: "News not found." } });
    }
    expect((await newsSingle(post("/api/v1/news/single", { id: "one" }))).status).toBe(422);
  });

  it("pages all comments (commentsall) and 404s an unknown article", async () => {
    const page2 = await commentsAll(post("/api/v1/news/commentsall/2", { news_id: article.id }), ctx("2"));
    const body = (await page2.json()) as { data: { comments: unknown[]; count: number; pages: number; news: { id: number } } };
    expect(body.data).toMatchObject({ count: 12, pages: 2, news: { id: article.id } });
    expect(body.data.comments).toHaveLength(2);
    expect((await commentsAll(post("/api/v1/news/commentsall/1", { news_id: 999999999 }), ctx("1"))).status).toBe(404);
    expect((await commentsAll(post("/api/v1/news/commentsall/1", {}), ctx("1"))).status).toBe(422);
  });

  it("answers a visitor's comment with field errors, then stores a good one as pending", async () => {
    const bad = await postCommentRoute(post("/api/v1/news/comments", { news_id: article.id, name: " ", email: "nope", comment: "" }));
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors).toMatchObject({ name: "please enter the name.", email: "please enter valid email id.", comment: "please enter the comment." });

    const good = await postCommentRoute(post("/api/v1/news/comments", { news_id: article.id, name: "Meena", email: "Meena@Example.test", comment: "Useful" }, { "x-forwarded-for": "10.1.1.1" }));
    expect(good.status).toBe(200);
    expect(await json(good)).toMatchObject({ status: "success", data: { msg: "Thank you! Your comment will appear after review." } });
    const stored = await db.select().from(comments).where(eq(comments.name, "Meena"));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: "pending", email: "meena@example.test", body: "Useful" });
  });

  it("drops honeypot comments, refuses unknown articles and rate-limits one email", async () => {
    const bot = await postCommentRoute(post("/api/v1/news/comments", { news_id: article.id, name: "Bot", email: "bot@example.test", comment: "spam", website: "http://spam" }));
    expect(bot.status).toBe(200);
    expect(await db.select().from(comments).where(eq(comments.name, "Bot"))).toHaveLength(0);

    const unknown = await postCommentRoute(post("/api/v1/news/comments", { news_id: 999999999, name: "A", email: "a@example.test", comment: "x" }));
    expect(unknown.status).toBe(404);

    const send = () => postCommentRoute(post("/api/v1/news/comments", { news_id: article.id, name: "Flood", email: "flood@example.test", comment: "again" }));
    for (let i = 0; i < 3; i += 1) expect((await send()).status).toBe(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await json(limited)).errors?.msg).toBe("Too many requests. Please try again later.");
  });
});

describe("contact API (others/contacts)", () => {
  it("answers per-field errors with the product's messages", async () => {
    const response = await contacts(post("/api/v1/others/contacts", { name: "", mobile: "98x", email: "bad", subject: "  ", query: "" }));
    expect(response.status).toBe(422);
    expect((await json(response)).errors).toMatchObject({
      name: "please enter the name.",
      mobile: "mobile no should be numbers.",
      email: "please enter valid email id.",
      subject: "Please enter Subject.",
      query: "Please enter your query.",
    });
    const short = await contacts(post("/api/v1/others/contacts", { name: "A", mobile: "98765", email: "a@b.co", subject: "S", query: "Q" }));
    expect((await json(short)).errors?.mobile).toBe("mobile no should be exact 10 digits.");
    const wrongTypes = await contacts(post("/api/v1/others/contacts", { name: 5, mobile: 9876543210, email: [], subject: {}, query: null }));
    expect(wrongTypes.status).toBe(422);
    expect((await contacts(post("/api/v1/others/contacts", "[1,2"))).status).toBe(400);
  });

  it("stores a good message for the operators", async () => {
    const response = await contacts(
      post("/api/v1/others/contacts", { name: "Ravi Patil", mobile: "9812345678", email: "ravi@example.test", subject: "Listing", query: "Please list my shop" }),
    );
    expect(response.status).toBe(200);
    expect((await json(response)).status).toBe("success");
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.mobile, "9812345678"));
    expect(row).toMatchObject({ name: "Ravi Patil", subject: "Listing", query: "Please list my shop", status: "new" });
  });
});

describe("sitemaps", () => {
  it("lists the files in an index and serves each file, 404 for unknown names", async () => {
    const index = await (await sitemapIndex()).text();
    expect(index).toContain("<sitemapindex");
    expect(index).toContain("/sitemaps/shops-1.xml");
    const news = await sitemapFile(new Request(url("/sitemaps/news-1.xml")), { params: Promise.resolve({ name: "news-1.xml" }) });
    expect(await news.text()).toContain("<urlset");
    expect((await sitemapFile(new Request(url("/sitemaps/x.xml")), { params: Promise.resolve({ name: "x.xml" }) })).status).toBe(404);
    expect((await sitemapFile(new Request(url("/sitemaps/shops-9.xml")), { params: Promise.resolve({ name: "shops-9.xml" }) })).status).toBe(404);
  });
});
