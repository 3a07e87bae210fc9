import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { newsSvg, shopSvg } from "../../scripts/lib/demo-image-svg";
import { demoNewsImageFile, demoShopImageFile, demoShopImages } from "../../server/demo/content/images";
import { demoNews } from "../../server/demo/content/news";
import { demoShops } from "../../server/demo/content/shops";

const imagesDir = path.resolve(__dirname, "../../server/demo/images");
const shopPictures = demoShops.flatMap((shop, index) => demoShopImages(shop, index).map((variant) => ({ shop, index, variant })));

/**
 * The demo pictures serve the English, Marathi and Hindi pages alike, so they carry no words
 * (docs/decisions/125-demo-data-rules.md): a drawn shop name or title would be in one language only.
 */
describe("demo pictures", () => {
  it("draws no text in any shop or article picture", () => {
    for (const { shop, index, variant } of shopPictures) {
      const svg = shopSvg(shop, index, variant);
      expect(svg, `${shop.key} picture ${variant + 1}`).not.toMatch(/<(text|tspan|textPath)\b/);
    }
    for (const [index, article] of demoNews.entries()) {
      expect(newsSvg(article, index), article.key).not.toMatch(/<(text|tspan|textPath)\b/);
    }
  });

  it("gives every shop a main picture of its own", () => {
    const mains = shopPictures.filter((p) => p.variant === 0).map((p) => shopSvg(p.shop, p.index, 0));
    expect(new Set(mains).size).toBe(mains.length);
  });

  it("has the rendered file of every picture the loader stores, and no other", () => {
    const expected = [...shopPictures.map((p) => demoShopImageFile(p.shop.key, p.variant)), ...demoNews.map((a) => demoNewsImageFile(a.key))];
    for (const file of expected) expect(existsSync(path.join(imagesDir, file)), file).toBe(true);
    expect(readdirSync(imagesDir).filter((f) => f.endsWith(".webp")).sort()).toEqual([...expected].sort());
  });
});
