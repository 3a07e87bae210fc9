import { sql } from "drizzle-orm";
import type { Executor } from "../db/connect";
import { categories } from "../db/schema";
import { demoCategories } from "../demo/content/categories";
import { hashPick, maxId } from "./bulk";
import { BRANDS, SHOP_KINDS, SHOP_KINDS_MR, SHOP_WORDS, SHOP_WORDS_MR, pickWord } from "./words";

export type GeneratedShops = { firstId: number; lastId: number; count: number };

/** A generated shop's owner logs in as user `scale-owner-<shop id>`, mobile 7 followed by the shop id in nine digits. */
export const ownerUserId = (shopId: number) => `scale-owner-${shopId}`;
export const ownerMobile = (shopId: number) => `7${String(shopId).padStart(9, "0")}`;

const int = (n: number) => sql.raw(String(Math.trunc(n)));
const OPENING_HOURS = JSON.stringify(
  ["mon", "tue", "wed", "thu", "fri", "sat"].map((day) => ({ day, open: "09:00", close: "21:00" })),
);

/** The demo data's shop categories, added when missing (a database without the demo data has none). */
export async function ensureShopCategories(tx: Executor): Promise<void> {
  await tx
    .insert(categories)
    .values(demoCategories.map((c) => ({ slug: c.slug, name: c.name, nameMr: c.nameMr, nameHi: c.nameHi, icon: c.icon, popular: c.popular, sortOrder: c.sortOrder })))
    .onConflictDoNothing({ target: categories.slug });
}

/**
 * Generates `count` published shops, each with its franchisee and the owner's user (with a
 * credential account when a password hash is given), over the real Maharashtra town list (three
 * in four in the five popular towns), with English and Marathi names, brands, a real pincode of
 * the town where one is known, a map position near the town's centre, and an interest rate.
 * Town, category, rate and age are independent draws per shop, as in real data. Set-based.
 */
