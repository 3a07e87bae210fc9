import "server-only";
import { revalidatePath, revalidateTag } from "next/cache";
import { routing } from "@/i18n/routing";

/**
 * Call after a write that changes what the public pages show (a shop's profile or images, a new or
 * suspended shop, an article or a comment's moderation). The pages also refresh by themselves
 * within 60 seconds (ISR), so this only makes the change show at once. Safe outside a request
 * (scripts, tests): it then does nothing.
 */
export function revalidatePublicPages(change: { shop?: { id: number; slug: string }; news?: { id: number; slug: string }; categoriesChanged?: boolean } = {}) {
  try {
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
  } catch (error) {
    // Outside Next.js (a script or a test) there is no cache to clear.
    if (!(error instanceof Error) || !/static generation store|outside a request|Invariant/i.test(error.message)) throw error;
  }
}
