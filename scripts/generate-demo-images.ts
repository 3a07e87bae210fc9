/**
 * Draws the demo shops' and news articles' pictures (server/demo/images/*.webp, committed) as SVG
 * compositions: per category a palette and a motif of simple shapes, a layout and a background
 * pattern chosen by the shop's position, and the shop's name and town on a sign. The demo loader
 * stores them like uploads (server/storage/media-storage.ts), so they are served from /media/.
 * Run `npx tsx scripts/generate-demo-images.ts` after changing the demo shops or articles.
 *
 * Sizes: shop pictures 1200x800 (the slider shows 3:2; cards crop the middle to 4:3, so the sign
 * stays within the middle), articles 1280x720 (the news cards' 16:9). WebP, 10-25 KB each.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { demoNewsImageFile, demoShopImageFile, demoShopImages } from "../server/demo/content/images";
import { demoNews } from "../server/demo/content/news";
import { demoShops } from "../server/demo/content/shops";
import { newsSvg, shopSvg } from "./lib/demo-image-svg";

const out = path.resolve(__dirname, "../server/demo/images");

async function write(file: string, svg: string) {
  const data = await sharp(Buffer.from(svg)).webp({ quality: 72, effort: 6 }).toBuffer();
  writeFileSync(path.join(out, file), data);
  return data.length;
}

async function main() {
  mkdirSync(out, { recursive: true });
  for (const file of readdirSync(out)) if (file.endsWith(".webp")) rmSync(path.join(out, file));
  const sizes: number[] = [];
  for (const [index, shop] of demoShops.entries()) {
    const pictures = demoShopImages(shop, index);
    for (const variant of pictures) sizes.push(await write(demoShopImageFile(shop.key, variant), shopSvg(shop, index, variant)));
  }
  for (const [index, article] of demoNews.entries()) sizes.push(await write(demoNewsImageFile(article.key), newsSvg(article, index)));
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`[demo images] ${sizes.length} files in ${path.relative(process.cwd(), out)}: ${kb(Math.min(...sizes))} to ${kb(Math.max(...sizes))}, ${kb(sizes.reduce((a, b) => a + b, 0))} in all`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
