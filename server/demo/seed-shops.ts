import type { Transaction } from "../db/connect";
import { cities, franchisees, shops } from "../db/schema";
import { demoShops } from "./content/shops";
import { demoFranchiseeLogin } from "./content/people";
import { slugify } from "./seed-content";
import { insertLoginUsers } from "./seed-accounts";
import { resolveTownSlug } from "./resolve-town";
import type { seededRandom } from "./random";

const DAY = 86_400_000;
const METRES_PER_DEGREE = 111_320;

export type SeededShop = {
  id: number;
  key: string;
  categorySlug: string;
  interestRateBp: number;
  ownerUserId: string;
  createdAt: Date;
  /** Whole days between the shop's opening and the load (it opened up to 20 hours earlier still). */
  openedDaysAgo: number;
};

/** Openings spread over the last ~200 days so "latest" has an order; the first shop in the list is oldest. */
export const shopOpenedDaysAgo = (index: number) => 200 - index * 3;

/** Franchisees with their shops, placed on the map around their town's real centre. */
export async function seedShops(
  tx: Transaction,
  options: { now: Date; passwordHash: string; categoryIds: Map<string, number>; random: ReturnType<typeof seededRandom> },
): Promise<SeededShop[]> {
  const { now, passwordHash, categoryIds, random } = options;
  const towns = new Map(
    (await tx.select({ id: cities.id, slug: cities.slug, latitude: cities.latitude, longitude: cities.longitude }).from(cities)).map((c) => [c.slug, c]),
  );
  const createdAtOf = (index: number) => new Date(now.getTime() - shopOpenedDaysAgo(index) * DAY - random.int(0, 20) * 3_600_000);

  const ownerIds = await insertLoginUsers(
    tx,
    demoShops.map((shop, index) => ({
      name: shop.ownerName,
      email: shop.email,
      mobile: shop.mobile,
      role: "franchisee",
      // Every demo shop owner can log in; the README lists one of them.
      passwordHash,
      createdAt: createdAtOf(index),
    })),
  );
  const franchiseeRows = await tx
    .insert(franchisees)
    .values(demoShops.map((shop, index) => ({ userId: ownerIds[index]!, ownerName: shop.ownerName, createdAt: createdAtOf(index) })))
    .returning({ id: franchisees.id, userId: franchisees.userId });
  const franchiseeIdByUser = new Map(franchiseeRows.map((row) => [row.userId, row.id]));

  const rows = demoShops.map((shop, index) => {
    const town = towns.get(resolveTownSlug(shop.town));
    if (!town) throw new Error(`demo shop ${shop.key}: town ${shop.town} is not in the reference data`);
    const categoryId = categoryIds.get(shop.categorySlug);
    if (!categoryId) throw new Error(`demo shop ${shop.key}: unknown category ${shop.categorySlug}`);
    const latitude = town.latitude + shop.offset.north / METRES_PER_DEGREE;
    const longitude = town.longitude + shop.offset.east / (METRES_PER_DEGREE * Math.cos((town.latitude * Math.PI) / 180));
    const createdAt = createdAtOf(index);
    return {
      franchiseeId: franchiseeIdByUser.get(ownerIds[index]!)!,
      slug: slugify(shop.name),
      name: shop.name,
      nameMr: shop.nameMr,
      categoryId,
      brands: shop.brands,
      mobile: shop.mobile,
      officeNo: shop.officeNo || null,
      email: shop.email,
      openingHours: shop.timing,
      detailsHtml: shop.detailsHtml,
      featuresHtml: shop.featuresHtml,
      cityId: town.id,
      pincode: shop.pincode,
      address: shop.address,
      latitude: Number(latitude.toFixed(6)),
      longitude: Number(longitude.toFixed(6)),
      interestRateBp: Math.round(shop.interestRatePercent * 100),
      featured: shop.featured,
      bestDeal: shop.bestDeal,
      visitors: random.int(40, 2400) + (shop.mobile === demoFranchiseeLogin.mobile ? 1000 : 0),
      status: "published" as const,
      publishedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const inserted = await tx.insert(shops).values(rows).returning({ id: shops.id, franchiseeId: shops.franchiseeId, interestRateBp: shops.interestRateBp, createdAt: shops.createdAt });
  // Map back through the franchisee, not by position: RETURNING promises no order.
  const userByFranchisee = new Map(franchiseeRows.map((row) => [row.id, row.userId]));
  return inserted
    .map((row) => {
      const ownerUserId = userByFranchisee.get(row.franchiseeId)!;
      const index = ownerIds.indexOf(ownerUserId);
      const shop = demoShops[index]!;
      return { index, id: row.id, key: shop.key, categorySlug: shop.categorySlug, interestRateBp: row.interestRateBp, ownerUserId, createdAt: row.createdAt, openedDaysAgo: shopOpenedDaysAgo(index) };
    })
    // In list order, not RETURNING's: the sales seeded next pick shops by position.
    .sort((a, b) => a.index - b.index);
}
