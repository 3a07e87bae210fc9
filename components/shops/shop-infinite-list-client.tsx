"use client";

import { lazy, Suspense, useEffect } from "react";
import { sendShopImpressions } from "@/lib/insights/shop-event-script";
import { InfiniteListFooter, type InfiniteListTexts } from "@/components/lists/infinite-list-footer";
import { useInfinitePages } from "@/lib/lists/use-infinite-pages";
import type { ShopListResult } from "@/lib/public/types";

/**
 * What the list needs of the server's first page: where it ends and its shops' ids (for the
 * impressions). Not the shops themselves: the server drew their cards, and their data a second time
 * in the page's RSC payload cost every listing view ~10 kB (docs/benchmarks.md).
 */
export type FirstShopPage = Pick<ShopListResult, "page" | "hasMore"> & { ids: number[] };

// The cards' code is fetched with the second page (its request starts it), not with the listing.
const loadMoreShops = () => import("./more-shops-client");
const MoreShops = lazy(loadMoreShops);

/**
 * Pages 2, 3, ... of the shop listing, appended by infinite scroll. Page 1 is rendered on the
 * server. Ends with 'Yay! You have seen it all' once every shop is shown.
 */
export function ShopInfiniteList({ first, queryString, texts }: { first: FirstShopPage; queryString: string; texts: InfiniteListTexts }) {
  const [sentinelRef, list] = useInfinitePages<ShopListResult>({ first, urlFor: (page) => `/api/v1/shops/category_shop/${page}${queryString ? `?${queryString}` : ""}` });
  const more = list.pages.flatMap((page) => page.shops);
  // Each page of results counts as an impression for its shops, once, when a browser shows it
  // (docs/decisions/135-shop-insights.md).
  useEffect(() => sendShopImpressions(first.ids), [first]);
  useEffect(() => {
    if (list.loading) void loadMoreShops();
  }, [list.loading]);
  const lastPage = list.pages.at(-1);
  useEffect(() => {
    if (lastPage) sendShopImpressions(lastPage.shops.map((shop) => shop.id));
  }, [lastPage]);
  return (
    <>
      {more.length > 0 ? (
        <Suspense fallback={null}>
          <MoreShops shops={more} />
        </Suspense>
      ) : null}
      <InfiniteListFooter
        sentinelRef={sentinelRef}
        list={list}
        showEnd={first.ids.length + more.length > 0}
        texts={texts}
      />
    </>
  );
}
