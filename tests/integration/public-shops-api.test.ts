import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listPage, POST as listPagePost } from "../../app/api/v1/shops/category_shop/[page]/route";
import { POST as shopFirstRoute } from "../../app/api/v1/shops/shop/route";
import { GET as singleGetRoute, POST as singleRoute } from "../../app/api/v1/shops/single/route";
import { GET as homeContentRoute } from "../../app/api/v1/home/get_home_content/[customer]/route";
import { GET as homeCategoriesRoute } from "../../app/api/v1/home/get_categories/[customer]/route";
import { recordShopVisit } from "../../server/shops/record-shop-visit";
import { SHOP_PAGE_SIZE } from "../../lib/validation/public";
import type { ShopListResult } from "../../lib/public/types";
import { connectTestDb } from "../support/db";
import { createCategory } from "../support/factories";
import { createShop, referenceTown } from "../support/public-factories";

const { db, pool } = connectTestDb();
// Route handlers without path parameters take an unused context.
const shopFirst = (request: Request) => shopFirstRoute(request, {});
const single = (request: Request) => singleRoute(request, {});
const singleGet = (request: Request) => singleGetRoute(request, {});
const homeContent = () => homeContentRoute(new Request("http://test.local/api/v1/home/get_home_content/0"), {});
const homeCategories = () => homeCategoriesRoute(new Request("http://test.local/api/v1/home/get_categories/0"), {});
afterAll(() => pool.end());

