import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { favourites, shops } from "../../server/db/schema";
import { listFavouriteIds } from "../../server/favourites/list-favourite-ids";
import { listFavourites } from "../../server/favourites/list-favourites";
import { toggleFavourite } from "../../server/favourites/toggle-favourite";
import { connectTestDb } from "../support/db";
import { createShop } from "../support/factories";
import { createCodedCustomer } from "../support/sales-factories";
import { actorOf } from "../support/customer-factories";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

describe("favourites", () => {
  it("toggles store / remove for the signed-in customer only, and lists their own favourites newest first", async () => {
    const [me, other] = [await createCodedCustomer(db), await createCodedCustomer(db)];
    const [mine, theirs] = [await actorOf(db, me.id), await actorOf(db, other.id)];
    const a = (await createShop(db, { name: "Aai Kirana" })).shop;
    const b = (await createShop(db, { name: "Bharat Medical" })).shop;

    expect(await toggleFavourite({ actor: mine, input: { franchisee_id: a.id }, db })).toMatchObject({ action: "store", msg: "Shop added to your favourites." });
    expect(await toggleFavourite({ actor: mine, input: { franchisee_id: b.id }, db })).toMatchObject({ action: "store" });
    expect(await toggleFavourite({ actor: theirs, input: { franchisee_id: a.id }, db })).toMatchObject({ action: "store" });

    const list = await listFavourites({ actor: mine, db });
    expect(list.count).toBe(2);
    expect(list.shops.map((s) => s.name)).toEqual(["Bharat Medical", "Aai Kirana"]);
    expect(list.hasMore).toBe(false);

    expect(await toggleFavourite({ actor: mine, input: { franchisee_id: a.id }, db })).toMatchObject({ action: "remove", msg: "Shop removed from your favourites." });
    expect((await listFavourites({ actor: mine, db })).shops.map((s) => s.name)).toEqual(["Bharat Medical"]);
    // The other customer's favourite is untouched.
    expect((await listFavourites({ actor: theirs, db })).shops.map((s) => s.name)).toEqual(["Aai Kirana"]);
    // The ids that fill the hearts on cached public pages are each customer's own.
    expect(await listFavouriteIds({ actor: mine, db })).toEqual([b.id]);
    expect(await listFavouriteIds({ actor: theirs, db })).toEqual([a.id]);
    await expect(listFavouriteIds({ actor: { userId: "x", roles: [] }, db })).rejects.toMatchObject({ code: "forbidden" });
  });

  it("refuses a request naming another customer, an unknown or unpublished shop, and a visitor", async () => {
    const [me, other] = [await createCodedCustomer(db), await createCodedCustomer(db)];
    const actor = await actorOf(db, me.id);
    const shop = (await createShop(db)).shop;
    await expect(toggleFavourite({ actor, input: { franchisee_id: shop.id, customer_id: other.id }, db })).rejects.toMatchObject({ code: "forbidden" });
    expect(await db.select().from(favourites).where(eq(favourites.customerId, other.id))).toHaveLength(0);
    await expect(toggleFavourite({ actor, input: { franchisee_id: 2_000_000_000 }, db })).rejects.toMatchObject({ code: "not_found" });
    await db.update(shops).set({ status: "suspended" }).where(eq(shops.id, shop.id));
    await expect(toggleFavourite({ actor, input: { franchisee_id: shop.id }, db })).rejects.toMatchObject({ code: "not_found" });
    await expect(toggleFavourite({ actor: { userId: "x", roles: [] }, input: { franchisee_id: shop.id }, db })).rejects.toMatchObject({ code: "forbidden" });
  });

  it("pages twelve at a time", async () => {
    const me = await createCodedCustomer(db);
    const actor = await actorOf(db, me.id);
    for (let i = 0; i < 13; i += 1) await toggleFavourite({ actor, input: { franchisee_id: (await createShop(db)).shop.id }, db });
    const first = await listFavourites({ actor, db });
    expect([first.shops.length, first.count, first.hasMore]).toEqual([12, 13, true]);
    const second = await listFavourites({ actor, db, page: 2 });
    expect([second.shops.length, second.hasMore]).toEqual([1, false]);
  });
});
