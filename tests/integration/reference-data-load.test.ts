import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { loadReferenceData } from "../../server/reference/load-reference-data";
import { towns } from "../../server/reference/towns";
import { connectTestDb } from "../support/db";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

describe("reference data load", () => {
  it("loads the Maharashtra towns and pincodes once, then skips", async () => {
    const first = await loadReferenceData(db);
    const second = await loadReferenceData(db);
    expect(first.towns).toBeGreaterThan(300);
    expect(second.loaded).toBe(false);
    // Other test files share this database and may add towns of their own: count the reference ones.
    const slugs = towns.map((town) => town.slug);
    const [{ n }] = (await db.execute<{ n: string }>(sql`SELECT count(*)::text AS n FROM cities WHERE slug = ANY(string_to_array(${slugs.join(",")}, ','))`)).rows as [{ n: string }];
    expect(Number(n)).toBe(first.towns);
  });

  it("marks the product's five popular locations in order and links pincodes to towns", async () => {
    await loadReferenceData(db);
    const popular = await db.execute<{ slug: string }>(sql`SELECT slug FROM cities WHERE popular ORDER BY sort_order`);
    expect(popular.rows.map((r) => r.slug)).toEqual(["nagpur", "wardha", "katol", "saoner", "kalmeshwar"]);
    const nagpur = await db.execute<{ district: string; slug: string | null }>(
      sql`SELECT p.district, c.slug FROM pincodes p LEFT JOIN cities c ON c.id = p.city_id WHERE p.pincode = '440001'`,
    );
    expect(nagpur.rows[0]).toMatchObject({ district: "Nagpur", slug: "nagpur" });
  });
});
