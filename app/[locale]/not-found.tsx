import { NotFoundContent } from "@/components/feedback/not-found-content";

/**
 * Localized 404 inside the site layout, for `notFound()` called by a page
 * (e.g. a shop id that does not exist). Unknown URLs are answered by
 * app/global-not-found.tsx instead (see the note there).
 */
export default function NotFoundPage() {
  return <NotFoundContent />;
}
