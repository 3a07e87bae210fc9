import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { makeClosureSchema, shopClosureSchema } from "../../lib/validation/shop-closure";
import { auditLog, shops } from "../../server/db/schema";
import { isAppError } from "../../server/errors";
import { getShopClosure } from "../../server/franchisees/get-shop-closure";
import { setShopClosure } from "../../server/franchisees/set-shop-closure";
import { listShops } from "../../server/shops/list-shops";
import { connectTestDb } from "../support/db";
import { createFundedShop } from "../support/sales-factories";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

const monday = new Date("2026-11-23T11:00:00+05:30");
const allWeek = (["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const).map((day) => ({ day, open: "09:00", close: "21:00" }));

/** docs/product.md#shop-hours: the owner's "temporarily closed" notice. */
describe("setShopClosure", () => {
  it("validates the notice and the date against India's today", () => {
    const schema = makeClosureSchema(undefined, () => monday);
    expect(schema.safeParse({ closed: true, notice: "", until: "" }).error?.issues[0]).toMatchObject({ path: ["notice"], message: "Please write what customers should know, for example: Closed for Diwali." });
    expect(schema.safeParse({ closed: true, notice: "Diwali", until: "2026-11-22" }).error?.issues[0]).toMatchObject({ path: ["until"], message: "The reopening date cannot be in the past." });
    expect(schema.safeParse({ closed: true, notice: "Diwali", until: "2028-01-01" }).error?.issues[0]?.message).toBe("Please choose a date within a year.");
    expect(schema.safeParse({ closed: true, notice: "x".repeat(201), until: "" }).error?.issues[0]?.message).toBe("The notice should be at most 200 characters.");
    expect(schema.safeParse({ closed: true, notice: "Diwali", until: "2026-11-23" }).success).toBe(true);
    // Switching off needs nothing else.
    expect(schema.safeParse({ closed: false, notice: "", until: "" }).success).toBe(true);
  });

  it("closes the shop for Open now and on its page, audits, and reopens", async () => {
    const { actor, shop } = await createFundedShop(db);
    await db.update(shops).set({ openingHours: allWeek, status: "published" }).where(eq(shops.id, shop.id));
    const openNow = async () => (await listShops({ query: { search: shop.name, open_now: true, page: 1 }, db, now: monday })).shops.map((s) => s.id);
    expect(await openNow()).toEqual([shop.id]);

    const saved = await setShopClosure({ actor, input: shopClosureSchema.parse({ closed: true, notice: "  Closed for Diwali  ", until: "" }), db });
    expect(saved).toEqual({ closed: true, notice: "Closed for Diwali", until: "" });
    expect(await getShopClosure({ actor, db })).toEqual(saved);
    expect(await openNow()).toEqual([]);
    const [card] = (await listShops({ query: { search: shop.name, page: 1 }, db })).shops;
    expect(card?.closure).toEqual({ notice: "Closed for Diwali", until: null });

    // Ended yesterday: open again without anyone switching it off.
    await db.update(shops).set({ closedUntil: "2026-11-22" }).where(eq(shops.id, shop.id));
    expect(await openNow()).toEqual([shop.id]);

    expect(await setShopClosure({ actor, input: { closed: false, notice: "ignored", until: "" }, db })).toEqual({ closed: false, notice: "", until: "" });
    const audits = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, String(shop.id)));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(["shop.closure_set", "shop.closure_cleared"]));
  });

  it("is only for a shop owner", async () => {
    const error = await setShopClosure({ actor: { userId: "nobody", roles: ["customer"] }, input: { closed: false, notice: "", until: "" }, db }).catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe("forbidden");
  });
});