export async function generateShops(
  tx: Executor,
  options: { count: number; passwordHash: string | null; openedBefore: Date; openSpanDays?: number },
): Promise<GeneratedShops> {
  const { count, passwordHash, openedBefore } = options;
  if (!Number.isSafeInteger(count) || count < 1) throw new Error(`shop count must be a positive integer, got ${count}`);
  await ensureShopCategories(tx);
  const shopBase = await maxId(tx, "shops");
  const franchiseeBase = await maxId(tx, "franchisees");
  const spanSeconds = (options.openSpanDays ?? 730) * 86_400;
  const g = sql`g`;

  await tx.execute(sql`DROP TABLE IF EXISTS scale_shops`);
  await tx.execute(sql`
    CREATE TEMP TABLE scale_shops ON COMMIT DROP AS
    WITH towns AS (
      SELECT array_agg(id ORDER BY popular DESC, sort_order, id) AS ids, count(*) AS n, count(*) FILTER (WHERE popular) AS popular_n FROM cities
    ),
    cats AS (SELECT array_agg(id ORDER BY id) AS ids, count(*) AS n FROM categories)
    SELECT g, ${int(shopBase)} + g AS id, ${int(franchiseeBase)} + g AS franchisee_id,
           cats.ids[1 + ${hashPick(g, 41, sql`cats.n`)}] AS category_id,
           CASE WHEN towns.popular_n > 0 AND ${hashPick(g, 43, 4)} > 0 THEN towns.ids[1 + ${hashPick(g, 47, sql`towns.popular_n`)}]
                WHEN towns.n > 0 THEN towns.ids[1 + ${hashPick(g, 47, sql`towns.n`)}] END AS city_id,
           ${pickWord(SHOP_WORDS, hashPick(g, 53, SHOP_WORDS.length))} AS word,
           ${pickWord(SHOP_WORDS_MR, hashPick(g, 53, SHOP_WORDS.length))} AS word_mr,
           ${hashPick(g, 59, SHOP_KINDS.length)} AS kind,
           ${openedBefore.toISOString()}::timestamptz - ${hashPick(g, 61, spanSeconds)} * interval '1 second' AS opened_at
    FROM generate_series(1, ${int(count)}) AS g, towns, cats`);

  await tx.execute(sql`
    INSERT INTO "user" (id, name, email, email_verified, phone_number, phone_number_verified, role, created_at, updated_at)
    SELECT 'scale-owner-' || id, 'Owner of shop ' || id, 'owner' || id || '@scale.example', false,
           '7' || lpad(id::text, 9, '0'), true, 'franchisee', opened_at, opened_at
    FROM scale_shops ORDER BY g`);
  if (passwordHash) {
    await tx.execute(sql`
      INSERT INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at)
      SELECT 'scale-account-owner-' || id, 'scale-owner-' || id, 'credential', 'scale-owner-' || id, ${passwordHash}, opened_at, opened_at
      FROM scale_shops ORDER BY g`);
  }
  await tx.execute(sql`
    INSERT INTO franchisees (id, user_id, owner_name, status, created_at, updated_at)
    OVERRIDING SYSTEM VALUE
    SELECT franchisee_id, 'scale-owner-' || id, 'Owner of shop ' || id, 'active', opened_at, opened_at FROM scale_shops ORDER BY g`);
  await tx.execute(sql`
    INSERT INTO shops (id, franchisee_id, slug, name, name_mr, category_id, brands, mobile, opening_hours, details_html, state, city_id,
                       pincode, address, latitude, longitude, interest_rate_bp, featured, best_deal, visitors, status, published_at, created_at, updated_at)
    OVERRIDING SYSTEM VALUE
    SELECT s.id, s.franchisee_id,
           lower(replace(s.word, ' ', '-')) || '-' || lower(${pickWord(SHOP_KINDS, sql`s.kind`)}) || '-' || s.g,
           s.word || ' ' || ${pickWord(SHOP_KINDS, sql`s.kind`)} || ' ' || s.g,
           s.word_mr || ' ' || ${pickWord(SHOP_KINDS_MR, sql`s.kind`)} || ' ' || s.g,
           s.category_id,
           ${pickWord(BRANDS, hashPick(sql`s.g`, 67, BRANDS.length))} || ', ' || ${pickWord(BRANDS, hashPick(sql`s.g`, 71, BRANDS.length))} || ', Local',
           '8' || lpad(s.id::text, 9, '0'),
           ${OPENING_HOURS}::jsonb,
           '<p>' || s.word || ' ' || ${pickWord(SHOP_KINDS, sql`s.kind`)} || ' has served ' || coalesce(c.name, 'the town') || ' since ' || extract(year FROM s.opened_at) || '.</p>',
           'MAHARASHTRA', s.city_id,
           pins.pins[1 + ${hashPick(sql`s.g`, 73, sql`cardinality(pins.pins)`)}],
           'Shop ' || (1 + s.g % 200) || ', Main Road, near Bus Stand' || coalesce(', ' || c.name, ''),
           c.latitude + (${hashPick(sql`s.g`, 79, 2000)} - 1000) / 20000.0,
           c.longitude + (${hashPick(sql`s.g`, 83, 2000)} - 1000) / 20000.0,
           (ARRAY[300, 400, 500, 500, 500, 500, 600, 800])[1 + ${hashPick(sql`s.g`, 89, 8)}],
           s.g % 17 = 0, s.g % 23 = 0, ${hashPick(sql`s.g`, 97, 3000)}::int,
           'published', s.opened_at, s.opened_at, s.opened_at
    FROM scale_shops s
    LEFT JOIN cities c ON c.id = s.city_id
    LEFT JOIN (SELECT city_id, array_agg(pincode::text ORDER BY pincode) AS pins FROM pincodes WHERE city_id IS NOT NULL GROUP BY city_id) pins
      ON pins.city_id = s.city_id
    ORDER BY s.g`);
  await tx.execute(sql`DROP TABLE scale_shops`);
  // Bulk loads run without the row trigger that notes each shop's words for the search box.
  await tx.execute(sql`SELECT search_words_rebuild()`);
  return { firstId: shopBase + 1, lastId: shopBase + count, count };
}
