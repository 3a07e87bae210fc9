import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listShops } from "../../server/shops/list-shops";
import { suggestSearch } from "../../server/search/suggest-search";
import { cities } from "../../server/db/schema";
import { connectTestDb } from "../support/db";
import { createCategory, createShop } from "../support/factories";
import { referenceTown } from "../support/public-factories";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

const key = async (text: string) => (await db.execute<{ key: string }>(sql`select search_key(${text}) as key`)).rows[0]!.key;

/**
 * A made-up word per run, written in both scripts from syllables whose spellings agree, so no other
 * test's shop is nearer to it than the shop made for it here.
 */
const SYLLABLES = [["ko", "को"], ["ti", "ति"], ["ru", "रु"], ["me", "मे"], ["pu", "पु"], ["lo", "लो"], ["si", "सि"], ["nu", "नु"], ["be", "बे"], ["go", "गो"]] as const;
function madeUpWord(seed: number): { latin: string; devanagari: string } {
  let latin = "";
  let devanagari = "";
  for (let i = 0; i < 4; i += 1) {
    const [l, d] = SYLLABLES[(seed >> (i * 3)) % SYLLABLES.length]!;
    latin += l;
    devanagari += d;
  }
  return { latin, devanagari };
}
const seed = (process.pid * 7919 + Date.now()) % 4096;
const word1 = madeUpWord(seed);
const word2 = madeUpWord(seed + 1);
const word3 = madeUpWord(seed + 2);

/** docs/decisions/134-discovery-search.md: the spelling key (SQL function search_key) and the suggestions built on it. */
describe("search_key folds Latin and Devanagari spellings to one key", () => {
  it.each([
    ["kirana", "किराणा"],
    ["kirana", "किराना"],
    ["medical", "मेडिकल"],
    ["wardha", "वर्धा"],
    ["nagpur", "नागपूर"],
    ["kalmeshwar", "कळमेश्वर"],
    ["gajanan", "गजानन"],
    ["vidarbha", "विदर्भ"],
    ["maharashtra", "महाराष्ट्र"],
    ["laxmi", "लक्ष्मी"],
    ["lakshmi", "लक्ष्मी"],
    ["shree", "श्री"],
    ["sharma", "शर्मा"],
    ["pharmacy", "फार्मसी"],
    ["annapurna", "अन्नपूर्णा"],
    ["bhandar", "भंडार"],
    ["Sai Kirana", "साई किराणा"],
    [word1.latin, word1.devanagari],
  ])("%s = %s", async (latin, devanagari) => {
    expect(await key(latin)).toBe(await key(devanagari));
  });

  it("keeps different words apart", async () => {
    expect(await key("kirana")).not.toBe(await key("medical"));
    expect(await key("wardha")).not.toBe(await key("nagpur"));
  });

  it("folds only letters and digits: punctuation and other scripts are spaces", async () => {
    expect(await key("  Sai-Kirana & Sons!! ")).toBe("sai kiran sons");
    expect(await key("दुकान क्र. ४२")).toBe(await key("dukan kr 42"));
  });
});

