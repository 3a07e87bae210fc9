import "server-only";
import type { Actor } from "@/server/auth/actor";
import { prepareShopImage } from "@/server/images/prepare-shop-image";
import { mediaUrl, putMedia } from "@/server/storage/media-storage";
import { assertRole } from "@/server/auth/actor";

/**
 * Checks and stores an article's picture (JPEG, PNG or WebP by content, re-encoded to WebP within
 * 1600 px, metadata dropped). Nothing points at it until the article is saved with it.
 */
export async function storeNewsImage({ actor, data }: { actor: Actor; data: Buffer }): Promise<{ image: string }> {
  assertRole(actor, "operator");
  const image = await prepareShopImage("image", data);
  return { image: mediaUrl(await putMedia("news", image.data)) };
}
