import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { countShopVisit, SHOP_VISIT_CAPS } from "../../server/shops/count-shop-visit";
import { connectTestDb } from "../support/db";
import { createShop } from "../support/public-factories";

/**
 * The public visit counter counts a shop page once per visitor per India day; a script cannot push
 * it past the per-address caps, with or without cookies (docs/decisions/114-shop-visit-counter.md).
 */
const { db, pool } = connectTestDb();
afterAll(() => pool.end());

const ip = () => `192.0.2.${Math.floor(Math.random() * 250)}-${Math.random()}`;
const visitorsOf = async (shopId: number) => Number((await db.execute<{ v: number }>(sql`SELECT visitors AS v FROM shops WHERE id = ${shopId}`)).rows[0]!.v);
const at = (iso: string) => new Date(iso);
const BROWSER = "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";

describe("the public visit counter", () => {
  it("counts one visitor once a day with the cookie it was given, and again the next India day", async () => {
    const { shop } = await createShop(db, { status: "published" });
    const from = ip();
    const now = at("2026-11-27T10:00:00+05:30");
    const first = await countShopVisit({ shopId: shop.id, visitorCookie: undefined, userAgent: BROWSER, ip: from, now, db });
    expect(first).toMatchObject({ counted: true });
    expect(first.newCookie).toMatch(/^[\w-]+\.[\w-]+$/);
    for (let i = 0; i < 5; i += 1) {
      expect(await countShopVisit({ shopId: shop.id, visitorCookie: first.newCookie, userAgent: BROWSER, ip: from, now, db })).toMatchObject({ counted: false, newCookie: undefined });
    }
    // Another address with the same cookie (a phone moving from Wi-Fi to mobile data): still once.
    expect(await countShopVisit({ shopId: shop.id, visitorCookie: first.newCookie, userAgent: BROWSER, ip: ip(), now, db })).toMatchObject({ counted: false });
    expect(await visitorsOf(shop.id)).toBe(1);
    // 23:59 is still the same India day; 00:00 the next.
    expect(await countShopVisit({ shopId: shop.id, visitorCookie: first.newCookie, userAgent: BROWSER, ip: from, now: at("2026-11-27T23:59:00+05:30"), db })).toMatchObject({ counted: false });
    expect(await countShopVisit({ shopId: shop.id, visitorCookie: first.newCookie, userAgent: BROWSER, ip: from, now: at("2026-11-28T00:00:00+05:30"), db })).toMatchObject({ counted: true });
    expect(await visitorsOf(shop.id)).toBe(2);
  });

  it("caps what one address can add to a shop in a day, without a cookie or with forged ones", async () => {
    const { shop } = await createShop(db, { status: "published" });
    const now = at("2026-11-27T12:00:00+05:30");
    const noCookie = ip();
    for (let i = 0; i < SHOP_VISIT_CAPS.perShopPerIp + 15; i += 1) await countShopVisit({ shopId: shop.id, visitorCookie: undefined, userAgent: BROWSER, ip: noCookie, now, db });
    expect(await visitorsOf(shop.id)).toBe(SHOP_VISIT_CAPS.perShopPerIp);
    const forger = ip();
    for (let i = 0; i < SHOP_VISIT_CAPS.perShopPerIp + 15; i += 1) {
      const forged = `${Math.random().toString(36).slice(2)}.${Math.random().toString(36).slice(2)}`;
      const result = await countShopVisit({ shopId: shop.id, visitorCookie: forged, userAgent: BROWSER, ip: forger, now, db });
      if (result.counted) expect(result.newCookie).not.toBe(forged);
    }
    expect(await visitorsOf(shop.id)).toBe(2 * SHOP_VISIT_CAPS.perShopPerIp);
  });

  it("caps one address across shops too, and keeps only keyed hashes of today", async () => {
    const shops = await Promise.all(Array.from({ length: Math.ceil(SHOP_VISIT_CAPS.perIp / SHOP_VISIT_CAPS.perShopPerIp) + 1 }, () => createShop(db, { status: "published" })));
    const from = ip();
    const now = at("2026-11-29T09:00:00+05:30");
    let counted = 0;
    for (const { shop } of shops) {
      for (let i = 0; i < SHOP_VISIT_CAPS.perShopPerIp; i += 1) {
        if ((await countShopVisit({ shopId: shop.id, visitorCookie: undefined, userAgent: BROWSER, ip: from, now, db })).counted) counted += 1;
      }
    }
    expect(counted).toBe(SHOP_VISIT_CAPS.perIp);
    // Nothing stored names the address or the visitor; earlier days are gone.
    const { rows } = await db.execute<{ days: string[]; raw: number }>(sql`
      SELECT array_agg(DISTINCT day::text) AS days,
             count(*) FILTER (WHERE visitor_hash LIKE ${`%${from}%`})::int AS raw
      FROM shop_visit_days`);
    expect(rows[0]!.days).toEqual(["2026-11-29"]);
    expect(rows[0]!.raw).toBe(0);
    const { rows: counters } = await db.execute<{ days: string[] }>(sql`SELECT array_agg(DISTINCT day::text) AS days FROM shop_visit_counters`);
    expect(counters[0]!.days).toEqual(["2026-11-29"]);
  });

  it("refuses a shop that is not published, counting nothing", async () => {
    const { shop } = await createShop(db, { status: "draft" });
    await expect(countShopVisit({ shopId: shop.id, visitorCookie: undefined, userAgent: BROWSER, ip: ip(), now: new Date(), db })).rejects.toMatchObject({ code: "not_found" });
  });
});
