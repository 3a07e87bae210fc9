/**
 * Which demo shops have which pictures (drawn by scripts/generate-demo-images.ts into
 * server/demo/images/, stored by the loader like uploads). Pure data, no database code.
 */
import type { DemoShop } from "./shops";

/**
 * Shops left without pictures, so the default image is seen too: older shops (the newest come
 * first on the home page and /shops), neither featured nor best deals.
 */
export const SHOPS_WITHOUT_PICTURES = ["ngp-paduka-footwear", "ngp-bhosale-auto-parts", "ktl-kiran-footwear", "snr-durga-auto-parts"];

/** A shop's pictures: 0 the main one (cards), 1 the shop front and 2 the shelves (the slider). */
export type DemoShopPicture = 0 | 1 | 2;

/** Featured and best-deal shops and every third other one have slider pictures too. */
export function demoShopImages(shop: Pick<DemoShop, "key" | "featured" | "bestDeal">, index: number): DemoShopPicture[] {
  if (SHOPS_WITHOUT_PICTURES.includes(shop.key)) return [];
  return shop.featured || shop.bestDeal || index % 3 === 0 ? [0, 1, 2] : [0];
}

export const demoShopImageFile = (key: string, picture: DemoShopPicture) => `shop-${key}-${picture + 1}.webp`;
export const demoNewsImageFile = (key: string) => `news-${key}.webp`;
