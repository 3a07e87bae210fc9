/**
 * What a write changed on the public pages, the URLs that show it, and the hook through which the
 * app's code (bundled by Next.js) reaches the production server's page cache and change channel
 * (scripts/serve-app.ts), which live in the same process but outside the bundles. Not
 * `server-only`: the production server and the unit tests import it.
 */
import { routing } from "../../i18n/routing";

export type PublicPageChange = {
  shop?: { id: number; slug: string };
  news?: { id: number; slug: string };
  /** The category list changed: every cached page may show it. */
  categoriesChanged?: boolean;
  /** The news categories changed: the news list shows them. */
  newsCategoriesChanged?: boolean;
};

/**
 * The public URL paths (as visitors request them) showing a change, in every language: the home
 * page; a shop's page and the shop listings (every query of /shops: the shop may have joined, left
 * or moved in any of them; and every town page, cached under `/shops/in`: cache-rules.ts); an
 * article's page and the news list.
 */
export function publicPagePaths(change: PublicPageChange): string[] {
  const paths: string[] = [];
  for (const locale of routing.locales) {
    const prefix = locale === routing.defaultLocale ? "" : `/${locale}`;
    paths.push(prefix || "/");
    if (change.shop) paths.push(`${prefix}/shops/${change.shop.id}/${change.shop.slug}`, `${prefix}/shops`, `${prefix}/shops/in`);
    if (change.news) paths.push(`${prefix}/news/${change.news.id}/${change.news.slug}`, `${prefix}/news`);
    if (change.newsCategoriesChanged && !change.news) paths.push(`${prefix}/news`);
  }
  return paths;
}

export type PageChangeHook = {
  /** Drops this instance's cached copies of the changed pages. */
  invalidate: (change: PublicPageChange) => void;
  /** Tells every instance (this one included, once Next.js has applied the change) through PostgreSQL. */
  publish: (change: PublicPageChange) => void;
};

const HOOK = Symbol.for("dlmp.pageChangeHook");
type HookHolder = { [HOOK]?: PageChangeHook };

export function installPageChangeHook(hook: PageChangeHook | undefined): void {
  (globalThis as HookHolder)[HOOK] = hook;
}

/** The production server's hook; absent under `next dev`, in scripts and in tests. */
export function pageChangeHook(): PageChangeHook | undefined {
  return (globalThis as HookHolder)[HOOK];
}
