import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Transaction } from "../db/connect";
import { mediaUrl, putMedia } from "../storage/media-storage";
import { demoNewsImageFile, demoShopImageFile, demoShopImages } from "./content/images";
import { demoShops } from "./content/shops";
import type { SeededShop } from "./seed-shops";

/** The committed pictures (scripts/generate-demo-images.ts); the loader runs from the project folder. */
const IMAGES = path.resolve(process.cwd(), "server/demo/images");

/**
 * Stores the demo shops' pictures as their owners' uploads are stored (content-addressed under
 * UPLOAD_DIR, the storage key in image1..3), so they are served from /media/ like any upload.
 * Shops listed in SHOPS_WITHOUT_PICTURES keep the default image.
 */
export async function storeDemoShopImages(tx: Transaction, shops: SeededShop[]): Promise<number> {
  const rows = await Promise.all(
    shops.map(async (shop) => {
      const index = demoShops.findIndex((d) => d.key === shop.key);
      const pictures = demoShopImages(demoShops[index]!, index);
      const keys = await Promise.all(pictures.map(async (picture) => putMedia(`shops/${shop.id}`, await readFile(path.join(IMAGES, demoShopImageFile(shop.key, picture))))));
      return { id: shop.id, image1: keys[0] ?? null, image2: keys[1] ?? null, image3: keys[2] ?? null };
    }),
  );
  const withPictures = rows.filter((row) => row.image1 !== null);
  await tx.execute(sql`
    UPDATE shops s SET image1 = r.image1, image2 = r.image2, image3 = r.image3
    FROM jsonb_to_recordset(${JSON.stringify(withPictures)}::jsonb) AS r(id bigint, image1 text, image2 text, image3 text)
    WHERE s.id = r.id`);
  return withPictures.length;
}

/** An article's picture, stored as the console stores an uploaded one: its /media/ address. */
export async function storeDemoNewsImage(key: string): Promise<string> {
  return mediaUrl(await putMedia("news", await readFile(path.join(IMAGES, demoNewsImageFile(key)))));
}
