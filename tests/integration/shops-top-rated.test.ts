import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ratingRank } from "../../lib/reviews/review-rules";
import { writeReview } from "../../server/reviews/write-review";
import { listShops } from "../../server/shops/list-shops";
import { listTopRatedShops, listTopRatedShopsNear } from "../../server/shops/list-top-rated-shops";
import { dropTemplate, freshWorld, type World } from "../support/commission-factories";
import { createBuyer, createReviewShop, type ReviewShop } from "../support/review-factories";

let world: World;
beforeAll(async () => {
  world = await freshWorld();
});
afterAll(async () => {
  await world.close();
  await dropTemplate();
});

async function rated(shop: ReviewShop, ratings: number[]) {
  for (const rating of ratings) {
    const buyer = await createBuyer(world.db, shop);
    await writeReview({ actor: buyer.actor, input: { shop_id: shop.shop.id, rating }, db: world.db });
  }
}

describe("the listing's Top rated order (sort=rating)", () => {
  it("puts many good reviews above one perfect one, and a shop nobody rated above one rated badly", async () => {
    const { db } = world;
    const onePerfect = await createReviewShop(db);
    const manyGood = await createReviewShop(db);
    const unrated = await createReviewShop(db);
    const oneBad = await createReviewShop(db);
    await rated(onePerfect, [5]);
    await rated(manyGood, [5, 5, 4, 4, 5, 5, 4, 5]);
    await rated(oneBad, [1]);

    const listed = await listShops({ query: { sort: "rating" }, db });
    const ids = listed.shops.map((shop) => shop.id);
    const order = [manyGood, onePerfect, unrated, oneBad].map((shop) => shop.shop.id);
    expect(ids.filter((id) => order.includes(id))).toEqual(order);

    // "4★ and up": the average as the card shows it, so unrated shops are left out.
    const fourUp = await listShops({ query: { sort: "rating", min_rating: 4 }, db });
    expect(fourUp.shops.map((shop) => shop.id).filter((id) => order.includes(id))).toEqual([manyGood.shop.id, onePerfect.shop.id]);
  });

  it("counts a shop whose average shows as 4.0 as 4 stars and up, and one showing 3.9 as not", async () => {
    const { db } = world;
    const showsFour = await createReviewShop(db);
    const showsThreeNine = await createReviewShop(db);
    await rated(showsFour, [5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3]); // 79 / 20 = 3.95 -> 4.0
    await rated(showsThreeNine, [4, 4, 4, 4, 4, 4, 4, 4, 4, 3]); // 39 / 10 = 3.9
    const fourUp = await listShops({ query: { min_rating: 4 }, db });
    const ids = fourUp.shops.map((shop) => shop.id);
    expect(ids).toContain(showsFour.shop.id);
    expect(ids).not.toContain(showsThreeNine.shop.id);
  });

  it("is the rank lib/reviews/review-rules.ts computes, kept by PostgreSQL as the counts change", async () => {
    const { rows } = await world.db.execute<{ review_count: number; review_rating_sum: number; rating_rank: number }>(
      sql`SELECT review_count, review_rating_sum, rating_rank FROM shops`,
    );
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) expect(row.rating_rank, JSON.stringify(row)).toBe(ratingRank(row.review_count, row.review_rating_sum));
    // A rank that ends in .5 rounds up, as PostgreSQL's round() does: 15 reviews summing to 60 are 387.5.
    expect(ratingRank(15, 60)).toBe(388);
    const [half] = (await world.db.execute<{ rank: number }>(sql`SELECT round(100.0 * (5 * 3.5 + 60) / (5 + 15))::int AS rank`)).rows;
    expect(half!.rank).toBe(388);
    expect(ratingRank(0, 0)).toBe(350);
  });
});

describe("the home page's Top rated tab", () => {
  it("shows the shops ranked above an unrated one, best first; near the visitor, those within 15 km with their distance", async () => {
    const { db } = world;
    const best = await createReviewShop(db);
    const good = await createReviewShop(db);
    const far = await createReviewShop(db);
    const poor = await createReviewShop(db);
    const unrated = await createReviewShop(db);
    await rated(best, [5, 5, 5, 5, 5, 5, 5, 5, 5, 5]);
    await rated(good, [5, 4, 4]);
    await rated(far, [5, 5, 5, 5, 5, 5]);
    await rated(poor, [2, 3]);
    const place = async (shop: ReviewShop, lat: number, lng: number) => db.execute(sql`UPDATE shops SET latitude = ${lat}, longitude = ${lng} WHERE id = ${shop.shop.id}`);
    await place(best, 21.1458, 79.0882); // Nagpur, Sitabuldi
    await place(good, 21.2, 79.1); // about 6 km north
    await place(far, 18.5204, 73.8567); // Pune
    await place(poor, 21.15, 79.09);
    await place(unrated, 21.15, 79.09);
    const ours = [best, good, far, poor, unrated].map((shop) => shop.shop.id);

    const everywhere = (await listTopRatedShops({ db, limit: 100 })).map((shop) => shop.id).filter((id) => ours.includes(id));
    expect(everywhere).toEqual([best.shop.id, far.shop.id, good.shop.id]);

    const near = await listTopRatedShopsNear({ input: { lat: "21.149", lng: "79.091" }, db });
    expect(near.radiusKm).toBe(15);
    expect(near.shops.map((shop) => shop.id).filter((id) => ours.includes(id))).toEqual([best.shop.id, good.shop.id]);
    const distances = near.shops.filter((shop) => ours.includes(shop.id)).map((shop) => shop.distanceMetres!);
    expect(distances[0]).toBeLessThan(1_000);
    expect(distances[1]).toBeGreaterThan(5_000);
    expect(distances[1]).toBeLessThan(15_000);
    expect(near.shops[0]).toMatchObject({ rating: { average: expect.any(Number), count: expect.any(Number) } });

    // Where the best ranked everywhere already hold `limit` near ones, those are the answer (the first look).
    const firstLook = await listTopRatedShopsNear({ input: { lat: "21.149", lng: "79.091" }, db, limit: 2 });
    expect(firstLook.shops.map((shop) => shop.id)).toEqual([best.shop.id, good.shop.id]);
    expect(firstLook.shops[0]!.distanceMetres).toBeLessThan(1_000);

    await expect(listTopRatedShopsNear({ input: { lat: "91", lng: "79" }, db })).rejects.toMatchObject({ fieldErrors: { lat: expect.any(String) } });
    await expect(listTopRatedShopsNear({ input: { lat: "21" } as never, db })).rejects.toMatchObject({ fieldErrors: { lng: expect.any(String) } });
  });
});
