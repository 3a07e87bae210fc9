import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoryInputSchema } from "../../lib/validation/admin-categories";
import { builtInCategoryIcons } from "../../server/categories/category-icons";
import { createCategory } from "../../server/categories/create-category";
import { listCategoriesForOperator } from "../../server/categories/list-categories-for-operator";
import { moveCategory } from "../../server/categories/move-category";
import { storeCategoryIcon } from "../../server/categories/store-category-icon";
import { updateCategory } from "../../server/categories/update-category";
import { categories } from "../../server/db/schema";
import { parseInput } from "../../server/http/validation";
import { listCategories } from "../../server/shops/list-categories";
import { auditOf, createOperatorActor, GHOST_OPERATOR, NOT_OPERATORS } from "../support/admin-factories";
import { dropTemplate, freshWorld, type World } from "../support/commission-factories";

// The display order is one list for the whole site: these tests get a database of their own.
let world: World;
beforeAll(async () => {
  world = await freshWorld();
});
afterAll(async () => {
  await world.close();
  await dropTemplate();
});

const input = (values: Record<string, unknown>) => parseInput(categoryInputSchema, values);

describe("operator console: shop categories", () => {
  it("validates the form: a name is required, slugs are URL-safe", () => {
    expect(() => input({ name: "  " })).toThrow(expect.objectContaining({ fieldErrors: { name: "Please enter the category's name." } }));
    expect(() => input({ name: "Mobiles", slug: "Mobile Shops!" })).toThrow(expect.objectContaining({ fieldErrors: { slug: expect.stringContaining("lower-case letters") } }));
    expect(input({ name: " Mobiles ", nameMr: "", slug: "" })).toEqual({ name: "Mobiles", nameMr: null, nameHi: null, slug: "", icon: null, popular: false });
    expect(() => input({ name: "Mobiles", nameHi: "म".repeat(61) })).toThrow(expect.objectContaining({ fieldErrors: { nameHi: "The Hindi name should be at most 60 characters." } }));
  });

  it("creates a category at the end of the order with a slug from its name and a built-in icon; the public list shows it; audited", async () => {
    const { db } = world;
    const operator = await createOperatorActor(db);
    const icon = builtInCategoryIcons()[0]!;
    expect(icon).toMatch(/^\/icons\/categories\/[a-z-]+\.svg$/);
    const first = await createCategory({ actor: operator, input: input({ name: "Mobile & Accessories", icon, popular: true }), db });
    const second = await createCategory({ actor: operator, input: input({ name: "Books", nameMr: "पुस्तके" }), db });
    expect(first.slug).toBe("mobile-accessories");
    const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder));
    expect(rows.map((r) => r.slug).slice(-2)).toEqual(["mobile-accessories", "books"]);
    expect(rows.at(-1)!.sortOrder).toBe(rows.at(-2)!.sortOrder + 1);
    expect((await listCategories({ db })).find((c) => c.slug === "mobile-accessories")).toMatchObject({ name: "Mobile & Accessories", icon, popular: true, adsCount: 0 });
    const [entry] = await auditOf(db, "category", second.id);
    expect(entry).toMatchObject({ action: "category.create", actorUserId: operator.userId, after: { name: "Books", nameMr: "पुस्तके", slug: "books" } });
  });

  it("refuses a taken slug, an icon from elsewhere, a Devanagari-only name without a slug, and non-operators", async () => {
    const { db } = world;
    const operator = await createOperatorActor(db);
    await createCategory({ actor: operator, input: input({ name: "Toys" }), db });
    await expect(createCategory({ actor: operator, input: input({ name: "Toys again", slug: "toys" }), db })).rejects.toMatchObject({ code: "validation_failed", fieldErrors: { slug: "Another category already uses this slug." } });
    await expect(createCategory({ actor: operator, input: input({ name: "Pets", icon: "https://evil.example/x.svg" }), db })).rejects.toMatchObject({ fieldErrors: { icon: expect.any(String) } });
    await expect(createCategory({ actor: operator, input: input({ name: "Pets", icon: "/media/categories/0123456789abcdef0123456789abcdef.webp" }), db })).rejects.toMatchObject({ fieldErrors: { icon: expect.any(String) } });
    await expect(createCategory({ actor: operator, input: input({ name: "खेळणी" }), db })).rejects.toMatchObject({ fieldErrors: { slug: expect.stringContaining("type a slug") } });
    for (const actor of NOT_OPERATORS) {
      await expect(createCategory({ actor, input: input({ name: "Nope" }), db })).rejects.toMatchObject({ code: "forbidden" });
      await expect(listCategoriesForOperator({ actor, db })).rejects.toMatchObject({ code: "forbidden" });
      await expect(storeCategoryIcon({ actor, data: Buffer.from("x") })).rejects.toMatchObject({ code: "forbidden" });
    }
    expect(await db.select().from(categories).where(eq(categories.slug, "nope"))).toHaveLength(0);
    // The audit entry cannot be written (its operator does not exist): nothing is created.
    await expect(createCategory({ actor: GHOST_OPERATOR, input: input({ name: "Ghost shop" }), db })).rejects.toThrow();
    expect(await db.select().from(categories).where(eq(categories.slug, "ghost-shop"))).toHaveLength(0);
  });

  it("uploads an icon (re-encoded, small) and saves a category with it; edits are audited before and after", async () => {
    const { db } = world;
    const operator = await createOperatorActor(db);
    const png = await sharp({ create: { width: 600, height: 600, channels: 4, background: "#ff9933" } }).png().toBuffer();
    const { icon } = await storeCategoryIcon({ actor: operator, data: png });
    expect(icon).toMatch(/^\/media\/categories\/[a-f0-9]{32}\.webp$/);
    await expect(storeCategoryIcon({ actor: operator, data: Buffer.from("<svg onload=alert(1)>") })).rejects.toMatchObject({ fieldErrors: { icon: "Only JPEG, PNG or WebP images are allowed." } });
    const created = await createCategory({ actor: operator, input: input({ name: "Opticians" }), db });
    await updateCategory({ actor: operator, input: { ...input({ name: "Opticians & Eyewear", slug: "opticians", icon, popular: true }), id: created.id }, db });
    const [row] = await db.select().from(categories).where(eq(categories.id, created.id));
    expect(row).toMatchObject({ name: "Opticians & Eyewear", slug: "opticians", icon, popular: true });
    const [entry] = await auditOf(db, "category", created.id);
    expect(entry).toMatchObject({ action: "category.update", before: { name: "Opticians", icon: null, popular: false }, after: { name: "Opticians & Eyewear", icon, popular: true } });
    await expect(updateCategory({ actor: operator, input: { ...input({ name: "X" }), id: 99_999_999 }, db })).rejects.toMatchObject({ code: "not_found" });
  });

  it("saves the Hindi name beside the Marathi one (audited before and after); Hindi pages' lists read it", async () => {
    const { db } = world;
    const operator = await createOperatorActor(db);
    const created = await createCategory({ actor: operator, input: input({ name: "Medical Store", nameMr: "औषधांचे दुकान", nameHi: " मेडिकल स्टोर " }), db });
    expect((await db.select().from(categories).where(eq(categories.id, created.id)))[0]).toMatchObject({ nameMr: "औषधांचे दुकान", nameHi: "मेडिकल स्टोर" });
    expect((await auditOf(db, "category", created.id))[0]).toMatchObject({ action: "category.create", after: { nameMr: "औषधांचे दुकान", nameHi: "मेडिकल स्टोर" } });
    await updateCategory({ actor: operator, input: { ...input({ name: "Medical Store", nameMr: "औषधांचे दुकान", nameHi: "दवा की दुकान", slug: created.slug }), id: created.id }, db });
    expect((await auditOf(db, "category", created.id))[0]).toMatchObject({ action: "category.update", before: { nameHi: "मेडिकल स्टोर" }, after: { nameHi: "दवा की दुकान" } });
    expect((await listCategoriesForOperator({ actor: operator, db })).find((c) => c.id === created.id)).toMatchObject({ nameHi: "दवा की दुकान" });
    expect((await listCategories({ db })).find((c) => c.id === created.id)).toMatchObject({ nameMr: "औषधांचे दुकान", nameHi: "दवा की दुकान" });
    // Cleared: Hindi pages fall back to the English name, never to the Marathi one (lib/localized.ts).
    await updateCategory({ actor: operator, input: { ...input({ name: "Medical Store", nameMr: "औषधांचे दुकान", nameHi: "", slug: created.slug }), id: created.id }, db });
    expect((await db.select().from(categories).where(eq(categories.id, created.id)))[0]!.nameHi).toBeNull();
  });

  it("moves a category up and down, renumbering the order 1..n, audited", async () => {
    const { db } = world;
    const operator = await createOperatorActor(db);
    // Older data may hold ties: two categories with the same number must still move apart.
    const a = await createCategory({ actor: operator, input: input({ name: "Order A" }), db });
    const b = await createCategory({ actor: operator, input: input({ name: "Order B" }), db });
    await db.update(categories).set({ sortOrder: 500 }).where(eq(categories.id, a.id));
    await db.update(categories).set({ sortOrder: 500 }).where(eq(categories.id, b.id));
    const order = async () => (await listCategoriesForOperator({ actor: operator, db })).map((c) => c.id);
    expect((await order()).slice(-2)).toEqual([a.id, b.id]);
    const { position } = await moveCategory({ actor: operator, input: { id: b.id, direction: "up" }, db });
    const after = await order();
    expect(after.slice(-2)).toEqual([b.id, a.id]);
    expect(position).toBe(after.length - 1);
    const numbers = (await listCategoriesForOperator({ actor: operator, db })).map((c) => c.sortOrder);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    await moveCategory({ actor: operator, input: { id: b.id, direction: "down" }, db });
    expect((await order()).slice(-2)).toEqual([a.id, b.id]);
    const [entry] = await auditOf(db, "category", b.id);
    expect(entry).toMatchObject({ action: "category.move", before: { position: after.length - 1 }, after: { position: after.length, direction: "down" } });
    for (const actor of NOT_OPERATORS) await expect(moveCategory({ actor, input: { id: a.id, direction: "up" }, db })).rejects.toMatchObject({ code: "forbidden" });
    await expect(moveCategory({ actor: operator, input: { id: 99_999_999, direction: "up" }, db })).rejects.toMatchObject({ code: "not_found" });
  });
});