const url = (path: string) => `http://test.local${path}`;
const pageContext = (page: string) => ({ params: Promise.resolve({ page }) });
const post = (path: string, body: unknown) =>
  new Request(url(path), { method: "POST", headers: { "Content-Type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body) });

async function list(query: string, page = "1") {
  const response = await listPage(new Request(url(`/api/v1/shops/category_shop/${page}?${query}`)), pageContext(page));
  return { status: response.status, body: (await response.json()) as { status: string; data: ShopListResult; errors: Record<string, string> | null } };
}

describe("shops API", () => {
  let category: Awaited<ReturnType<typeof createCategory>>;
  let other: Awaited<ReturnType<typeof createCategory>>;
  let town: Awaited<ReturnType<typeof referenceTown>>;
  const ids = { near: 0, mid: 0, far: 0, draft: 0 };

  beforeAll(async () => {
    category = await createCategory(db, { name: "Sweets Test", nameMr: "मिठाई चाचणी", popular: true });
    other = await createCategory(db, { name: "Hardware Test", popular: false });
    town = await referenceTown(db, "hinganghat");
    const base = { categoryId: category.id, status: "published" as const, cityId: town.id };
    ids.near = (await createShop(db, { ...base, name: "Kanha Sweets Zqx", nameMr: "कान्हा स्वीट्स", pincode: "440001", latitude: 21.001, longitude: 79.001, brands: "Haldiram, Zqxbrand" })).shop.id;
    ids.mid = (await createShop(db, { ...base, name: "Gokul Dairy Zqx", pincode: "440002", latitude: 21.05, longitude: 79.05 })).shop.id;
    ids.far = (await createShop(db, { ...base, name: "Far Away Zqx", pincode: "440002", latitude: 21.5, longitude: 79.5, detailsHtml: '<p onclick="x()">Hi<script>alert(1)</script></p>' })).shop.id;
    ids.draft = (await createShop(db, { ...base, name: "Hidden Draft Zqx", status: "draft" })).shop.id;
    for (let i = 0; i < SHOP_PAGE_SIZE; i += 1) await createShop(db, { categoryId: other.id, status: "published", name: `Bulk ${i} Zqx` });
  });

  it("filters by category, city and pincode, published only", async () => {
    const byCategory = await list(`category=${category.slug}`);
    expect(byCategory.status).toBe(200);
    expect(byCategory.body.data.count).toBe(3);
    expect(byCategory.body.data.shops.map((s) => s.id)).not.toContain(ids.draft);
    const byPin = await list(`category=${category.slug}&city=${town.slug}&pincode=440002`);
    expect(byPin.body.data.shops.map((s) => s.id).sort()).toEqual([ids.mid, ids.far].sort());
  });

  it("searches shop names, Marathi names, brands and category names", async () => {
    expect((await list("search=kanha%20sweets")).body.data.shops.map((s) => s.id)).toEqual([ids.near]);
    expect((await list(`search=${encodeURIComponent("कान्हा")}`)).body.data.shops.map((s) => s.id)).toEqual([ids.near]);
    expect((await list("search=zqxbrand")).body.data.shops.map((s) => s.id)).toEqual([ids.near]);
    expect((await list(`search=${encodeURIComponent("मिठाई चाचणी")}`)).body.data.count).toBe(3);
    expect((await list("search=100%25")).body.data.count).toBe(0);
  });

  it("orders near me by distance and reports metres", async () => {
    const near = await list(`category=${category.slug}&lat=21&lng=79`);
    expect(near.body.data.shops.map((s) => s.id)).toEqual([ids.near, ids.mid, ids.far]);
    const [first] = near.body.data.shops;
    expect(first!.distanceMetres ?? 0).toBeGreaterThan(100);
    expect(first!.distanceMetres ?? 0).toBeLessThan(200);
  });

  it("takes a near-me position too small for the database's trigonometry as the equator (the fuzzer's -2.5e-323 was a 500)", async () => {
    const tiny = await list(`category=${category.slug}&lat=-2.5e-323&lng=79&sort=nearest`);
    expect(tiny.status).toBe(200);
    expect(tiny.body.data.shops.map((s) => s.id)).toEqual([ids.near, ids.mid, ids.far]);
  });

  it("pages with hasMore and an empty page past the end", async () => {
    const first = await list(`category=${other.slug}`);
    expect(first.body.data).toMatchObject({ count: SHOP_PAGE_SIZE, hasMore: false, page: 1 });
    const beyond = await list(`category=${other.slug}`, "2");
    expect(beyond.body.data.shops).toEqual([]);
    expect(beyond.body.data.hasMore).toBe(false);
  });

  it("answers an unknown category with an empty list", async () => {
    const result = await list("category=no-such-category");
    expect(result.status).toBe(200);
    expect(result.body.data.count).toBe(0);
  });

  it.each([
    ["abc", "page should be a number."],
    ["0", "page should be 1 or more."],
    ["1.5", "page should be a whole number."],
    ["1001", "page should be at most 1000."],
  ])("refuses page %s with a clear failure", async (page, message) => {
    const result = await list("", page);
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({ status: "failure", data: null, errors: { page: message } });
  });

  it.each([
    ["lat=abc&lng=79", "lat"],
    ["lat=21", "lat"],
    ["lat=95&lng=79", "lat"],
    ["pincode=44", "pincode"],
    ["pincode=abcdef", "pincode"],
    ["sort=random", "sort"],
    [`search=${"x".repeat(101)}`, "search"],
  ])("refuses bad filters (%s) with a field error", async (query, field) => {
    const result = await list(query);
    expect(result.status).toBe(422);
    expect(result.body.status).toBe("failure");
    expect(result.body.errors?.[field]).toEqual(expect.any(String));
  });

  it("accepts the product's POST shape and refuses malformed JSON with 400", async () => {
    const ok = await listPagePost(post("/api/v1/shops/category_shop/1", { category: category.slug, search: "", city: "" }), pageContext("1"));
    expect(((await ok.json()) as { data: ShopListResult }).data.count).toBe(3);
    const bad = await listPagePost(post("/api/v1/shops/category_shop/1", "{not json"), pageContext("1"));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ status: "failure", errors: { msg: "The request body is not valid JSON." } });
    const wrongType = await shopFirst(post("/api/v1/shops/shop", { category: 5, page: "x" }));
    expect(wrongType.status).toBe(422);
  });

  it("returns categories with the first page (shops/shop)", async () => {
    const response = await shopFirst(post("/api/v1/shops/shop", { category: category.slug }));
    const body = (await response.json()) as { data: { categories: { slug: string }[]; count: number } };
    expect(body.data.count).toBe(3);
    expect(body.data.categories.map((c) => c.slug)).toContain(other.slug);
  });

  it("shows one shop with sanitized HTML, and 404s unknown, draft and malformed ids", async () => {
    const response = await single(post("/api/v1/shops/single", { id: ids.far }));
    const body = (await response.json()) as { data: { shop: { detailsHtml: string; name: string; image: string } } };
    expect(body.data.shop.name).toBe("Far Away Zqx");
    expect(body.data.shop.detailsHtml).toBe("<p>Hi</p>");
    expect(body.data.shop.image).toBe("/images/default-shop.svg");

    for (const id of [ids.draft, 987654321]) {
      const missing = await single(post("/api/v1/shops/single", { id }));
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ status: "failure", data: null, errors: { msg: "Shop not found." } });
    }
    for (const id of ["abc", -1, 1.5, null]) {
      const bad = await single(post("/api/v1/shops/single", { id }));
      expect(bad.status).toBe(422);
      expect(((await bad.json()) as { errors: Record<string, string> }).errors.id).toEqual(expect.any(String));
    }
    const viaGet = await singleGet(new Request(url(`/api/v1/shops/single?id=${ids.near}`)));
    expect(viaGet.status).toBe(200);
  });

  it("counts a visit and refuses unknown shops", async () => {
    const before = (await (await single(post("/api/v1/shops/single", { id: ids.mid }))).json()) as { data: { shop: { visitors: number } } };
    const after = await recordShopVisit({ shopId: ids.mid, db });
    expect(after).toBe(before.data.shop.visitors + 1);
    await expect(recordShopVisit({ shopId: ids.draft, db })).rejects.toMatchObject({ code: "not_found" });
  });

  it("home content lists popular categories only, with counts from real data", async () => {
    const response = await homeContent();
    const body = (await response.json()) as {
      data: { popularCategories: { slug: string; adsCount: number }[]; latest: unknown[]; counts: { ads: number; register: number; verify: number } };
    };
    const slugs = body.data.popularCategories.map((c) => c.slug);
    expect(slugs).toContain(category.slug);
    expect(slugs).not.toContain(other.slug);
    expect(body.data.popularCategories.find((c) => c.slug === category.slug)?.adsCount).toBe(3);
    expect(body.data.counts.ads).toBeGreaterThanOrEqual(3 + SHOP_PAGE_SIZE);
    expect(body.data.latest.length).toBeLessThanOrEqual(8);
    const categories = (await (await homeCategories()).json()) as { status: string; data: { slug: string }[] };
    expect(categories.status).toBe("success");
    expect(categories.data.map((c) => c.slug)).toEqual(expect.arrayContaining([category.slug, other.slug]));
  });
});
