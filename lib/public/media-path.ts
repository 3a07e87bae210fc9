/** An uploaded file's storage key (server/storage/media-storage.ts): shops/42/<hash>.webp, news/…, categories/…. */
export const MEDIA_KEY = /^(?:shops\/\d{1,12}|news|categories)\/[a-f0-9]{32}\.webp$/;

/**
 * The address a page uses for a stored image: uploads are kept as storage keys and served under
 * /media/; anything else (a bundled /images/… path, or an absolute URL) is already an address.
 */
export function imagePath(stored: string): string {
  return MEDIA_KEY.test(stored) ? `/media/${stored}` : stored;
}
