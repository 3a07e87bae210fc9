/**
 * Draws the demo shops' and news articles' pictures (server/demo/images/*.webp, committed) from the
 * SVG of scripts/lib/demo-image-svg.ts: per category a palette, a motif and the trade's smaller
 * things, composed by the shop's or article's position, without words (one picture serves the en,
 * mr and hi pages). The demo loader stores them like uploads (server/storage/media-storage.ts), so
 * they are served from /media/. Run `npx tsx scripts/generate-demo-images.ts` after changing the
 * demo shops, articles or drawings. WebP at quality 60 (flat shapes keep clean edges), 6-24 KB each.
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
  const data = await sharp(Buffer.from(svg)).webp({ quality: 60, effort: 6 }).toBuffer();
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
