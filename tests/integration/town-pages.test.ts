import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shops } from "../../server/db/schema";
import { getShop } from "../../server/shops/get-shop";
import { getTownPage } from "../../server/shops/get-town-page";
import { hasTownPage } from "../../server/shops/has-town-page";
import { sitemapTownPages } from "../../server/seo/sitemap-data";
import { connectTestDb } from "../support/db";
import { createCategory, createShop } from "../support/factories";
import { referenceTown } from "../support/public-factories";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

/**
 * docs/decisions/137-town-pages.md: which town pages exist (a published shop in the town, and in the
 * category), their neighbours (nearest towns with such shops) and the sitemap's list of them. A
 * category of this file's own keeps other files' shops (in Wardha too) out of the answers.
 */
describe("town pages", () => {
  let category: Awaited<ReturnType<typeof createCategory>>;
  let other: Awaited<ReturnType<typeof createCategory>>;
  const towns: Record<string, Awaited<ReturnType<typeof referenceTown>>> = {};

  beforeAll(async () => {
    for (const slug of ["wardha", "sevagram", "deoli", "pulgaon", "sindi", "aheri"]) towns[slug] = await referenceTown(db, slug);
    category = await createCategory(db, { name: "Town test kirana", nameMr: "गाव चाचणी किराणा", sortOrder: 1 });
    other = await createCategory(db, { name: "Town test medical", sortOrder: 2 });
    const shop = (town: string, status: "published" | "draft" | "suspended" = "published", categoryId = category.id) =>
      createShop(db, { categoryId, cityId: towns[town]!.id, status });
    await shop("wardha");
    await shop("wardha");
    await shop("wardha", "published", other.id);
    await shop("deoli");
    await shop("pulgaon");
    // Sevagram is Wardha's nearest town, Sindi lies between Pulgaon and Hinganghat: neither has a published shop here.
    await shop("sevagram", "suspended");
    await shop("sindi", "draft");
    // Aheri (Gadchiroli) has no published shop at all: its page does not exist.
    await shop("aheri", "suspended", other.id);
  });

  it("shows a category in a town with its count, the town's categories that have shops, and the nearest towns with such shops", async () => {
    const page = await getTownPage({ input: { town: "wardha", category: category.slug }, db });
    expect(page.town).toMatchObject({ slug: "wardha", name: "Wardha", nameMr: "वर्धा" });
    expect(page.category).toMatchObject({ slug: category.slug, nameMr: "गाव चाचणी किराणा" });
    expect(page.shopCount).toBe(2);
    expect(page.categories.filter((c) => c.id === category.id || c.id === other.id).map((c) => [c.slug, c.shopCount])).toEqual([
      [category.slug, 2],
      [other.slug, 1],
    ]);
    // Nearest first; Sevagram (suspended only) and Sindi (draft only) are left out.
    expect(page.neighbours.map((n) => n.slug)).toEqual(["deoli", "pulgaon"]);
    expect(page.neighbours[0]!.distanceKm).toBeGreaterThan(5);
    expect(page.neighbours[0]!.distanceKm).toBeLessThan(page.neighbours[1]!.distanceKm);
  });

  it("counts every published shop on a town's own page and links to the nearest towns with any published shop", async () => {
    const page = await getTownPage({ input: { town: "deoli" }, db });
    expect(page.category).toBeNull();
    expect(page.shopCount).toBeGreaterThanOrEqual(1);
    expect(page.neighbours.map((n) => n.slug)).toContain("wardha");
    expect(page.neighbours.map((n) => n.slug)).not.toContain("deoli");
    expect(page.neighbours.map((n) => n.slug)).not.toContain("aheri");
  });

  it("is not found for unknown slugs and for a town or category in a town without a published shop", async () => {
    for (const input of [
      { town: "no-such-town" },
      { town: "wardha", category: "no-such-category" },
      { town: "sevagram", category: category.slug },
      { town: "sindi", category: category.slug },
      { town: "deoli", category: other.slug },
      { town: "aheri" },
    ]) {
      await expect(getTownPage({ input, db }), JSON.stringify(input)).rejects.toMatchObject({ code: "not_found" });
      expect(await hasTownPage({ input, db }), JSON.stringify(input)).toBe(false);
    }
    expect(await hasTownPage({ input: { town: "wardha", category: category.slug }, db })).toBe(true);
    expect(await hasTownPage({ input: { town: "pulgaon" }, db })).toBe(true);
  });

  it("lists in the sitemap exactly the towns and categories in towns that have a published shop", async () => {
    const pages = await sitemapTownPages({ db });
    const keys = new Set(pages.map((p) => `${p.town}/${p.category ?? ""}`));
    for (const key of ["wardha/", `wardha/${category.slug}`, `wardha/${other.slug}`, "deoli/", `deoli/${category.slug}`, `pulgaon/${category.slug}`]) expect(keys, key).toContain(key);
    for (const key of [`sevagram/${category.slug}`, `sindi/${category.slug}`, `deoli/${other.slug}`, "aheri/", `aheri/${other.slug}`]) expect(keys, key).not.toContain(key);
    // A town's own page comes first, then its categories.
    const wardha = pages.filter((p) => p.town === "wardha");
    expect(wardha[0]!.category).toBeNull();
    expect(pages.find((p) => p.town === "wardha" && p.category === category.slug)!.updatedAt).toBeInstanceOf(Date);
  });

  it("follows a shop that moves: the old town's category page goes, the new one comes", async () => {
    const { shop } = await createShop(db, { categoryId: other.id, cityId: towns.pulgaon!.id, status: "published" });
    expect(await hasTownPage({ input: { town: "pulgaon", category: other.slug }, db })).toBe(true);
    await db.update(shops).set({ cityId: towns.aheri!.id }).where(eq(shops.id, shop.id));
    expect(await hasTownPage({ input: { town: "pulgaon", category: other.slug }, db })).toBe(false);
    const keys = new Set((await sitemapTownPages({ db })).map((p) => `${p.town}/${p.category ?? ""}`));
    expect(keys).toContain(`aheri/${other.slug}`);
    expect(keys).toContain("aheri/");
    await db.update(shops).set({ status: "suspended" }).where(eq(shops.id, shop.id));
    expect(await hasTownPage({ input: { town: "aheri" }, db })).toBe(false);
  });

  it("exists for every published shop's own town and category (the links on its page and card need no check)", async () => {
    const { shop } = await createShop(db, { categoryId: other.id, cityId: towns.pulgaon!.id, status: "published" });
    const page = await getShop({ id: shop.id, db });
    expect(page).toMatchObject({ citySlug: "pulgaon", categorySlug: other.slug });
    await expect(getTownPage({ input: { town: page.citySlug! }, db })).resolves.toMatchObject({ town: { slug: "pulgaon" } });
    await expect(getTownPage({ input: { town: page.citySlug!, category: page.categorySlug }, db })).resolves.toMatchObject({ category: { slug: other.slug }, shopCount: 1 });
  });
});
