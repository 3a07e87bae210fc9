import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { shops } from "../../server/db/schema";
import { isAppError } from "../../server/errors";
import { updateShopImages } from "../../server/franchisees/update-shop-images";
import { connectTestDb } from "../support/db";
import { createFundedShop } from "../support/sales-factories";

const { db, pool } = connectTestDb();
afterAll(() => pool.end());

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#2a9d8f" } }).png().toBuffer();
const uploadDir = path.resolve(process.env.UPLOAD_DIR ?? ".data/uploads");

describe("shop images", () => {
  it("re-encodes a good image to WebP within 1600 px and points the shop at it", async () => {
    const { actor, shop } = await createFundedShop(db);
    const images = await updateShopImages({ actor, files: { franchisee_image1: await png(3000, 2000) }, db });
    expect(images.franchisee_image1).toMatch(/^\/media\/shops\/\d+\/[a-f0-9]{32}\.webp$/);
    const [row] = await db.select({ image1: shops.image1 }).from(shops).where(eq(shops.id, shop.id));
    const file = path.join(uploadDir, row!.image1!);
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe("webp");
    expect(Math.max(meta.width!, meta.height!)).toBe(1600);
  });

  it("refuses a text file named .jpg, a zero-byte file and a file over 5 MB, changing nothing", async () => {
    const { actor, shop } = await createFundedShop(db);
    await updateShopImages({ actor, files: { franchisee_image2: await png(400, 300) }, db });
    const [before] = await db.select().from(shops).where(eq(shops.id, shop.id));
    const cases: [string, Buffer, RegExp][] = [
      ["text", Buffer.from("this is not an image, just text pretending to be a jpg"), /JPEG, PNG or WebP/],
      ["empty", Buffer.alloc(0), /empty/],
      ["huge", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(20 * 1024 * 1024)]), /5 MB/],
      ["broken", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from("garbage")]), /could not be read/],
    ];
    for (const [, data, message] of cases) {
      // A good main image alongside the bad one must not be stored either.
      const error = await updateShopImages({ actor, files: { franchisee_image1: await png(200, 200), franchisee_image3: data }, db }).catch((e: unknown) => e);
      expect(isAppError(error) && error.fieldErrors?.franchisee_image3).toMatch(message);
    }
    const [after] = await db.select().from(shops).where(eq(shops.id, shop.id));
    expect(after).toMatchObject({ image1: before!.image1, image2: before!.image2, image3: before!.image3 });
  });

  it("removes the replaced file from storage", async () => {
    const { actor, shop } = await createFundedShop(db);
    await updateShopImages({ actor, files: { franchisee_image1: await png(100, 100) }, db });
    const [first] = await db.select({ image1: shops.image1 }).from(shops).where(eq(shops.id, shop.id));
    await updateShopImages({ actor, files: { franchisee_image1: await png(120, 100) }, db });
    expect(existsSync(path.join(uploadDir, first!.image1!))).toBe(false);
  });
});