describe("suggestSearch", () => {
  const ids = { devanagari: 0, latin: 0, hindi: 0 };
  let categorySlug = "";

  beforeAll(async () => {
    const category = await createCategory(db, { name: `Grocery ${word3.latin}`, nameMr: `किराणा ${word3.devanagari}`, nameHi: `किराना ${word3.devanagari}` });
    categorySlug = category.slug;
    const town = await referenceTown(db, "wardha");
    ids.devanagari = (await createShop(db, { categoryId: category.id, cityId: town.id, name: `श्री ${word1.devanagari} किराणा`, nameMr: `श्री ${word1.devanagari} किराणा`, status: "published" })).shop.id;
    ids.latin = (await createShop(db, { categoryId: category.id, name: `${word2.latin} Medical`, status: "published" })).shop.id;
    ids.hindi = (await createShop(db, { categoryId: category.id, name: `Bharat ${word3.latin} Stores`, nameHi: `भारत ${word3.devanagari} स्टोर्स`, status: "published" })).shop.id;
  });

  const shopIds = async (q: string, lang: "en" | "mr" | "hi" = "en") => (await suggestSearch({ input: { q, lang }, db })).shops.map((s) => s.id);

  it("finds a Devanagari-named shop from a Latin spelling, and the reverse", async () => {
    expect((await shopIds(`shree ${word1.latin} kirana`))[0]).toBe(ids.devanagari);
    expect((await shopIds(`${word2.devanagari} मेडिकल`))[0]).toBe(ids.latin);
  });

  it("finds a shop despite a one-letter typo", async () => {
    // One letter changed in the middle of the made-up word ("ko" → "ka" and so on).
    const typo = word1.latin.slice(0, 3) + (word1.latin[3] === "e" ? "a" : "e") + word1.latin.slice(4);
    expect(await shopIds(`${typo} kirana`)).toContain(ids.devanagari);
    const dropped = word2.latin.slice(0, 4) + word2.latin.slice(5);
    expect(await shopIds(dropped)).toContain(ids.latin);
  });

  it("reads the Hindi name too", async () => {
    expect((await shopIds(`${word3.devanagari} स्टोर्स`, "hi"))[0]).toBe(ids.hindi);
    const [first] = (await suggestSearch({ input: { q: `भारत ${word3.devanagari}`, lang: "hi" }, db })).shops;
    expect(first?.name).toBe(`भारत ${word3.devanagari} स्टोर्स`);
  });

  it("suggests categories and towns in the page's language", async () => {
    const mr = await suggestSearch({ input: { q: `kirana ${word3.latin}`, lang: "mr" }, db });
    expect(mr.categories[0]).toEqual({ slug: categorySlug, name: `किराणा ${word3.devanagari}` });
    const towns = await suggestSearch({ input: { q: "wardha", lang: "hi" }, db });
    expect(towns.towns[0]?.slug).toBe("wardha");
    expect(towns.towns[0]?.name).toMatch(/वर्धा/);
    const typo = await suggestSearch({ input: { q: "वर्दा", lang: "en" }, db });
    expect(typo.towns.map((t) => t.slug)).toContain("wardha");
  });

  it("suggests a category and a town from their Hindi names alone", async () => {
    // Hindi names sharing no word with the English and Marathi ones: only name_hi can match.
    const word4 = madeUpWord(seed + 3);
    const word5 = madeUpWord(seed + 4);
    const category = await createCategory(db, { name: `Chemist ${word4.latin}x`, nameMr: `औषधे ${word4.latin}x`, nameHi: `दवाइयाँ ${word4.devanagari}` });
    const [town] = await db.insert(cities).values({ slug: `town-${word5.latin}`, name: `Town ${word5.latin}x`, nameMr: `गाव ${word5.latin}x`, nameHi: `नगर ${word5.devanagari}`, latitude: 20.7, longitude: 78.6 }).returning();
    const hi = await suggestSearch({ input: { q: `दवाइयाँ ${word4.devanagari}`, lang: "hi" }, db });
    expect(hi.categories[0]).toEqual({ slug: category.slug, name: `दवाइयाँ ${word4.devanagari}` });
    // The same Hindi name typed in Latin letters, on an English page: the English name is shown.
    const latin = await suggestSearch({ input: { q: `davaiyan ${word4.latin}`, lang: "en" }, db });
    expect(latin.categories[0]?.slug).toBe(category.slug);
    expect(latin.categories[0]?.name).toBe(`Chemist ${word4.latin}x`);
    const towns = await suggestSearch({ input: { q: `नगर ${word5.devanagari}`, lang: "hi" }, db });
    expect(towns.towns[0]).toEqual({ slug: town!.slug, name: `नगर ${word5.devanagari}` });
  });

  it("answers nothing for one character or a word nothing resembles", async () => {
    expect(await suggestSearch({ input: { q: "k", lang: "en" }, db })).toEqual({ shops: [], categories: [], towns: [] });
    // A word no shop name resembles, whatever other test files left in this worker's database
    // ("zzqqxxyy" met public-shops-api's "Bulk 1 Zqx" once the two ran in one worker).
    expect((await suggestSearch({ input: { q: "qqqqqqqqqq", lang: "en" }, db })).shops).toEqual([]);
  });

  it("the listing's text search matches across scripts and reads the Hindi name", async () => {
    const found = async (search: string) => (await listShops({ query: { search, page: 1 }, db })).shops.map((s) => s.id);
    expect(await found(`${word1.latin} kirana`)).toEqual([ids.devanagari]);
    expect(await found(`${word2.devanagari} मेडिकल`)).toEqual([ids.latin]);
    expect(await found(`भारत ${word3.devanagari}`)).toEqual([ids.hindi]);
  });
});
