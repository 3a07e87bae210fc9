import "server-only";
import type { Actor } from "@/server/auth/actor";
import { prepareShopImage } from "@/server/images/prepare-shop-image";
import { mediaUrl, putMedia } from "@/server/storage/media-storage";
import { assertRole } from "@/server/auth/actor";

/** Icons show at 32 px (64 on sharp screens); 128 leaves room and keeps the file tiny. */
const ICON_SIDE = 128;

/**
 * Checks and stores an icon an operator uploads for a category (JPEG, PNG or WebP by content,
 * re-encoded to a small WebP). Nothing points at it until the category is saved with it; the
 * file is content-addressed, so uploading the same icon twice stores it once.
 */
export async function storeCategoryIcon({ actor, data }: { actor: Actor; data: Buffer }): Promise<{ icon: string }> {
  assertRole(actor, "operator");
  const image = await prepareShopImage("icon", data, { maxSide: ICON_SIDE });
  return { icon: mediaUrl(await putMedia("categories", image.data)) };
}
