import { drizzle } from "drizzle-orm/node-postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../server/db/schema";
import { localizedName } from "../../lib/localized";
import { listShops } from "../../server/shops/list-shops";
import { connectTestDb } from "../support/db";
import { createCategory, createShop } from "../support/factories";
import { referenceTown } from "../support/public-factories";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

/** The statements listShops sends, captured through a Drizzle logger on the test pool. */
function recordingDb() {
  const statements: { sql: string; params: unknown[] }[] = [];
  const recording = drizzle(pool, { schema, casing: "snake_case", logger: { logQuery: (sql, params) => statements.push({ sql, params }) } });
  return { recording, statements };
}

/**
 * The plan PostgreSQL would use for a statement if the tables were large. A few test rows make a
 * sequential scan cheapest, so sequential and bitmap scans are priced out for this transaction:
 * what is left shows which index can serve the statement on its own.
 */
async function planOf(statement: { sql: string; params: unknown[] }): Promise<string> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SET LOCAL enable_seqscan = off");
    await client.query("SET LOCAL enable_bitmapscan = off");
    // The Top rated order's index holds every published shop and no category or town: over four
    // rows it costs as little as any, over 100,000 it would read them all. Set aside (rolled back).
    await client.query("DROP INDEX shops_rating_order_idx");
    const { rows } = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN ${statement.sql}`, statement.params);
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  } finally {
    await client.query("ROLLBACK");
    client.release();
  }
}

describe("the shop listing's capped count (100,000 shops: docs/benchmarks.md)", () => {
  let category: Awaited<ReturnType<typeof createCategory>>;
  let town: Awaited<ReturnType<typeof referenceTown>>;

  beforeAll(async () => {
    category = await createCategory(db, { name: "Plan Test Category" });
    town = await referenceTown(db, "wardha");
    for (let i = 0; i < 3; i += 1) await createShop(db, { categoryId: category.id, cityId: town.id, status: "published" });
    await createShop(db, { categoryId: category.id, cityId: town.id, status: "draft" });
    await pool.query("ANALYZE shops");
  });

  it("counts city + category matches from the published-shops index alone (no heap pages)", async () => {
    const { recording, statements } = recordingDb();
    const result = await listShops({ query: { category: category.slug, city: town.slug, page: 1 }, db: recording });
    expect(result.count).toBe(3);
    const count = statements.find((s) => s.sql.includes("count(*)"));
    expect(count, "listShops sent no count statement").toBeDefined();
    const plan = await planOf(count!);
    expect(plan).toContain("Index Only Scan using shops_published_category_city_created_idx");
  });

  it("counts a category's matches from the same index", async () => {
    const { recording, statements } = recordingDb();
    const result = await listShops({ query: { category: category.slug, page: 1 }, db: recording });
    expect(result.count).toBe(3);
    const plan = await planOf(statements.find((s) => s.sql.includes("count(*)"))!);
    expect(plan).toContain("Index Only Scan using shops_published_category_city_created_idx");
  });

  it("pages city + category matches newest first without a sort", async () => {
    const { recording, statements } = recordingDb();
    await listShops({ query: { category: category.slug, city: town.slug, page: 1 }, db: recording });
    const rows = statements.find((s) => s.sql.includes("order by") && !s.sql.includes("count(*)"));
    const plan = await planOf(rows!);
    expect(plan).toContain("shops_published_category_city_created_idx");
    expect(plan).not.toMatch(/\bSort\b/);
  });
});

describe("statements per listing (each is a round trip the web process pays for)", () => {
  let category: Awaited<ReturnType<typeof createCategory>>;
  let town: Awaited<ReturnType<typeof referenceTown>>;
  const known = () => [{ id: category.id, slug: category.slug, name: category.name, nameMr: category.nameMr, nameHi: category.nameHi }];

  beforeAll(async () => {
    category = await createCategory(db, { name: `Statements Test ${process.pid}`, nameMr: `विधान चाचणी ${process.pid}`, nameHi: `कथन परीक्षण ${process.pid}` });
    town = await referenceTown(db, "katol");
    for (let i = 0; i < 14; i += 1) await createShop(db, { categoryId: category.id, cityId: town.id, status: "published" });
  });

  it("sends the rows' and the count's statements, plus the town's lookup, when the page passes its categories", async () => {
    const query = { category: category.slug, city: town.slug, page: 1 };
    const { recording, statements } = recordingDb();
    const result = await listShops({ query, db: recording, categories: known() });
    expect(statements).toHaveLength(3);
    expect(result).toEqual(await listShops({ query, db }));
    expect(result).toMatchObject({ count: 14, countCapped: false, hasMore: true });
  });

  it("matches a search against the passed categories' names (Marathi and Hindi too) without a statement of its own", async () => {
    // The Hindi name shares no word with the English and Marathi ones: only name_hi can match it,
    // from the passed list and from the database alike.
    for (const search of [`statements test ${process.pid}`, `विधान चाचणी ${process.pid}`, `परीक्षण ${process.pid}`]) {
      const { recording, statements } = recordingDb();
      const result = await listShops({ query: { search, page: 1 }, db: recording, categories: known() });
      expect(statements).toHaveLength(2);
      expect(result.count).toBe(14);
      expect(result).toEqual(await listShops({ query: { search, page: 1 }, db }));
    }
  });

  it("still counts on a page past the end", async () => {
    const result = await listShops({ query: { category: category.slug, page: 9 }, db, categories: known() });
    expect(result).toMatchObject({ shops: [], count: 14, hasMore: false });
  });

  it("falls back to the database for a category the passed list does not know yet", async () => {
    const result = await listShops({ query: { category: category.slug, page: 1 }, db, categories: [] });
    expect(result.count).toBe(14);
  });
});

describe("A–Z by the name the page shows", () => {
  let category: Awaited<ReturnType<typeof createCategory>>;

  beforeAll(async () => {
    category = await createCategory(db, { name: `Name Order ${process.pid}` });
    // English order: apple, Banyan, cedar, cedar; Marathi order (with the English name where there is none): Banyan, cedar, कमळ, गुलाब;
    // Hindi order, never by the Marathi name: apple, Banyan, cedar, कमल.
    const shopsToMake = [
      { name: "cedar", nameMr: "कमळ", nameHi: "कमल" },
      { name: "Banyan", nameMr: null, nameHi: null },
      { name: "apple", nameMr: "गुलाब", nameHi: null },
      { name: "cedar", nameMr: "", nameHi: "" },
    ];
    for (const shop of shopsToMake) await createShop(db, { ...shop, categoryId: category.id, status: "published" });
    await pool.query("ANALYZE shops");
  });

  it("orders by the name each page shows: English, Marathi where given, Hindi where given (never Marathi on a Hindi page)", async () => {
    const names = async (lang: "en" | "mr" | "hi") =>
      (await listShops({ query: { category: category.slug, sort: "name", lang, page: 1 }, db })).shops.map((shop) => localizedName(shop, lang));
    expect(await names("en")).toEqual(["apple", "Banyan", "cedar", "cedar"]);
    expect(await names("mr")).toEqual(["Banyan", "cedar", "कमळ", "गुलाब"]);
    expect(await names("hi")).toEqual(["apple", "Banyan", "cedar", "कमल"]);
  });

  it("walks the name indexes without a sort", async () => {
    for (const [lang, index] of [["en", "shops_name_order_idx"], ["mr", "shops_local_name_order_idx"], ["hi", "shops_hindi_name_order_idx"]] as const) {
      const { recording, statements } = recordingDb();
      await listShops({ query: { sort: "name", lang, page: 2 }, db: recording });
      const plan = await planOf(statements.find((s) => s.sql.includes("order by") && !s.sql.includes("count(*)"))!);
      expect(plan).toContain(index);
      expect(plan).not.toMatch(/\bSort\b/);
    }
  });
});
