import "server-only";
import { eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { db as appDb } from "@/server/db/client";
import type { Database } from "@/server/db/connect";
import { shops } from "@/server/db/schema";
import { prepareShopImage } from "@/server/images/prepare-shop-image";
import { deleteMedia, isMediaKey, mediaUrl, putMedia } from "@/server/storage/media-storage";
import { revalidatePublicPages } from "@/server/shops/revalidate-public-pages";
import { getFranchiseeShop } from "./get-franchisee-shop";

export const IMAGE_SLOTS = ["franchisee_image1", "franchisee_image2", "franchisee_image3"] as const;
export type ImageSlot = (typeof IMAGE_SLOTS)[number];
const COLUMN = { franchisee_image1: "image1", franchisee_image2: "image2", franchisee_image3: "image3" } as const;

export type ShopImages = Record<ImageSlot, string | null>;

function toUrls(row: { image1: string | null; image2: string | null; image3: string | null }): ShopImages {
  const url = (key: string | null) => (key === null ? null : isMediaKey(key) ? mediaUrl(key) : key);
  return { franchisee_image1: url(row.image1), franchisee_image2: url(row.image2), franchisee_image3: url(row.image3) };
}

export async function getShopImages({ actor, db = appDb }: { actor: Actor; db?: Database }): Promise<ShopImages> {
  const shop = await getFranchiseeShop({ actor, db });
  const [row] = await db.select({ image1: shops.image1, image2: shops.image2, image3: shops.image3 }).from(shops).where(eq(shops.id, shop.shopId));
  return toUrls(row!);
}

/**
 * Replaces any of the shop's three images (main, two slider). Every file is checked and re-encoded
 * before anything is stored, so one rejected file changes nothing; replaced files are removed after
 * the database points at the new ones.
 */
export async function updateShopImages({ actor, files, db = appDb }: { actor: Actor; files: Partial<Record<ImageSlot, Buffer>>; db?: Database }): Promise<ShopImages> {
  const shop = await getFranchiseeShop({ actor, db });
  const prepared = await Promise.all(
    IMAGE_SLOTS.filter((slot) => files[slot] !== undefined).map(async (slot) => ({ slot, image: await prepareShopImage(slot, files[slot]!) })),
  );
  if (prepared.length === 0) return getShopImages({ actor, db });

  const stored = await Promise.all(prepared.map(async ({ slot, image }) => ({ slot, key: await putMedia(`shops/${shop.shopId}`, image.data) })));
  const { before, after } = await db.transaction(async (tx) => {
    const [current] = await tx.select({ image1: shops.image1, image2: shops.image2, image3: shops.image3 }).from(shops).where(eq(shops.id, shop.shopId)).for("update");
    const changes = Object.fromEntries(stored.map(({ slot, key }) => [COLUMN[slot], key]));
    const [updated] = await tx.update(shops).set({ ...changes, updatedAt: new Date() }).where(eq(shops.id, shop.shopId)).returning({ image1: shops.image1, image2: shops.image2, image3: shops.image3, slug: shops.slug });
    return { before: current!, after: updated! };
  });
  revalidatePublicPages({ shop: { id: shop.shopId, slug: after.slug } });
  const stillUsed = new Set([after.image1, after.image2, after.image3]);
  for (const old of [before.image1, before.image2, before.image3]) {
    if (old && !stillUsed.has(old)) await deleteMedia(old);
  }
  return toUrls(after);
}
