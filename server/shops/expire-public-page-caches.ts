import "server-only";
import { revalidatePath, revalidateTag } from "next/cache";
import { routing } from "@/i18n/routing";
import type { PublicPageChange } from "@/server/page-cache/public-page-change";

/**
 * Expires Next.js's own cached copies (ISR pages, the category data) of the pages a change shows
 * on, on this instance. Throws outside a request (Next.js has no cache to clear there).
 */
export function expirePublicPageCaches(change: PublicPageChange) {
  for (const locale of routing.locales) {
    // Concrete paths, without a type: with `"page"` Next.js treats the path as a route pattern and
    // tags it `<path>/page`, which no cached concrete page carries, so nothing was refreshed.
    revalidatePath(`/${locale}`);
    if (change.shop) revalidatePath(`/${locale}/shops/${change.shop.id}/${change.shop.slug}`);
    if (change.news) revalidatePath(`/${locale}/news/${change.news.id}/${change.news.slug}`);
  }
  // The category list itself changed (operator console): drop it at once rather than serving
  // the stale list to the next visitor, so a new category shows on the very next /shops.
  revalidateTag("categories", change.categoriesChanged ? { expire: 0 } : "max");
}
