import "server-only";
import { after } from "next/server";
import { pageChangeHook, type PublicPageChange } from "@/server/page-cache/public-page-change";
import { expirePublicPageCaches } from "./expire-public-page-caches";

/**
 * Call after a write that changes what the public pages show (a shop's profile or images, a new or
 * suspended shop, an article or a comment's moderation). The pages also refresh by themselves
 * within 60 seconds (ISR), so this only makes the change show at once. Safe outside a request
 * (scripts, tests): it then does nothing.
 *
 * Under the production server (scripts/serve-app.ts) it also drops this instance's in-process
 * copies at once, and again once Next.js has applied the change (`after`: a page cached in between
 * may be the old one), then publishes the change so every other instance does the same.
 */
export function revalidatePublicPages(change: PublicPageChange = {}) {
  try {
    expirePublicPageCaches(change);
  } catch (error) {
    // Outside Next.js (a script or a test) there is no cache to clear.
    if (!(error instanceof Error) || !/static generation store|outside a request|Invariant/i.test(error.message)) throw error;
    return;
  }
  const hook = pageChangeHook();
  if (!hook) return;
  hook.invalidate(change);
  after(() => hook.publish(change));
}
